import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './constants';
import { collator, dateTimeFormat, displayNames, formatDays, formatHours, languageName, numberFormat } from './intl-formats';

describe('kept Intl formatters', () => {
  it('makes a formatter once per locale and options, and formats as a new one would', () => {
    const at = Date.UTC(2026, 10, 30, 22, 30);
    const options = { weekday: 'long', timeZone: 'Europe/Helsinki' } as const;
    const kept = dateTimeFormat('fi-FI', options);
    expect(dateTimeFormat('fi-FI', { weekday: 'long', timeZone: 'Europe/Helsinki' })).toBe(kept);
    expect(kept.format(at)).toBe(new Intl.DateTimeFormat('fi-FI', options).format(at));
    expect(kept.format(at)).toBe('tiistai');
  });

  it('keeps formatters of other locales or options apart', () => {
    expect(dateTimeFormat('en-GB', { weekday: 'long' })).not.toBe(dateTimeFormat('fi-FI', { weekday: 'long' }));
    expect(dateTimeFormat('fi-FI', { weekday: 'short' })).not.toBe(dateTimeFormat('fi-FI', { weekday: 'long' }));
    const hours = numberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    expect(numberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(hours);
    expect(hours.format(7.5)).toBe('7,50');
    expect(numberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(7.5)).toBe('7.50');
  });

  it('keeps a collator per locale and options, and sorts in that language', () => {
    const names = collator('fi', { sensitivity: 'base' });
    expect(collator('fi', { sensitivity: 'base' })).toBe(names);
    expect(collator('fi')).not.toBe(names);
    // Finnish puts ä and ö after z; 'base' ignores case.
    expect(['Öljy', 'ämpäri', 'Zeta', 'auto'].sort(names.compare)).toEqual(['auto', 'Zeta', 'ämpäri', 'Öljy']);
    expect(names.compare('hygieniapassi', 'Hygieniapassi')).toBe(0);
  });

  it('keeps language names per locale, and names a language in each of ours', () => {
    expect(displayNames('fi', { type: 'language' })).toBe(displayNames('fi', { type: 'language' }));
    expect(languageName('uk', 'fi')).toBe('ukraina');
    expect(languageName('fi', 'en')).toBe('Finnish');
    expect(languageName('sv', 'sv')).toBe('svenska');
    expect(languageName('ru', 'uk')).toBe('російська');
    expect(languageName('en', 'ru')).toBe('английский');
  });

  it('gives the code itself for a code or locale ICU does not know', () => {
    expect(languageName('not a code', 'fi')).toBe('not a code');
    expect(languageName('fi', 'x-not-a-locale!')).toBe('fi');
  });
});

describe('hours and days', () => {
  it('writes hours always with 2 decimals, in each language its own way', () => {
    expect(formatHours(7.5, 'fi')).toBe('7,50');
    expect(formatHours(8, 'en')).toBe('8.00');
    expect(formatHours(1234.5, 'en')).toBe('1,234.50');
    expect(formatHours(37.5, 'sv')).toBe('37,50');
    expect(formatHours(0.25, 'uk')).toBe('0,25');
    expect(formatHours(12.125, 'ru')).toMatch(/^12,1[23]$/);
  });

  it.each(SUPPORTED_LANGUAGES)('%s: rounds hours to 2 decimals and shows whole hours with .00', (lng) => {
    const sep = lng === 'en' ? '.' : ',';
    expect(formatHours(8, lng)).toBe(`8${sep}00`);
    expect(formatHours(1.005 + 0.001, lng)).toBe(`1${sep}01`);
  });

  it('writes days of leave whole or with one decimal', () => {
    expect(formatDays(12.5, 'fi')).toBe('12,5');
    expect(formatDays(12.5, 'en')).toBe('12.5');
    expect(formatDays(30, 'sv')).toBe('30');
  });
});
