import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { customerShiftState, suggestionState } from '../../labels';
import { calendarEvent } from '../../entities/calendar-event';
import { docId, idName, listOf, optionalText, requiredText, wholeNumber } from '../../entities/common';
import { shift } from '../../entities/shift';
import { CALENDAR_EVENT } from '../../states/calendar';
import { shiftSuggestionTarget, SUGGESTION_KINDS } from '../../states/shift';
import { TEXT_LIMITS } from '../../constants';
import { validationMessages as m } from '../../texts/messages';

/**
 * The stored documents of the employee's shifts and calendar (collections in `staffCollections`,
 * Admin SDK only). Each parses a document read with the Admin SDK (`id` is the document's id);
 * the why of names and keys is in ./README.md.
 */

/**
 * A customer as far as shifts need it: the organisation a place of work belongs to, and its
 * contract's cancellation notice in hours (`DEFAULT_CANCELLATION_NOTICE_HOURS` when unset): a
 * shift cancelled later than that before its start may be billed (`./customer.ts`).
 */
export const staffCustomer = z.object({
  id: docId,
  name: requiredText(),
  cancellationNoticeHours: wholeNumber(0, 720).nullish(),
});
export type StaffCustomer = z.infer<typeof staffCustomer>;

/** A place of work (a customer's unit: a hotel kitchen, a warehouse). */
export const staffPlaceOfWork = z.object({
  id: docId,
  name: requiredText(),
  customerId: docId,
  address: optionalText(),
  city: optionalText(),
  /** The place's own phone, for an employee on the way ('call the kitchen'). */
  phone: optionalText(50),
});
export type StaffPlaceOfWork = z.infer<typeof staffPlaceOfWork>;

/**
 * A name's translations beside the Finnish one the agency writes (`name`): the employee and the
 * customer read the name in their own language, and in Finnish where it has none (`localName`).
 */
export const otherLanguageNames = z.object({
  en: optionalText(),
  sv: optionalText(),
  uk: optionalText(),
  ru: optionalText(),
});
export type OtherLanguageNames = z.infer<typeof otherLanguageNames>;

/** Anything named in Finnish with translations kept beside it (a profession title, on its own or on a shift). */
export interface LocallyNamed {
  name: string;
  names?: Partial<Record<string, string | null | undefined>> | null;
}

/** `item`'s name in `language`, or the Finnish name when it has no translation to that language. */
export function localName(item: LocallyNamed, language: string): string {
  const base = language.split('-')[0] ?? language;
  return (base !== 'fi' && item.names?.[base]?.trim()) || item.name;
}

/**
 * A profession title a shift is for (cook, waiter, warehouse worker): its Finnish name and the
 * translations kept with it, as occupations keep theirs (`entities/catalog.ts`). A shift keeps a
 * copy of both (`staffTitleRef`), as it keeps the place's name.
 */
export const staffProfessionTitle = z.object({ id: docId, name: requiredText(), names: otherLanguageNames.nullish() });
export type StaffProfessionTitle = z.infer<typeof staffProfessionTitle>;
/** A profession title as a shift carries it: id, Finnish name, translations. */
export const staffTitleRef = staffProfessionTitle;
export type StaffTitleRef = StaffProfessionTitle;

/** Who moved a shift: the customer's user, the agency's desk, the employee, or a scheduled job. */
export const SHIFT_ACTOR_KINDS = ['customer', 'agency', 'employee', 'system'] as const;
export const shiftActorKind = z.enum(SHIFT_ACTOR_KINDS);
export type ShiftActorKind = z.infer<typeof shiftActorKind>;

/** One step of a shift's history: the state it moved to, when, by whom, and a short note (the reason). */
export const shiftHistoryEntry = z.object({
  state: customerShiftState,
  at: firestoreDate,
  by: z.object({ kind: shiftActorKind, name: z.string().max(TEXT_LIMITS.short).nullish() }),
  note: optionalText(TEXT_LIMITS.medium),
});
export type ShiftHistoryEntry = z.infer<typeof shiftHistoryEntry>;
/** A shift moves a handful of times; the list is capped so a document stays small. */
export const SHIFT_HISTORY_MAX = 50;

/** The round an order's suggestions are in: its first (selected, pool) or all suitable. */
export const suggestionRound = z.enum(['selectedEmployees', 'pool', 'allSuitable']);
export type SuggestionRound = z.infer<typeof suggestionRound>;

/** `entryType` of a shift the employee recorded themself (MarkShift); the agency's shifts leave it empty. */
export const EMPLOYEE_REPORTED_ENTRY = 'employeeReported';

