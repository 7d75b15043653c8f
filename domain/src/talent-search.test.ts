import { describe, expect, it } from 'vitest';
import {
  indexSearchable,
  matchesTalentQuery,
  parseTalentQuery,
  phoneDigits,
  spellingKeys,
  type SearchableTalent,
} from './talent-search';

const oksana: SearchableTalent = {
  firstName: 'Оксана',
  lastName: 'Коваленко',
  email: 'oksana.kovalenko@example.com',
  phoneNumber: '+358401234567',
};
const olena: SearchableTalent = {
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena.k@example.com',
  phoneNumber: '+358501112223',
};
const serhii: SearchableTalent = { firstName: 'Сергій', lastName: 'Шевченко' };
const sergei: SearchableTalent = { firstName: 'Сергей', lastName: 'Жуков' };
const aija: SearchableTalent = { firstName: 'Äijä', lastName: 'Järvinen', email: 'AIJA@Example.fi' };
const laura: SearchableTalent = { firstName: 'Laura', lastName: 'Mäkinen', phoneNumber: '+46701234567' };
const people = { oksana, olena, serhii, sergei, aija, laura };

/** The names of the people `text` finds. */
function find(text: string): string[] {
  const query = parseTalentQuery(text);
  return Object.entries(people)
    .filter(([, person]) => matchesTalentQuery(indexSearchable(person), query))
    .map(([name]) => name);
}

describe('talent search across spellings', () => {
  it('finds Оксана Коваленко by Latin first or last name, Cyrillic in either order, email and phone', () => {
    expect(find('oksana')).toEqual(['oksana']);
    expect(find('Oksana')).toEqual(['oksana']);
    expect(find('kovalenko')).toEqual(['oksana', 'olena']);
    expect(find('Коваленко Оксана')).toEqual(['oksana']);
    expect(find('oksana kovalenko')).toEqual(['oksana']);
    expect(find('oksana.kovalenko@example.com')).toEqual(['oksana']);
    expect(find('040 123 4567')).toEqual(['oksana']);
    expect(find('+358401234567')).toEqual(['oksana']);
    expect(find('+358 40 123 4567')).toEqual(['oksana']);
    expect(find('401234567')).toEqual(['oksana']);
  });

  it('finds a Latin-spelled talent by Cyrillic', () => {
    expect(find('Олена')).toEqual(['olena']);
    expect(find('Олена Коваленко')).toEqual(['olena']);
    expect(find('коваленко')).toEqual(['oksana', 'olena']);
  });

  it('finds Сергій and Сергей by Serhii, Sergei and Sergey', () => {
    expect(find('Serhii')).toEqual(['serhii', 'sergei']);
    expect(find('sergei')).toEqual(['serhii', 'sergei']);
    expect(find('Sergey')).toEqual(['serhii', 'sergei']);
    expect(find('Сергей')).toEqual(['serhii', 'sergei']);
    expect(find('Shevchenko')).toEqual(['serhii']);
    expect(find('zhukov')).toEqual(['sergei']);
  });

  it('folds case and diacritics: Äijä ↔ aija, ё ↔ е, й ↔ и', () => {
    expect(find('aija')).toEqual(['aija']);
    expect(find('JÄRVINEN äijä')).toEqual(['aija']);
    expect(find('aija@example.fi')).toEqual(['aija']);
    expect(spellingKeys('Фёдор')).toContain(spellingKeys('Федор')[0]);
    expect(find('Сергеи')).toContain('sergei');
    expect(spellingKeys('Сергей')[0]).toBe('сергеи');
  });

  it('finds nothing for a name nobody has, or words of two people', () => {
    expect(find('laura kovalenko')).toEqual([]);
    expect(find('mikko')).toEqual([]);
    expect(find('050 999')).toEqual([]);
  });

  it('reads phone numbers as national digits; keeps other countries whole', () => {
    expect(phoneDigits('+358 40 123 4567')).toBe('0401234567');
    expect(phoneDigits('00358401234567')).toBe('0401234567');
    expect(phoneDigits('040-123 4567')).toBe('0401234567');
    expect(phoneDigits('+46 70 123 4567')).toBe('46701234567');
    expect(find('+46701234567')).toEqual(['laura']);
  });

  it('an empty query has no words', () => {
    expect(parseTalentQuery('   ').words).toEqual([]);
  });
});
