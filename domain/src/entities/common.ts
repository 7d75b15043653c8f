import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { validationMessages as m } from '../texts/messages';

/**
 * Field builders shared by every entity and form, so each check carries its i18n message key.
 * Stored text is trimmed on parse.
 */

/** A document id (Firestore ids, Staff API ids). */
export const docId = z.string({ error: m.invalidValue }).min(1, { error: m.fieldRequired }).max(128, { error: m.textTooLong });

/**
 * A Firestore document id as a request names it: no `/`, not `.` or `..`, not `__…__`, so no
 * path can name another collection or a reserved id.
 */
export const firestoreDocId = docId.refine((id) => !id.includes('/') && id !== '.' && id !== '..' && !/^__.*__$/.test(id), {
  error: m.invalidValue,
});

/** Text that must be filled in, at most `max` characters. */
export function requiredText(max: number = TEXT_LIMITS.short) {
  return z.string({ error: m.fieldRequired }).trim().min(1, { error: m.fieldRequired }).max(max, { error: m.textTooLong });
}

/** Text that may be empty, at most `max` characters. */
export function optionalText(max: number = TEXT_LIMITS.short) {
  return z.string({ error: m.invalidValue }).trim().max(max, { error: m.textTooLong }).nullish();
}

/** A missing number is a required field left empty; anything else that is not a number is invalid. */
function numberTypeError(issue: { input?: unknown }) {
  return issue.input === undefined || issue.input === null || issue.input === '' ? m.fieldRequired : m.invalidValue;
}

/** A whole number from `min` to `max`. */
export function wholeNumber(min: number, max: number) {
  return z
    .number({ error: numberTypeError })
    .int({ error: m.wholeNumberRequired })
    .min(min, { error: m.numberOutOfRange })
    .max(max, { error: m.numberOutOfRange });
}

/** A number (decimals allowed) from `min` to `max`. */
export function decimalNumber(min: number, max: number) {
  return z.number({ error: numberTypeError }).min(min, { error: m.numberOutOfRange }).max(max, { error: m.numberOutOfRange });
}

export const booleanField = z.boolean({ error: (issue) => (issue.input === undefined ? m.fieldRequired : m.invalidValue) });

/** A web address (http or https), or an empty string. */
export const webAddress = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: m.invalidUrl }).max(TEXT_LIMITS.medium, { error: m.textTooLong }),
]);

/** A list of at most `max` items. */
export function listOf<T extends z.ZodType>(item: T, max = 500) {
  return z
    .array(item, { error: (issue) => (issue.input === undefined ? m.fieldRequired : m.invalidValue) })
    .max(max, { error: m.tooManyItems });
}

/** A reference to another document with its display name: tags, talents on an assignment, … */
export const idName = z.object({
  id: docId,
  name: requiredText(TEXT_LIMITS.short),
});
export type IdName = z.infer<typeof idName>;

/** Who changed a document and when (talents' `created` and `updated`). */
export const changeStamp = z.object({
  date: firestoreDate,
  id: docId,
  name: optionalText(TEXT_LIMITS.short),
});
export type ChangeStamp = z.infer<typeof changeStamp>;