/**
 * A shift (spec section 3's fields, `entities/shift.ts`) with what the Staff API keeps beside
 * them: the customer, whether it is open to every suitable employee (first to book takes it),
 * and when its info to the employee was read. `employee.id` is a `staffPeople` id; null while
 * the shift is open or suggested.
 */
export const staffShift = shift.extend({
  professionTitle: staffTitleRef,
  customer: idName,
  open: z.boolean().default(false),
  infoReadAt: optionalFirestoreDate,
  // The customer's order (./customer.ts, README "Customer shifts").
  /** Shifts ordered in one Create or CreateMultiple share it. */
  orderId: docId.nullish(),
  /** The customer user (staff record) who ordered or recorded it. */
  orderedBy: idName.nullish(),
  orderedAt: optionalFirestoreDate,
  /** Who the order is suggested to, and the round it is in now. */
  suggestionTarget: shiftSuggestionTarget.nullish(),
  suggestionRound: suggestionRound.nullish(),
  /** A pool-first order opens to all suitable employees then, unless filled. */
  openToAllAt: optionalFirestoreDate,
  /** The worker of a shift the customer recorded (CreateEntries) who is not an agency employee. */
  workerName: optionalText(),
  cancellationBillable: z.boolean().nullish(),
  acceptedAt: optionalFirestoreDate,
  acceptedBy: idName.nullish(),
  /** Every state the shift has been in, oldest first, with who moved it. */
  history: listOf(shiftHistoryEntry, SHIFT_HISTORY_MAX).default([]),
  /** The last change: an edit names the one it was made on, so nobody overwrites a newer one. */
  updatedAt: optionalFirestoreDate,
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
export const staffCalendarFeed = z.object({
  id: docId,
  employeeId: docId,
  created: firestoreDate,
  /** The token sealed with the Staff API's key (AES-256-GCM), so its owner can see the address again; absent on older feeds. */
  sealedToken: z.string().nullish(),
});
export type StaffCalendarFeed = z.infer<typeof staffCalendarFeed>;

/** `entryType` of a shift the customer recorded as already worked (CreateEntries): the agency approves it. */
export const CUSTOMER_REPORTED_ENTRY = 'customerReported';

/**
 * A customer's pool for one place of work: the employees it offers a pool-first order to first.
 * Customer portal II manages pools; orders only read who is in one.
 */
export const staffPool = z.object({
  id: docId,
  name: requiredText(),
  customerId: docId,
  placeOfWorkId: docId,
  employeeIds: listOf(docId, 500).default([]),
});
export type StaffPool = z.infer<typeof staffPool>;

/**
 * The customer's feedback on a worked shift (document id: the shift's id, one each). The
 * personal data (who wrote it, their email, the worker and the text) is removed 6 months after
 * `created` (`feedbackAnonymiseAt`); the rating, place and month stay for the agency's figures.
 */
export const staffShiftFeedback = z.object({
  id: docId,
  shiftId: docId,
  customerId: docId,
  placeOfWork: idName,
  shiftStart: firestoreDate,
  rating: wholeNumber(1, 5),
  message: z.string().max(TEXT_LIMITS.medium).nullable(),
  email: z.string().max(TEXT_LIMITS.short).nullable(),
  author: idName.nullable(),
  employee: idName.nullable(),
  created: firestoreDate,
  anonymisedAt: optionalFirestoreDate,
});
export type StaffShiftFeedback = z.infer<typeof staffShiftFeedback>;

/** A text message sent to a shift's worker (SendSms): who sent what to whom, and the provider's id. */
export const staffSmsRecord = z.object({
  id: docId,
  shiftId: docId,
  customerId: docId,
  employeeId: docId,
  to: z.string().max(32),
  message: z.string().max(TEXT_LIMITS.medium),
  sentBy: idName,
  sentAt: firestoreDate,
  providerId: z.string().max(128),
});
export type StaffSmsRecord = z.infer<typeof staffSmsRecord>;

/** One change made at the agency desk (who, which route, which shift, from and to which state). */
export const staffDeskAuditRecord = z.object({
  actorUid: z.string(),
  actorEmail: z.string().nullable(),
  route: z.string(),
  /** The shift changed; null for a change that is not a shift's (a message sent). */
  shiftId: docId.nullable(),
  /** The message send (`staffMessageSends`) of a message sent at the desk. */
  sendId: docId.optional(),
  from: customerShiftState.nullable(),
  to: customerShiftState.nullable(),
  note: z.string().max(TEXT_LIMITS.medium).nullable(),
  at: firestoreDate,
});
export type StaffDeskAuditRecord = z.infer<typeof staffDeskAuditRecord>;
