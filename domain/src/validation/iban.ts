import { z } from 'zod';
import { validationMessages as m } from '../texts/messages';

/**
 * IBAN lengths by country (ISO 13616 registry, SEPA countries and the others our employees
 * commonly bank in). A country missing here is checked by the general 15–34 length only.
 */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** Removes spaces and hyphens and upper-cases: ` fi21 1234-5600 0007 85` → `FI2112345600000785`. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Groups an IBAN by four for display: `FI21 1234 5600 0007 85`. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Whether the IBAN has the right shape: country code, check digits, and its country's length. */
export function hasIbanFormat(input: string): boolean {
  const iban = normalizeIban(input);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  return expected === undefined || iban.length === expected;
}

/** The ISO 7064 mod-97-10 check: the IBAN's checksum is right when the remainder is 1. */
export function ibanChecksumValid(input: string): boolean {
  const iban = normalizeIban(input);
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 && code <= 90 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** Full IBAN check: shape and mod-97 checksum. */
export function isValidIban(input: string): boolean {
  return hasIbanFormat(input) && ibanChecksumValid(input);
}

/**
 * A required IBAN, parsed to its compact form. A malformed one gives 'Invalid IBAN'; a
 * well-formed one with a wrong checksum (a typo) gives 'Check IBAN'.
 */
export const ibanField = z
  .string({ error: m.fieldRequired })
  .trim()
  .min(1, { error: m.fieldRequired })
  .transform(normalizeIban)
  .superRefine((iban, ctx) => {
    if (!hasIbanFormat(iban)) ctx.addIssue({ code: 'custom', message: m.invalidIban });
    else if (!ibanChecksumValid(iban)) ctx.addIssue({ code: 'custom', message: m.checkIban });
  });

/** BIC (SWIFT) code: 8 or 11 characters, e.g. `NDEAFIHH`. */
export const bicField = z
  .string({ error: m.fieldRequired })
  .trim()
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, { error: m.invalidBic }));

/**
 * The notice shown when an employee's bank account number is missing or invalid
 * (spec section 5), or `null` when the account is fine.
 */
export function bankAccountNotice(iban: string | null | undefined): typeof m.bankAccountMissing | null {
  return iban && isValidIban(iban) ? null : m.bankAccountMissing;
}
