import { isValidBIC, validateIBAN, ValidationErrorsIBAN } from 'ibantools';
import { z } from 'zod';
import { validationMessages as m } from '../texts/messages';

/**
 * IBANs are checked by `ibantools` (its ISO 13616 country registry: each country's length and
 * BBAN format, then the mod-97 check digits), not by a table of our own.
 */

/** Removes spaces and hyphens and upper-cases: ` fi21 1234-5600 0007 85` → `FI2112345600000785`. */
export function normalizeIban(input: string): string {
  return input.replace(/[\s-]/g, '').toUpperCase();
}

/** Groups an IBAN by four for display: `FI21 1234 5600 0007 85`. */
export function formatIban(input: string): string {
  return normalizeIban(input).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only a check digit is wrong: the account is shaped right for its country, so the user mistyped it. */
const TYPO_ONLY: ReadonlySet<ValidationErrorsIBAN> = new Set([
  ValidationErrorsIBAN.WrongIBANChecksum,
  ValidationErrorsIBAN.WrongAccountBankBranchChecksum,
]);

/** `null` for a valid IBAN, otherwise the spec's message: 'Check IBAN' for a typo, 'Invalid IBAN' for the rest. */
export function ibanProblem(input: string): typeof m.invalidIban | typeof m.checkIban | null {
  const { valid, errorCodes } = validateIBAN(normalizeIban(input));
  if (valid) return null;
  return errorCodes.length > 0 && errorCodes.every((code) => TYPO_ONLY.has(code)) ? m.checkIban : m.invalidIban;
}

/** Full IBAN check: the country's shape and the check digits. */
export const isValidIban = (input: string): boolean => ibanProblem(input) === null;

/**
 * A required IBAN, parsed to its compact form. A malformed one gives 'Invalid IBAN'; a
 * well-formed one with a wrong checksum (a typo) gives 'Check IBAN'.
 */
export const ibanField = z
  .string({ error: m.fieldRequired })
  .trim()
  .min(1, { error: m.fieldRequired })
  .max(64, { error: m.invalidIban })
  .transform(normalizeIban)
  .superRefine((iban, ctx) => {
    const problem = ibanProblem(iban);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** BIC (SWIFT) code: 8 or 11 characters, e.g. `NDEAFIHH`. */
export const bicField = z
  .string({ error: m.fieldRequired })
  .trim()
  .max(32, { error: m.invalidBic })
  .transform((v) => v.replace(/\s/g, '').toUpperCase())
  .refine(isValidBIC, { error: m.invalidBic });

/**
 * The notice shown when an employee's bank account number is missing or invalid
 * (spec section 5), or `null` when the account is fine.
 */
export function bankAccountNotice(iban: string | null | undefined): typeof m.bankAccountMissing | null {
  return iban && isValidIban(iban) ? null : m.bankAccountMissing;
}
