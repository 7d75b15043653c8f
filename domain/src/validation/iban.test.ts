import { describe, expect, it } from 'vitest';
import { bankAccountNotice, bicField, formatIban, ibanField, ibanProblem, isValidIban } from './iban';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('IBAN', () => {
  it('accepts real IBANs (mod-97 check) in any spacing and case', () => {
    for (const iban of [
      'FI21 1234 5600 0007 85',
      'fi2112345600000785',
      'DE89 3704 0044 0532 0130 00',
      'GB82WEST12345698765432',
      'SE45 5000 0000 0583 9825 7466',
    ]) {
      expect(isValidIban(iban)).toBe(true);
    }
    expect(ibanField.parse(' fi21 1234 5600 0007 85 ')).toBe('FI2112345600000785');
    expect(formatIban('FI2112345600000785')).toBe('FI21 1234 5600 0007 85');
  });

  it('"\'Check IBAN\'" for a well-formed IBAN whose checksum fails (a typo)', () => {
    expect(ibanProblem('FI2112345600000786')).toBe('validation:checkIban');
    expect(messages(ibanField.safeParse('FI21 1234 5600 0007 86'))).toEqual(['validation:checkIban']);
  });

  it('"\'Invalid IBAN\'" for something that is not an IBAN, or has the wrong length for its country', () => {
    for (const bad of ['12345', 'FI21 1234 5600 0007 8', 'FIXX12345600000785', 'FI21-1234-ÄÄÄ']) {
      expect(messages(ibanField.safeParse(bad))).toEqual(['validation:invalidIban']);
    }
  });

  it('"A missing or invalid bank account number gives a notice"', () => {
    expect(bankAccountNotice(undefined)).toBe('validation:bankAccountMissing');
    expect(bankAccountNotice('FI2112345600000786')).toBe('validation:bankAccountMissing');
    expect(bankAccountNotice('FI2112345600000785')).toBeNull();
  });

  it('BIC has 8 or 11 characters', () => {
    expect(bicField.parse('ndea fi hh')).toBe('NDEAFIHH');
    expect(bicField.safeParse('OKOYFIHHXXX').success).toBe(true);
    expect(messages(bicField.safeParse('NDEA'))).toEqual(['validation:invalidBic']);
  });
});
