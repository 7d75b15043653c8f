import { describe, expect, it } from 'vitest';
import { finnishSsnBirthDate, isValidFinnishSsn, optionalFinnishSsnField } from './finnish-ssn';

describe('Finnish personal identity code', () => {
  it('accepts valid codes of every century sign, 2023 signs included', () => {
    expect(finnishSsnBirthDate('131052-308T')).toBe('1952-10-13');
    expect(finnishSsnBirthDate('010181-900C')).toBe('1981-01-01'); // temporary individual number
    expect(finnishSsnBirthDate('131052Y308T')).toBe('1952-10-13');
    expect(finnishSsnBirthDate('131052U308T')).toBe('1952-10-13');
    expect(finnishSsnBirthDate('010101A123N')).toBe('2001-01-01');
    expect(finnishSsnBirthDate('010101F123N')).toBe('2001-01-01');
    expect(finnishSsnBirthDate('010185+123B')).toBe('1885-01-01');
    expect(finnishSsnBirthDate(' 131052-308t ')).toBe('1952-10-13');
  });

  it('refuses a wrong check character, a wrong sign, an impossible date and individual numbers 000–001', () => {
    expect(isValidFinnishSsn('131052-308U')).toBe(false);
    expect(isValidFinnishSsn('131052G308T')).toBe(false);
    expect(isValidFinnishSsn('131052Z308T')).toBe(false);
    expect(isValidFinnishSsn('310252-308T')).toBe(false);
    expect(isValidFinnishSsn('290201A123J')).toBe(false); // 2001 is no leap year
    expect(isValidFinnishSsn('131052-001W')).toBe(false);
    expect(isValidFinnishSsn('131052308T')).toBe(false);
    expect(isValidFinnishSsn('')).toBe(false);
  });

  it('the optional field: empty is none, a valid code is upper-cased, anything else is refused with its key', () => {
    expect(optionalFinnishSsnField.parse('')).toBeUndefined();
    expect(optionalFinnishSsnField.parse(null)).toBeNull();
    expect(optionalFinnishSsnField.parse('131052-308t')).toBe('131052-308T');
    expect(optionalFinnishSsnField.safeParse('131052-308U').error?.issues.map((i) => i.message)).toEqual([
      'validation:invalidPersonalIdentityCode',
    ]);
  });
});
