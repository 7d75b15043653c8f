import { describe, expect, it } from 'vitest';
import { consultantList, consultantViewEntry, jobViewEntry, occupationTranslation, sameEntry, talentViewName } from './view';

describe('view entries', () => {
  it('talent name is "First Last", null without a name', () => {
    expect(talentViewName({ firstName: ' Aino ', lastName: 'Virtanen' })).toBe('Aino Virtanen');
    expect(talentViewName({ firstName: 'Aino' })).toBe('Aino');
    expect(talentViewName({})).toBeNull();
    expect(talentViewName(null)).toBeNull();
  });
  it('job entry has title and company; no title → not shown', () => {
    const stored = { title: 'Kokki', company: 'Aurora', status: 'open' };
    expect(jobViewEntry(stored)).toEqual({ title: 'Kokki', company: 'Aurora' });
    expect(jobViewEntry({ title: 'Kokki' })).toEqual({ title: 'Kokki', company: null });
    expect(jobViewEntry({ company: 'Aurora' })).toBeNull();
  });
  it('occupation: English is the key, sv never present, empty languages left out', () => {
    expect(occupationTranslation({ en: 'Cook', fi: 'Kokki', uk: '', ru: 'Повар' })).toEqual({
      key: 'Cook',
      value: { fi: 'Kokki', ru: 'Повар' },
    });
    expect(occupationTranslation({ fi: 'Kokki' })).toBeNull();
  });
  it('consultant: admin claim only; name is display name or email', () => {
    expect(consultantViewEntry({ displayName: 'Reija', email: 'r@x.fi', customClaims: { admin: true } })).toEqual({
      name: 'Reija',
      email: 'r@x.fi',
    });
    expect(consultantViewEntry({ displayName: '', email: 'r@x.fi', customClaims: { admin: true } })?.name).toBe('r@x.fi');
    expect(consultantViewEntry({ displayName: 'Tuomas', email: 't@x.fi', customClaims: { my: true } })).toBeNull();
    expect(consultantViewEntry(null)).toBeNull();
  });
  it('consultant list is sorted by name with ids', () => {
    expect(consultantList({ consultants: { b: { name: 'Sanna' }, a: { name: 'Jussi', email: 'j@x.fi' } } })).toEqual([
      { id: 'a', name: 'Jussi', email: 'j@x.fi' },
      { id: 'b', name: 'Sanna' },
    ]);
  });
  it('sameEntry compares shown values', () => {
    expect(sameEntry({ title: 'a', company: null }, { title: 'a', company: null })).toBe(true);
    expect(sameEntry(null, undefined)).toBe(true);
    expect(sameEntry({ title: 'a' }, null)).toBe(false);
  });
});
