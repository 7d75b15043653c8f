import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from './constants';
import { SKILL_LANGUAGE_CHOICES } from './entities/registration';
import { languageName } from './intl-formats';
import { COMMON_LANGUAGE_CODES, COMMON_LANGUAGE_NAMES } from './language-names';

describe('common language names', () => {
  it('names every common language in each of our languages as CLDR does', () => {
    for (const locale of SUPPORTED_LANGUAGES) {
      const icu = new Intl.DisplayNames(locale, { type: 'language' });
      expect(Object.keys(COMMON_LANGUAGE_NAMES[locale])).toEqual([...COMMON_LANGUAGE_CODES]);
      for (const code of COMMON_LANGUAGE_CODES)
        expect(COMMON_LANGUAGE_NAMES[locale][code], `${code} in ${locale}`).toBe(icu.of(code));
    }
  });

  it('covers every language the pickers offer first', () => {
    for (const code of SKILL_LANGUAGE_CHOICES) expect(COMMON_LANGUAGE_CODES).toContain(code);
  });

  it('gives a common name from the table, another from ICU, and an unknown code as itself', () => {
    expect(languageName('vi', 'uk')).toBe('вʼєтнамська');
    expect(languageName('hu', 'fi')).toBe('unkari');
    expect(languageName('hu', 'en')).toBe('Hungarian');
    expect(languageName('fi', 'de')).toBe('Finnisch');
    // Codes are stored data: one that happens to name an Object property is no key of the table.
    expect(languageName('constructor', 'fi')).toBe('constructor');
    expect(typeof languageName('toString', 'en')).toBe('string');
    expect(typeof languageName('fi', 'constructor')).toBe('string');
  });
});
