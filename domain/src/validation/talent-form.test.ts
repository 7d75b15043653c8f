import { describe, expect, it } from 'vitest';
import { isLatinText, talentForm } from './talent-form';

const base = {
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phoneNumber: '+380 67 123 4567',
  languages: [{ language: 'uk', level: 'proficient' }],
};

describe('talent form', () => {
  it('"first name, last name, email and phone required"', () => {
    const result = talentForm.safeParse({ languages: base.languages });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      firstName: 'validation:fieldRequired',
      lastName: 'validation:fieldRequired',
      email: 'validation:fieldRequired',
      phoneNumber: 'validation:fieldRequired',
    });
    expect(talentForm.safeParse(base).success).toBe(true);
  });

  it('"at least one language with proficiency"', () => {
    expect(talentForm.safeParse({ ...base, languages: [] }).error?.issues.map((i) => i.message)).toEqual([
      'validation:languageRequired',
    ]);
    expect(
      talentForm.safeParse({ ...base, languages: [{ language: 'uk' }] }).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['languages.0.level', 'validation:languageRequired']]);
  });

  it('"text must be Latin characters in English"', () => {
    expect(isLatinText('Experienced cook – café & bistro, 5 yrs (HACCP)')).toBe(true);
    expect(isLatinText('Досвідчений кухар')).toBe(false);
    expect(
      talentForm.safeParse({ ...base, shortDescription: 'Кухар' }).error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['shortDescription', 'validation:latinCharactersOnly']]);
  });
});
