import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { suggestionState } from '../../labels';
import { calendarEvent } from '../../entities/calendar-event';
import { docId, idName, listOf, optionalText, requiredText } from '../../entities/common';
import { shift } from '../../entities/shift';
import { CALENDAR_EVENT } from '../../states/calendar';
import { SUGGESTION_KINDS } from '../../states/shift';
import { validationMessages as m } from '../../texts/messages';

/**
 * The stored documents of the employee's shifts and calendar (collections in `staffCollections`,
 * Admin SDK only). Each parses a document read with the Admin SDK (`id` is the document's id);
 * the why of names and keys is in ./README.md.
 */

/** A customer as far as shifts need it: the organisation a place of work belongs to. */
export const staffCustomer = z.object({ id: docId, name: requiredText() });
export type StaffCustomer = z.infer<typeof staffCustomer>;

/** A place of work (a customer's unit: a hotel kitchen, a warehouse). */
export const staffPlaceOfWork = z.object({
  id: docId,
  name: requiredText(),
  customerId: docId,
  address: optionalText(),
  city: optionalText(),
});
export type StaffPlaceOfWork = z.infer<typeof staffPlaceOfWork>;

/** A profession title a shift is for (cook, waiter, warehouse worker). */
export const staffProfessionTitle = z.object({ id: docId, name: requiredText() });
export type StaffProfessionTitle = z.infer<typeof staffProfessionTitle>;

/** `entryType` of a shift the employee recorded themself (MarkShift); the agency's shifts leave it empty. */
export const EMPLOYEE_REPORTED_ENTRY = 'employeeReported';

/**
 * A shift (spec section 3's fields, `entities/shift.ts`) with what the Staff API keeps beside
 * them: the customer, whether it is open to every suitable employee (first to book takes it),
 * and when its info to the employee was read. `employee.id` is a `staffPeople` id; null while
 * the shift is open or suggested.
 */
export const staffShift = shift.extend({
  customer: idName,
  open: z.boolean().default(false),
  infoReadAt: optionalFirestoreDate,
});
export type StaffShift = z.infer<typeof staffShift>;
export type StaffShiftInput = z.input<typeof staffShift>;

export const suggestionKind = z.enum(SUGGESTION_KINDS);

/**
 * A suggestion to one employee: one shift (`single`, booked when taken) or a bundle of shifts
 * taken together (`bundle`, accepted). `start`/`end` span its shifts, so the calendar's month and
 * the open-shifts list are one query on `employeeId` (+ `state`) + `start`.
 */
export const staffShiftSuggestion = z
  .object({
    id: docId,
    employeeId: docId,
    kind: suggestionKind,
    shiftIds: listOf(docId, 50).min(1, { error: m.fieldRequired }),
    state: suggestionState.default('suggested'),
    start: firestoreDate,
    end: firestoreDate,
    suggestedAt: firestoreDate,
    answeredAt: optionalFirestoreDate,
  })
  .refine((s) => s.kind === 'bundle' || s.shiftIds.length === 1, { error: m.invalidValue, path: ['shiftIds'] });
export type StaffShiftSuggestion = z.infer<typeof staffShiftSuggestion>;

/**
 * An employee's own calendar entry: a shift wish (1) or a not-available period (2). The other
 * three types are not stored: the calendar reads them from the employee's shifts (4 In shift)
 * and suggestions (3, 5), so a booked or rejected suggestion never leaves a stale event behind.
 */
export const staffCalendarEvent = calendarEvent.extend({
  employeeId: docId,
  type: z.union([z.literal(CALENDAR_EVENT.shiftRequest), z.literal(CALENDAR_EVENT.notAvailable)], {
    error: m.invalidValue,
  }),
  created: firestoreDate,
});
export type StaffCalendarEvent = z.infer<typeof staffCalendarEvent>;

/**
 * Our extension: an employee's calendar feed subscription. The document's id is the SHA-256
 * (hex) of the secret token in the feed's address; the token itself is never stored.
 */
export const staffCalendarFeed = z.object({ id: docId, employeeId: docId, created: firestoreDate });
export type StaffCalendarFeed = z.infer<typeof staffCalendarFeed>;
