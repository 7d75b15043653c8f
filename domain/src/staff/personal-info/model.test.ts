import { describe, expect, it } from 'vitest';
import {
  addressMapUrl,
  emptyPersonalInfo,
  isBankAccountMissing,
  maskIban,
  personalBankBody,
  personalContactBody,
  personalInfoChange,
  personalNextOfKinBody,
  toMyInfoView,
} from './model';

const messages = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

describe('personal data', () => {
  it("bank: 'Invalid IBAN' for what is no IBAN, 'Check IBAN' for a wrong check digit; BIC optional", () => {
    expect(messages(personalBankBody.safeParse({ iban: 'FI21 1234' }))).toEqual(['iban: validation:invalidIban']);
    expect(messages(personalBankBody.safeParse({ iban: 'FI21 1234 5600 0007 86' }))).toEqual(['iban: validation:checkIban']);
    expect(personalBankBody.parse({ iban: 'fi21 1234 5600 0007 85', bic: '' })).toEqual({ iban: 'FI2112345600000785', bic: '' });
    expect(personalInfoChange.bank({ iban: 'FI2112345600000785', bic: '' })).toEqual({ iban: 'FI2112345600000785', bic: null });
  });

  it("next of kin and contact: the spec's phone and email texts", () => {
    expect(messages(personalNextOfKinBody.safeParse({ nextOfKin: 'Aino', nextOfKinPhone: '12' }))).toEqual([
      'nextOfKinPhone: validation:phoneFormat',
    ]);
    expect(messages(personalContactBody.safeParse({ email: 'eero@', phone: '+358401234567', smsEnabled: true }))).toEqual([
      'email: validation:invalidEmail',
    ]);
    expect(personalInfoChange.nextOfKin(personalNextOfKinBody.parse({ nextOfKin: '', nextOfKinPhone: '' }))).toEqual({
      nextOfKin: null,
      nextOfKinPhone: null,
    });
  });

  it('the bank notice: missing or failing today’s check', () => {
    expect(isBankAccountMissing(null)).toBe(true);
    expect(isBankAccountMissing({ iban: null })).toBe(true);
    expect(isBankAccountMissing({ iban: 'FI2112345600000786' })).toBe(true);
    expect(isBankAccountMissing({ iban: 'FI2112345600000785' })).toBe(false);
  });

  it('a "Sign in as" session sees the IBAN starred but for country and last four, and may not edit', () => {
    expect(maskIban('FI2112345600000785')).toBe('FI** **** **** **07 85');
    const info = { ...emptyPersonalInfo('sp-eero'), iban: 'FI2112345600000785', bic: 'NDEAFIHH' };
    const person = { email: 'eero@example.com', phone: '+358401234567' };
    expect(toMyInfoView(info, person, true)).toMatchObject({
      bank: { iban: maskIban('FI2112345600000785'), bic: 'NDEAFIHH', masked: true },
      editable: false,
    });
    expect(toMyInfoView(info, person, false)).toMatchObject({
      bank: { iban: 'FI21 1234 5600 0007 85', masked: false },
      bankAccountMissing: false,
      email: 'eero@example.com',
      phone: '+358401234567',
      address: null,
      nextOfKin: null,
      editable: true,
    });
  });

  it('maps an address', () => {
    expect(addressMapUrl({ address: 'Hämeentie 1', zip: '00530', city: 'Helsinki' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=H%C3%A4meentie%201%2C%2000530%20Helsinki',
    );
  });
});
