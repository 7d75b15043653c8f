import { z } from 'zod';
import { DEFAULT_PHONE_PREFIX } from '../constants';
import { validationMessages as m } from '../texts/messages';

/**
 * Phone numbers are stored in international form, `+` and 7–15 digits (E.164), e.g.
 * `+358401234567`. Users may type spaces, hyphens, dots and parentheses, and `00` for `+`;
 * they are removed on parse. A number without a country code is rejected with
 * 'Phone number should be formatted +358...'.
 */
export function normalizePhone(input: string): string {
  const compact = input.trim().replace(/[\s\-.()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;
/** Finnish numbers: +358 and 5–10 digits without the trunk zero. */
const FINNISH_PHONE = /^\+358[1-9]\d{4,9}$/;

/** Whether `input` is a valid phone number in +358 or other international form. */
export function isValidPhone(input: string): boolean {
  const phone = normalizePhone(input);
  return phone.startsWith(DEFAULT_PHONE_PREFIX) ? FINNISH_PHONE.test(phone) : INTERNATIONAL_PHONE.test(phone);
}

/** A required phone number; parses to its normalised form. */
export const phoneField = z
  .string({ error: m.fieldRequired })
  .trim()
  .min(1, { error: m.fieldRequired })
  .refine(isValidPhone, { error: m.phoneFormat })
  .transform(normalizePhone);

/** A phone number that may be left empty (parses to `undefined` when empty). */
export const optionalPhoneField = z
  .string({ error: m.invalidValue })
  .trim()
  .refine((v) => v === '' || isValidPhone(v), { error: m.phoneFormat })
  .transform((v) => (v === '' ? undefined : normalizePhone(v)))
  .nullish();

/**
 * Helps a user who typed a Finnish local number: `040 123 4567` → `+358401234567`.
 * Numbers already in international form are only normalised.
 */
export function withDefaultPrefix(input: string): string {
  const phone = normalizePhone(input);
  if (phone.startsWith('+') || phone === '') return phone;
  return `${DEFAULT_PHONE_PREFIX}${phone.replace(/^0/, '')}`;
}
