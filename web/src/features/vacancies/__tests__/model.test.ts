import { describe, expect, it } from 'vitest';
import { vacancy } from '@vuoro/domain';
import {
  checkInterest,
  checkVacancy,
  citiesOf,
  emptyInterest,
  emptyVacancyValues,
  filterVacancies,
  toVacancyInput,
  toVacancyValues,
} from '../model';

describe('the interest form', () => {
  it('starts with +358 in the phone field', () => {
    expect(emptyInterest().phone).toBe('+358');
  });

  it('gives each bad field its message', () => {
    const result = checkInterest({ ...emptyInterest(), email: 'olena@', weeklyHours: 'lots' }, 'Hotelli Aurora');
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'validation:fieldRequired',
        phone: 'validation:phoneFormat',
        email: 'validation:invalidEmail',
        interested: 'validation:fieldRequired',
        weeklyHours: 'validation:invalidValue',
      },
    });
  });

  it('takes the employer from the vacancy and a decimal comma in weekly hours', () => {
    const result = checkInterest(
      {
        ...emptyInterest(),
        name: 'Olena Shevchenko',
        phone: '+358 45 123 4502',
        email: 'olena@example.com',
        interested: 'yes',
        contractType: 'fixedTerm',
        weeklyHours: '37,5',
      },
      'Hotelli Aurora',
    );
    expect(result.ok && result.data).toMatchObject({
      name: 'Olena Shevchenko',
      phone: '+358451234502',
      interested: true,
      contractType: 'fixedTerm',
      workTimeType: null,
      weeklyHours: 37.5,
      employer: 'Hotelli Aurora',
      collectiveAgreement: null,
    });
  });
});

describe('the recruiter’s vacancy form', () => {
  const stored = vacancy.parse({
    id: 'v1',
    n: 'Kokki',
    c: 'Hotelli Aurora',
    ci: ['Helsinki', 'Espoo'],
    co: ['Uusimaa'],
    t: ['horeca'],
    d: '<p>Keittiö</p>',
    al: 'kokki',
    p: true,
  });

  it('round-trips a stored vacancy through the form values', () => {
    const values = toVacancyValues(stored);
    expect(values).toMatchObject({ name: 'Kokki', cities: 'Helsinki, Espoo', published: true, logo: '' });
    const { id: _id, u: _u, ...rest } = stored;
    expect(checkVacancy(values)).toEqual({ ok: true, data: rest });
  });

  it('needs a title and a safe logo address', () => {
    expect(checkVacancy({ ...emptyVacancyValues(), logo: 'javascript:alert(1)' })).toEqual({
      ok: false,
      errors: { name: 'validation:fieldRequired', logo: 'validation:invalidUrl' },
    });
  });

  it('leaves empty text out and splits lists by commas', () => {
    expect(toVacancyInput({ ...emptyVacancyValues(), name: 'Kokki', cities: ' Turku ,, Naantali ' })).toEqual({
      n: 'Kokki',
      ci: ['Turku', 'Naantali'],
      co: [],
      t: [],
      p: false,
    });
  });
});

describe('the public list', () => {
  const list = [
    vacancy.parse({
      id: 'a',
      n: 'Kokki',
      c: 'Sataman Helmi',
      ci: ['Turku'],
      d: '<p>À la carte</p>',
      u: new Date('2026-11-01'),
      p: true,
    }),
    vacancy.parse({
      id: 'b',
      n: 'Kerroshoitaja',
      c: 'Hotelli Aurora',
      ci: ['Helsinki'],
      t: ['horeca'],
      u: new Date('2026-11-10'),
      p: true,
    }),
  ];
  it('lists the cities once, sorted', () => {
    expect(citiesOf([...list, list[0]!])).toEqual(['Helsinki', 'Turku']);
  });
  it('filters by city and by every word (case and accents ignored), newest first', () => {
    expect(filterVacancies(list, { text: '', city: '' }).map((v) => v.id)).toEqual(['b', 'a']);
    expect(filterVacancies(list, { text: '', city: 'Turku' }).map((v) => v.id)).toEqual(['a']);
    expect(filterVacancies(list, { text: 'a la CARTE', city: '' }).map((v) => v.id)).toEqual(['a']);
    expect(filterVacancies(list, { text: 'horeca aurora', city: '' }).map((v) => v.name)).toEqual(['Kerroshoitaja']);
    expect(filterVacancies(list, { text: 'kokki', city: 'Helsinki' })).toEqual([]);
  });
});
