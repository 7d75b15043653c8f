import { z } from 'zod';
import { validationMessages, type ValidationMessage } from './texts/messages';

/**
 * Turns the ways a date reaches us into a `Date`, so one schema parses a document read by the
 * web SDK, the Admin SDK, a Staff API JSON body or a form:
 * - a Firestore `Timestamp` of either SDK (anything with a `toDate()` function);
 * - a Timestamp that went through JSON: `{ seconds, nanoseconds }` or `{ _seconds, _nanoseconds }`;
 * - an ISO 8601 string (`2025-05-02`, `2025-05-02T08:00:00Z`); an empty string means "no date";
 * - a `Date`, which passes as is.
 * Anything else passes through unchanged and fails the date check.
 */
export function toDateInput(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '') return undefined;
    return ISO_DATE.test(text) ? new Date(text) : new Date(Number.NaN);
  }
  if (value !== null && typeof value === 'object') {
    const candidate = value as Record<string, unknown>;
    if (typeof candidate.toDate === 'function') {
      const date: unknown = (candidate.toDate as () => unknown).call(value);
      return date instanceof Date ? date : new Date(Number.NaN);
    }
    const seconds = candidate.seconds ?? candidate._seconds;
    const nanos = candidate.nanoseconds ?? candidate._nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number') {
      return new Date(seconds * 1000 + Math.floor(nanos / 1e6));
    }
  }
  return value;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * A required date whose absence is reported with `missingMessage`; a value that is not a date
 * reports `validation:invalidDate`.
 */
export function requiredDate(missingMessage: ValidationMessage = validationMessages.fieldRequired) {
  return z.preprocess(
    toDateInput,
    z.date({
      error: (issue) => (issue.input === undefined || issue.input === null ? missingMessage : validationMessages.invalidDate),
    }),
  );
}

/** The shared date schema: a required date (missing: `validation:fieldRequired`). */
export const firestoreDate = requiredDate();

/** A date that may be absent (`null`, `undefined` or an empty string). */
export const optionalFirestoreDate = z.preprocess(toDateInput, z.date({ error: validationMessages.invalidDate }).nullish());
