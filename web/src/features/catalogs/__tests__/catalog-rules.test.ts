import { describe, expect, it } from 'vitest';
import { filterItems, nameError, occupationErrors } from '../components/catalog-rules';

const tags = [
  { id: 'a', name: 'Hygieniapassi' },
  { id: 'b', name: 'Trukkikortti' },
];

describe('catalogue name rules', () => {
  it('empty name: the validation namespace’s required message', () => {
    expect(nameError('tags', '   ', tags)).toBe('validation:fieldRequired');
  });
  it('refuses a duplicate, case- and space-insensitively, but not the item itself', () => {
    expect(nameError('tags', ' hygieniapassi ', tags)).toBe('catalogs:duplicateName');
    expect(nameError('industries', 'TRUKKIKORTTI', tags)).toBe('catalogs:duplicateName');
    expect(nameError('tags', 'hygieniaPassi', tags, 'a')).toBeNull();
    expect(nameError('tags', 'Anniskelupassi', tags)).toBeNull();
  });
  it('too long', () => {
    expect(nameError('tags', 'x'.repeat(101), tags)).toBe('validation:textTooLong');
  });
  it('filters by a part of the name, ignoring case', () => {
    expect(filterItems(tags, 'KORT', (t) => t.name)).toEqual([tags[1]]);
    expect(filterItems(tags, '  ', (t) => t.name)).toEqual(tags);
  });
});

describe('occupation rules', () => {
  const items = [{ id: 'o1', en: 'Cook', fi: 'Kokki' }];
  it('English is required, the rest optional', () => {
    expect(occupationErrors({ en: '', fi: 'Kokki', ru: '', uk: '' }, [])).toEqual({ en: 'validation:fieldRequired' });
    expect(occupationErrors({ en: 'Welder', fi: '', ru: '', uk: '' }, items)).toEqual({});
  });
  it('English names are unique', () => {
    expect(occupationErrors({ en: 'cook', fi: '', ru: '', uk: '' }, items)).toEqual({ en: 'catalogs:duplicateName' });
    expect(occupationErrors({ en: 'cook', fi: '', ru: '', uk: '' }, items, 'o1')).toEqual({});
  });
});
