import { describe, expect, it } from 'vitest';
import { detectLanguage } from './language';

const base = { stored: null, pathname: '/', browserLanguages: [] as string[], side: 'talent' as const };

describe('detectLanguage: stored choice, then /ukraine, then the browser language, then en (staff side fi)', () => {
  it('the stored choice wins over everything', () => {
    expect(detectLanguage({ ...base, stored: 'sv', pathname: '/ukraine', browserLanguages: ['ru'] }).language).toBe('sv');
  });
  it('then the /ukraine path gives Ukrainian', () => {
    expect(detectLanguage({ ...base, pathname: '/ukraine', browserLanguages: ['fi-FI'] }).language).toBe('uk');
  });
  it('/ohje is Finnish when nothing is stored, over the browser language; a stored choice still wins', () => {
    expect(detectLanguage({ ...base, pathname: '/ohje', browserLanguages: ['sv-SE'] }).language).toBe('fi');
    expect(detectLanguage({ ...base, stored: 'uk', pathname: '/ohje', browserLanguages: ['sv-SE'] }).language).toBe('uk');
    // A stored language we do not support is still a choice made: /ohje does not override it.
    expect(detectLanguage({ ...base, stored: 'de', pathname: '/ohje', browserLanguages: ['sv-SE'] })).toEqual({
      language: 'sv',
      unsupported: 'de',
    });
  });
  it('then the first supported browser language (region ignored)', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['de-DE', 'ru-RU', 'fi'] }).language).toBe('ru');
  });
  it('then en on the talent side and fi on the staff side', () => {
    expect(detectLanguage({ ...base, browserLanguages: ['de'] }).language).toBe('en');
    expect(detectLanguage({ ...base, browserLanguages: ['de'], side: 'staff' }).language).toBe('fi');
  });
  it('reports a stored language we do not support, and goes on detecting', () => {
    expect(detectLanguage({ ...base, stored: 'de', browserLanguages: ['fi'] })).toEqual({ language: 'fi', unsupported: 'de' });
    expect(detectLanguage({ ...base, stored: 'fi' }).unsupported).toBeNull();
  });
});
