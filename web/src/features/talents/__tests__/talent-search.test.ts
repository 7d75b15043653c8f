import { describe, expect, it } from 'vitest';
import { pageSizeAfterFailure } from '@vuoro/domain';
import {
  filtersFromSearch,
  filterTalents,
  fold,
  indexTalent,
  noFilters,
  NO_STATUS,
  searchFromFilters,
  type TalentListItem,
} from '../components/talent-search';
import { toListItem } from '../api/talent-pages';

const talent = (over: Partial<TalentListItem> & { id: string }): TalentListItem => ({
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  status: '',
  location: '',
  industry: '',
  tags: [],
  languages: [],
  added: null,
  ...over,
});

const laura = talent({
  id: 'laura',
  firstName: 'Laura',
  lastName: 'Mäkinen',
  location: 'Turku',
  industry: 'retail',
  tags: [{ id: 'asiakaspalvelu', name: 'Asiakaspalvelu' }],
  languages: ['fi', 'sv'],
});
const olena = talent({
  id: 'olena',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena.kovalenko@example.com',
  phoneNumber: '+358401234567',
  location: 'Espoo',
  industry: 'horeca',
  status: 'presented',
  tags: [{ id: 'hygieniapassi', name: 'Hygieniapassi' }],
  languages: ['uk', 'en'],
});
const jyri = talent({ id: 'jyri', firstName: 'Jyri', lastName: 'Järvinen', location: 'Jyväskylä', languages: ['fi'] });
const items = [laura, olena, jyri].map((t) => ({ talent: t, index: indexTalent(t) }));
const ids = (found: TalentListItem[]) => found.map((t) => t.id);

describe('talent search', () => {
  it('folds case and accents', () => {
    expect(fold('  Mäkinen  ÅSA Šarić ')).toBe('makinen asa saric');
  });

  it('matches first and last name, case- and accent-insensitively, word by word', () => {
    expect(ids(filterTalents(items, { ...noFilters, q: 'makinen' }))).toEqual(['laura']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'LAURA mäk' }))).toEqual(['laura']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'jarvinen jyri' }))).toEqual(['jyri']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'laura kovalenko' }))).toEqual([]);
    expect(ids(filterTalents(items, noFilters))).toEqual(['laura', 'olena', 'jyri']);
  });

  it('matches across Latin and Cyrillic spellings, email and phone', () => {
    expect(ids(filterTalents(items, { ...noFilters, q: 'Олена' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'Коваленко олена' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'olena.kovalenko@' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, q: '040 123 4567' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, q: 'Лаура' }))).toEqual(['laura']);
  });

  it('filters by tag, industry, location, language, status and job together', () => {
    expect(ids(filterTalents(items, { ...noFilters, tag: 'hygieniapassi' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, industry: 'retail' }))).toEqual(['laura']);
    expect(ids(filterTalents(items, { ...noFilters, location: 'jyvas' }))).toEqual(['jyri']);
    expect(ids(filterTalents(items, { ...noFilters, lang: 'fi' }))).toEqual(['laura', 'jyri']);
    expect(ids(filterTalents(items, { ...noFilters, status: 'presented' }))).toEqual(['olena']);
    expect(ids(filterTalents(items, { ...noFilters, status: NO_STATUS }))).toEqual(['laura', 'jyri']);
    const jobs = (id: string) => (id === 'jyri' ? ['job-1'] : []);
    expect(ids(filterTalents(items, { ...noFilters, job: 'job-1' }, jobs))).toEqual(['jyri']);
    expect(ids(filterTalents(items, { ...noFilters, lang: 'fi', location: 'turku' }))).toEqual(['laura']);
  });

  it('keeps the filters in the URL query and reads them back', () => {
    const filters = { ...noFilters, q: 'Mäki', tag: 'ensiapu', job: 'job-1' };
    const search = searchFromFilters(filters);
    expect(search).toBe('q=M%C3%A4ki&tag=ensiapu&job=job-1');
    expect(filtersFromSearch(`?${search}`)).toEqual(filters);
    expect(filtersFromSearch('')).toEqual(noFilters);
  });

  it('filters 10 000 talents in well under a frame', () => {
    const many = Array.from({ length: 10_000 }, (_, i) => {
      const t = talent({ id: `t${i}`, firstName: `Etu${i}`, lastName: `Suku${i % 97}`, location: i % 2 ? 'Helsinki' : 'Oulu' });
      return { talent: t, index: indexTalent(t) };
    });
    filterTalents(many, { ...noFilters, q: 'suku1' });
    const started = performance.now();
    const found = filterTalents(many, { ...noFilters, q: 'suku42', location: 'hel' });
    expect(found.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('talent list rows', () => {
  it('reads the list fields of a talent document', () => {
    const item = toListItem('t1', {
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.com',
      tags: [{ id: 'x', name: 'X' }],
      languages: [{ language: 'fi', level: 'proficient' }],
      added: { seconds: 1_700_000_000, nanoseconds: 0 },
    });
    expect(item).toMatchObject({ id: 't1', firstName: 'Aino', status: '', tags: [{ id: 'x', name: 'X' }], languages: ['fi'] });
    expect(item.added?.getTime()).toBe(1_700_000_000_000);
  });

  it('still shows a document the schema refuses, by its name', () => {
    const item = toListItem('t2', { firstName: 'Bad', lastName: 'Data', languages: 'fi', added: 'yesterday' });
    expect(item).toMatchObject({ id: 't2', firstName: 'Bad', lastName: 'Data', languages: [], added: null });
  });

  it('page size: 100, then 10 fewer per failure, never below 10 (spec 9)', () => {
    expect(pageSizeAfterFailure(100)).toBe(90);
    expect(pageSizeAfterFailure(20)).toBe(10);
    expect(pageSizeAfterFailure(10)).toBe(10);
  });
});
