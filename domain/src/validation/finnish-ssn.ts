import { z } from 'zod';
import { validationMessages as m } from '../texts/messages';

/**
 * The Finnish personal identity code (henkilötunnus), `DDMMYYCZZZQ`: birth date, century sign,
 * individual number and check character. The century signs are `+` (1800s), `-` and, since
 * 2023, `Y X W V U` (1900s), `A` and, since 2023, `B C D E F` (2000s). The check character is
 * the nine digits `DDMMYYZZZ` as one number modulo 31, read from `CHECK_CHARACTERS`. The
 * individual number runs from 002 to 899, and 900–999 for temporary codes.
 */

const CENTURY_SIGNS: Readonly<Record<string, number>> = {
  '+': 1800,
  '-': 1900,
  Y: 1900,
  X: 1900,
  W: 1900,
  V: 1900,
  U: 1900,
  A: 2000,
  B: 2000,
  C: 2000,
  D: 2000,
  E: 2000,
  F: 2000,
};

const CHECK_CHARACTERS = '0123456789ABCDEFHJKLMNPRSTUVWXY';
const SHAPE = /^(\d{2})(\d{2})(\d{2})([-+A-FU-Y])(\d{3})([0-9A-Y])$/;

/** Trims and upper-cases what was typed: ` 131052-308t` → `131052-308T`. */
export const normalizeFinnishSsn = (input: string): string => input.trim().toUpperCase();

/** The birth date a valid code tells (`yyyy-MM-dd`), or `null` when the code is not valid. */
export function finnishSsnBirthDate(input: string): string | null {
  const match = SHAPE.exec(normalizeFinnishSsn(input));
  if (!match) return null;
  const [, dd, mm, yy, sign, individual, check] = match as unknown as [string, string, string, string, string, string, string];
  const century = CENTURY_SIGNS[sign];
  if (century === undefined || Number(individual) < 2) return null;
  const year = century + Number(yy);
  const date = new Date(Date.UTC(year, Number(mm) - 1, Number(dd)));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== Number(mm) - 1 || date.getUTCDate() !== Number(dd)) return null;
  if (CHECK_CHARACTERS[Number(`${dd}${mm}${yy}${individual}`) % 31] !== check) return null;
  return `${String(year).padStart(4, '0')}-${mm}-${dd}`;
}

/** Whether the code is valid: shape, century sign, a real date, individual number and check character. */
export const isValidFinnishSsn = (input: string): boolean => finnishSsnBirthDate(input) !== null;

/** An identity code that may be left empty (parses to `undefined`), else a valid one, upper-cased. */
export const optionalFinnishSsnField = z
  .string({ error: m.invalidValue })
  .trim()
  .max(20, { error: m.invalidPersonalIdentityCode })
  .refine((v) => v === '' || isValidFinnishSsn(v), { error: m.invalidPersonalIdentityCode })
  .transform((v) => (v === '' ? undefined : normalizeFinnishSsn(v)))
  .nullish();
