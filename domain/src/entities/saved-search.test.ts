import { describe, expect, it } from 'vitest';
import { filtersInUse, SAVED_SEARCH_NAME_MAX, savedSearch, savedSearchInput } from './saved-search';

describe('saved search', () => {
  it('takes a name of 1–80 characters and the filters in use', () => {
    const ok = savedSearchInput.parse({
      name: '  Kokit Helsinki, ukraina ',
      filters: { q: 'кок', location: 'Helsinki', lang: 'uk' },
    });
    expect(ok.name).toBe('Kokit Helsinki, ukraina');
    expect(savedSearchInput.safeParse({ name: ' ', filters: {} }).success).toBe(false);
    expect(savedSearchInput.safeParse({ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX), filters: {} }).success).toBe(true);
    expect(savedSearchInput.safeParse({ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1), filters: {} }).success).toBe(false);
  });

  it('refuses a filter the list does not have, a value that is not text, or a too long one', () => {
    expect(savedSearchInput.safeParse({ name: 'A', filters: { salary: '3000' } }).success).toBe(false);
    expect(savedSearchInput.safeParse({ name: 'A', filters: { q: 7 } }).success).toBe(false);
    expect(savedSearchInput.safeParse({ name: 'A', filters: { q: 'x'.repeat(201) } }).success).toBe(false);
  });

  it('keeps only the filters in use', () => {
    expect(filtersInUse({ q: ' olena ', tag: '', location: 'Espoo', status: undefined })).toEqual({
      q: 'olena',
      location: 'Espoo',
    });
  });

  it('reads a stored one with its owner and server time', () => {
    const read = savedSearch.parse({
      id: 's1',
      ownerUid: 'admin-1',
      name: 'Kokit',
      filters: { tag: 'kokki' },
      created: new Date(0),
    });
    expect(read).toMatchObject({ id: 's1', ownerUid: 'admin-1', filters: { tag: 'kokki' } });
  });
});
