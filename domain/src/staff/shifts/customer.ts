import { z } from 'zod';
import { TEXT_LIMITS } from '../../constants';
import { customerShiftState, suggestionState, suggestionTarget, workTimeType, type CustomerShiftState } from '../../labels';
import type { StaffPerson } from '../../api/identity';
import { firestoreDocId, listOf, wholeNumber } from '../../entities/common';
import { feedbackForm } from '../../entities/feedback';
import { CALENDAR_EVENT } from '../../states/calendar';
import { acceptShift, cancellationNoticeMet, shiftSuggestionTarget } from '../../states/shift';
import { errorResult, okResult, type StateResult } from '../../states/result';
import { validationMessages as m } from '../../texts/messages';
import { clockTime } from '../../validation/mark-shift';
import { addAgencyDays, agencyDay, shiftHours } from '../time';
import {
  CUSTOMER_REPORTED_ENTRY,
  SHIFT_HISTORY_MAX,
  shiftActorKind,
  suggestionRound,
  type ShiftActorKind,
  type ShiftHistoryEntry,
  type StaffCustomer,
  type StaffShift,
} from './model';
import { notAvailableBlocks } from './calendar';
import { agencyDayText, isoInstant, placeContact, titleView, toTitleView } from './views';
import { bookingConflict, reportedShiftTimes, type EmployeeTime } from './writes';

/**
 * The customer's shifts (spec section 7, `/v1/Shift/Customer/...`, `/v1/PlaceOfWork/...`,
 * `User/CreateCustomerShiftData`, `Message/Customer/SendSms`): what the routes take and answer,
 * and the rules they run. The why of each decision is in ./README.md, "Customer shifts".
 */

// ── Constants ───────────────────────────────────────────────────────────────────────────────

/** A customer's cancellation notice when its contract sets none: two days before the start. */
export const DEFAULT_CANCELLATION_NOTICE_HOURS = 48;
/** A pool-first order waits for its pool half the time to its start, at most this long. */
export const POOL_FIRST_MAX_WAIT_HOURS = 24;
/** An unfilled shift starting within this many hours is an alert on top of the customer's list. */
export const UNFILLED_ALERT_HOURS = 48;
/** One order (Create or CreateMultiple) makes at most this many shifts: a month of days. */
export const ORDER_MAX_SHIFTS = 31;
/** People asked for one shift of an order. */
export const ORDER_MAX_PEOPLE = 10;
/** The customer's list without dates: a week back and four weeks ahead; one read at most a quarter. */
export const CUSTOMER_SHIFTS_DAYS_BACK = 7;
export const CUSTOMER_SHIFTS_DAYS_AHEAD = 28;
export const CUSTOMER_SHIFTS_MAX_DAYS = 93;
/**
 * A worked shift may be recorded (CreateEntries) for an agency employee who worked one of the
 * customer's shifts within this many days; the report form offers the same workers.
 */
export const KNOWN_WORKER_DAYS = 366;
/** A text message to a shift's worker: three SMS parts. */
export const SMS_MAX_LENGTH = 459;

/** The customer's notice period in hours. */
export const customerNoticeHours = (c: Pick<StaffCustomer, 'cancellationNoticeHours'> | null | undefined): number =>
  c?.cancellationNoticeHours ?? DEFAULT_CANCELLATION_NOTICE_HOURS;

/**
 * When a pool-first order opens to all suitable employees: after half the time from ordering to
 * its start, at most `POOL_FIRST_MAX_WAIT_HOURS` (an order for tomorrow morning waits the night's
 * half; one for next month waits a day).
 */
export function poolFirstOpensAt(orderedAt: Date, start: Date): Date {
  const half = Math.max(0, (start.getTime() - orderedAt.getTime()) / 2);
  return new Date(orderedAt.getTime() + Math.min(half, POOL_FIRST_MAX_WAIT_HOURS * 3_600_000));
}

// ── Who is suitable ─────────────────────────────────────────────────────────────────────────

/** What suitability reads of a staff record. */
export type SuitabilityPerson = Pick<StaffPerson, 'employee' | 'status' | 'professionTitleIds'>;

/**
 * Suitable for a shift (issue 22): an active employee with its profession title, with no shift of
 * theirs at the same time (cancelled and undone ones free their time) and no not-available entry
 * on its Helsinki day(s), whatever the entry's hours.
 */
export function isSuitable(
  person: SuitabilityPerson,
  shift: Pick<StaffShift, 'id' | 'start' | 'end'> & { professionTitle: { id: string } },
  time: EmployeeTime,
  now: Date,
): boolean {
  if (!person.employee || (person.status ?? 'active') !== 'active') return false;
  if (!(person.professionTitleIds ?? []).includes(shift.professionTitle.id)) return false;
  const ownTime = { shifts: time.shifts, events: [] };
  if (bookingConflict([{ id: shift.id, start: shift.start, end: shift.end, placeOfWork: { name: '' } }], ownTime, { now })) {
    return false;
  }
  return !time.events.some((e) => e.type === CALENDAR_EVENT.notAvailable && notAvailableBlocks(e, shift));
}

// ── What the customer may do with a shift ───────────────────────────────────────────────────

/** States before anyone has the shift: the agency is still filling the order. */
export const UNFILLED_STATES: readonly CustomerShiftState[] = ['new', 'inProcessing', 'waitingForEmployeeSelection', 'undone'];
/** States of a shift that was worked (or is to be invoiced as such). */
export const WORKED_STATES: readonly CustomerShiftState[] = ['filled', 'accepted', 'billed', 'willNotBeCharged'];

/**
 * What an edit may change: an unfilled order before its start changes outright (`all`); a filled
 * one before its start only by a time change the employee confirms, with its contact person and
 * info (`time`); anything else not at all. A shift recorded as already worked is the agency's to
 * approve, not edited.
 */
export type CustomerEditKind = 'all' | 'time' | 'none';
export function customerEditKind(s: Pick<StaffShift, 'state' | 'start' | 'entryType'>, now: Date): CustomerEditKind {
  if (s.start <= now || s.entryType === CUSTOMER_REPORTED_ENTRY) return 'none';
  if (UNFILLED_STATES.includes(s.state)) return 'all';
  return s.state === 'filled' ? 'time' : 'none';
}

/**
 * Accepting a shift for invoicing: it is filled and has been worked (ended). A filled shift still
 * to come has no hours to accept yet.
 */
export function acceptCustomerShift(
  s: Pick<StaffShift, 'state' | 'end'>,
  now: Date,
): StateResult<'accepted', typeof m.shiftCannotBeAccepted | typeof m.shiftNotWorkedYet> {
  const accepted = acceptShift(s.state);
  if (!accepted.ok) return accepted;
  return s.end <= now ? accepted : errorResult(m.shiftNotWorkedYet);
}

/** Waiting for the customer's acceptance: filled and worked. `UnapprovedShiftCount` counts these. */
export const awaitsAcceptance = (s: Pick<StaffShift, 'state' | 'end'>, now: Date): boolean => acceptCustomerShift(s, now).ok;

/** Feedback is for a shift somebody worked: ended, in a worked state, with a worker. */
export function canGiveFeedback(
  s: Pick<StaffShift, 'state' | 'end' | 'employee' | 'workerName'>,
  now: Date,
): StateResult<true, typeof m.feedbackNotPossible> {
  return s.end <= now && WORKED_STATES.includes(s.state) && (!!s.employee || !!s.workerName)
    ? okResult(true)
    : errorResult(m.feedbackNotPossible);
}

/** A message goes to the agency employee of a shift that is on (filled or done, not cancelled). */
export function canSendSms(s: Pick<StaffShift, 'state' | 'employee'>): StateResult<true, typeof m.smsNoWorker> {
  return s.employee && WORKED_STATES.includes(s.state) ? okResult(true) : errorResult(m.smsNoWorker);
}

/** Whether cancelling now keeps the customer's notice (`cancellationNoticeMet`). */
export const cancelNotice = (s: Pick<StaffShift, 'start'>, noticeHours: number, now: Date) => ({
  hours: noticeHours,
  met: cancellationNoticeMet(s.start, now, noticeHours),
});

// ── Answers ─────────────────────────────────────────────────────────────────────────────────

const ref = z.object({ id: z.string(), name: z.string() });

export const shiftHistoryView = z.object({
  state: customerShiftState,
  at: isoInstant,
  by: z.object({ kind: shiftActorKind, name: z.string().nullable() }),
  note: z.string().nullable(),
});

/**
 * A shift as the customer sees it: the order, its worker, the time change waiting for the
 * employee, the cancellation and acceptance, its history, and what the caller may do with it now
 * (`can`) so a screen offers only what the server would allow.
 */
export const customerShiftView = z.object({
  id: z.string(),
  orderId: z.string().nullable(),
  day: z.string(),
  start: isoInstant,
  end: isoInstant,
  hours: z.number(),
  originalStart: isoInstant.nullable(),
  originalEnd: isoInstant.nullable(),
  timeChange: z.enum(['pendingConfirmation', 'accepted', 'rejected']).nullable(),
  state: customerShiftState,
  customer: ref,
  placeOfWork: ref,
  professionTitle: titleView,
  lunchBreak: z.number().nullable(),
  worktimeFormat: z.string().nullable(),
  entryType: z.string().nullable(),
  notes: z.string().nullable(),
  infoToEmployee: z.string().nullable(),
  contactPerson: z.string().nullable(),
  internal: z.boolean(),
  /** Who works it: an agency employee (`id`) or the customer's own worker (name only). */
  worker: z.object({ id: z.string().nullable(), name: z.string() }).nullable(),
  suggestionTarget: suggestionTarget.nullable(),
  suggestionRound: suggestionRound.nullable(),
  openToAllAt: isoInstant.nullable(),
  costEstimate: z.number().nullable(),
  cancellationReason: z.string().nullable(),
  cancellationBillable: z.boolean().nullable(),
  acceptedAt: isoInstant.nullable(),
  orderedBy: ref.nullable(),
  orderedAt: isoInstant.nullable(),
  updatedAt: isoInstant.nullable(),
  cancelNotice: z.object({ hours: z.number(), met: z.boolean() }),
  feedbackGiven: z.boolean(),
  can: z.object({
    accept: z.boolean(),
    cancel: z.boolean(),
    edit: z.enum(['all', 'time', 'none']),
    feedback: z.boolean(),
    sms: z.boolean(),
  }),
  history: z.array(shiftHistoryView),
});
export type CustomerShiftView = z.infer<typeof customerShiftView>;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The customer's view of a stored shift at `now`. `canEdit` is the caller's `canEditShifts`. */
export function toCustomerShiftView(
  s: StaffShift,
  context: { now: Date; noticeHours: number; feedbackGiven: boolean; canEdit: boolean },
): CustomerShiftView {
  const { now, noticeHours, canEdit } = context;
  const edit = canEdit ? customerEditKind(s, now) : 'none';
  const cancellable =
    canEdit && s.start > now && ['new', 'inProcessing', 'waitingForEmployeeSelection', 'filled', 'undone'].includes(s.state);
  return {
    id: s.id,
    orderId: s.orderId ?? null,
    day: agencyDay(s.start),
    start: s.start.toISOString(),
    end: s.end.toISOString(),
    hours: shiftHours(s),
    originalStart: iso(s.originalStart),
    originalEnd: iso(s.originalEnd),
    timeChange: s.timeChange ?? null,
    state: s.state,
    customer: { id: s.customer.id, name: s.customer.name },
    placeOfWork: { id: s.placeOfWork.id, name: s.placeOfWork.name },
    professionTitle: toTitleView(s.professionTitle),
    lunchBreak: s.lunchBreak ?? null,
    worktimeFormat: s.worktimeFormat ?? null,
    entryType: s.entryType ?? null,
    notes: s.notes ?? null,
    infoToEmployee: s.infoToEmployee ?? null,
    contactPerson: s.contactPerson ?? null,
    internal: s.internal,
    worker: s.employee ? { id: s.employee.id, name: s.employee.name } : s.workerName ? { id: null, name: s.workerName } : null,
    suggestionTarget: s.suggestionTarget?.target ?? null,
    suggestionRound: s.suggestionRound ?? null,
    openToAllAt: iso(s.openToAllAt),
    costEstimate: s.costEstimate ?? null,
    cancellationReason: s.cancellationReason ?? null,
    cancellationBillable: s.cancellationBillable ?? null,
    acceptedAt: iso(s.acceptedAt),
    orderedBy: s.orderedBy ? { id: s.orderedBy.id, name: s.orderedBy.name } : null,
    orderedAt: iso(s.orderedAt),
    updatedAt: iso(s.updatedAt),
    cancelNotice: cancelNotice(s, noticeHours, now),
    feedbackGiven: context.feedbackGiven,
    can: {
      accept: awaitsAcceptance(s, now),
      cancel: cancellable,
      edit,
      feedback: !context.feedbackGiven && canGiveFeedback(s, now).ok,
      sms: canSendSms(s).ok && s.end > addAgencyDays(now, -1),
    },
    history: s.history.map((h) => ({
      state: h.state,
      at: h.at.toISOString(),
      by: { kind: h.by.kind, name: h.by.name ?? null },
      note: h.note ?? null,
    })),
  };
}

/** A history step: the state a shift moved to, now, by whom. */
export const historyStep = (
  state: CustomerShiftState,
  now: Date,
  by: { kind: ShiftActorKind; name: string | null },
  note?: string | null,
) => ({
  state,
  at: now,
  by,
  note: note ?? null,
});

/** The shift's history with `step` appended, the oldest steps dropped past `SHIFT_HISTORY_MAX`. */
export const appendHistory = (s: Pick<StaffShift, 'history'>, step: ShiftHistoryEntry): ShiftHistoryEntry[] =>
  [...s.history, step].slice(-SHIFT_HISTORY_MAX);

// ── Queries ─────────────────────────────────────────────────────────────────────────────────

const dayRange = {
  from: agencyDayText.optional(),
  until: agencyDayText.optional(),
  customerId: firestoreDocId.optional(),
};
const fromBeforeUntil = (q: { from?: string | undefined; until?: string | undefined }) =>
  !q.from || !q.until || q.from <= q.until;

export const CUSTOMER_SHIFT_SORTS = ['start', 'placeOfWork', 'state'] as const;

/** AllShifts: a Helsinki period (default a week back to four weeks ahead), a customer, a place, a state, a sort. */
export const customerShiftsQuery = z
  .object({
    ...dayRange,
    placeOfWorkId: firestoreDocId.optional(),
    state: customerShiftState.optional(),
    sortBy: z.enum(CUSTOMER_SHIFT_SORTS, { error: m.invalidValue }).default('start'),
    direction: z.enum(['asc', 'desc'], { error: m.invalidValue }).default('asc'),
  })
  .strict()
  .refine(fromBeforeUntil, { error: m.endBeforeStart, path: ['until'] });
export type CustomerShiftsQuery = z.infer<typeof customerShiftsQuery>;

export const customerShiftsResponse = z.object({
  from: z.string(),
  until: z.string(),
  shifts: z.array(customerShiftView),
});

/** ShiftSummary and CustomerTopAlerts: a period and a customer. */
export const customerPeriodQuery = z
  .object(dayRange)
  .strict()
  .refine(fromBeforeUntil, { error: m.endBeforeStart, path: ['until'] });
export const customerQuery = z.object({ customerId: firestoreDocId.optional() }).strict();

const placeRef = ref.extend({ customer: ref });

/** ShiftSummary: per place of work, how many shifts are in each state and their hours. */
export const shiftSummaryResponse = z.object({
  from: z.string(),
  until: z.string(),
  places: z.array(
    z.object({
      placeOfWork: placeRef,
      counts: z.partialRecord(customerShiftState, z.number().int()),
      shifts: z.number().int(),
      hours: z.number(),
    }),
  ),
});

export const unapprovedShiftCountResponse = z.object({ count: z.number().int() });

export const TOP_ALERT_KINDS = ['unfilledSoon', 'waitingForAcceptance', 'cancellationRequested', 'timeChangePending'] as const;
/** CustomerTopAlerts: what needs the customer's eye, per place of work. */
export const customerTopAlertsResponse = z.object({
  alerts: z.array(
    z.object({
      kind: z.enum(TOP_ALERT_KINDS),
      placeOfWork: placeRef,
      count: z.number().int().min(1),
      /** The earliest start among them. */
      firstStart: isoInstant,
    }),
  ),
});

/** CustomerUserPlaceOfWorkList: the caller's places of work with where they are. */
export const customerPlaceOfWork = placeRef.extend(placeContact.shape);
export const customerPlacesOfWorkResponse = z.object({ placesOfWork: z.array(customerPlaceOfWork) });

/** User/CreateCustomerShiftData: every choice of the order and report forms. */
export const createCustomerShiftDataResponse = z.object({
  canEditShifts: z.boolean(),
  customers: z.array(ref.extend({ cancellationNoticeHours: z.number() })),
  placesOfWork: z.array(customerPlaceOfWork),
  professionTitles: z.array(titleView),
  pools: z.array(ref.extend({ placeOfWorkId: z.string(), size: z.number().int() })),
  /** Agency employees who have worked for these customers in the last year (CreateEntries). */
  workers: z.array(ref),
  worktimeFormats: z.array(workTimeType),
});

export const professionTitlesQuery = z.object({ placeOfWorkId: firestoreDocId.optional() }).strict();
export const professionTitlesResponse = z.object({ professionTitles: z.array(titleView) });

/** EmployeesToSuggest: who would suit a shift at that place, as that title, that day and time. */
export const employeesToSuggestQuery = z
  .object({
    placeOfWorkId: firestoreDocId,
    professionTitleId: firestoreDocId,
    day: agencyDayText,
    start: clockTime,
    end: clockTime,
  })
  .strict();
export const suitableEmployee = ref.extend({ inPool: z.boolean() });
export const suitableEmployeesResponse = z.object({ employees: z.array(suitableEmployee) });

export const customerShiftIdQuery = z.object({ shiftId: firestoreDocId }).strict();

/** Shift/SuggestedEmployees: to whom the shift was suggested and how each answered. */
export const suggestedEmployeesResponse = z.object({
  suggestions: z.array(
    z.object({ employee: ref, state: suggestionState, suggestedAt: isoInstant, answeredAt: isoInstant.nullable() }),
  ),
});

/** Shift/Edit: the shift, what an edit may change, and the form's values (`updatedAt` names the version). */
export const customerShiftEditResponse = z.object({
  shift: customerShiftView,
  form: z.object({
    day: z.string(),
    start: z.string(),
    end: z.string(),
    lunchBreak: z.number(),
    worktimeFormat: z.string().nullable(),
    contactPerson: z.string().nullable(),
    infoToEmployee: z.string().nullable(),
    updatedAt: isoInstant.nullable(),
  }),
});

// ── Bodies ──────────────────────────────────────────────────────────────────────────────────

const orderFields = {
  placeOfWorkId: firestoreDocId,
  professionTitleId: firestoreDocId,
  start: clockTime,
  end: clockTime,
  lunchBreak: wholeNumber(0, 480).default(0),
  worktimeFormat: workTimeType.nullish(),
  contactPerson: z.string().trim().max(TEXT_LIMITS.short, { error: m.textTooLong }).nullish(),
  infoToEmployee: z.string().trim().max(TEXT_LIMITS.medium, { error: m.textTooLong }).nullish(),
  internal: z.boolean({ error: m.invalidValue }).default(false),
  peopleCount: wholeNumber(1, ORDER_MAX_PEOPLE).default(1),
  target: shiftSuggestionTarget,
};

/** Create: one shift (for `peopleCount` people) on a Helsinki day. */
export const createCustomerShiftBody = z.object({ ...orderFields, day: agencyDayText }).strict();
export type CreateCustomerShiftBody = z.infer<typeof createCustomerShiftBody>;

/** CreateMultiple: the same shift on each chosen day; days × people at most `ORDER_MAX_SHIFTS`. */
export const createCustomerShiftsBody = z
  .object({ ...orderFields, days: listOf(agencyDayText, ORDER_MAX_SHIFTS).min(1, { error: m.fieldRequired }) })
  .strict()
  .refine((b) => new Set(b.days).size === b.days.length, { error: m.invalidValue, path: ['days'] })
  .refine((b) => b.days.length * b.peopleCount <= ORDER_MAX_SHIFTS, { error: m.tooManyItems, path: ['days'] });
export type CreateCustomerShiftsBody = z.infer<typeof createCustomerShiftsBody>;

/** The order's shifts, one per person per day, each with its instants. */
export function orderedShiftTimes(body: { days: readonly string[]; start: string; end: string; peopleCount: number }) {
  return body.days.flatMap((day) =>
    Array.from({ length: body.peopleCount }, () => ({
      day,
      ...reportedShiftTimes({ date: day, start: body.start, end: body.end }),
    })),
  );
}

/** An order is for time to come: a shift already started is recorded (CreateEntries), not ordered. */
export const canOrderShiftAt = (start: Date, now: Date): boolean => start > now;

/**
 * CreateEntries: shifts already worked that the customer records (its internal worker, or a
 * correction of an agency employee's shift); each names an agency employee or the worker's name.
 */
export const customerEntry = z
  .object({
    placeOfWorkId: firestoreDocId,
    professionTitleId: firestoreDocId,
    day: agencyDayText,
    start: clockTime,
    end: clockTime,
    lunchBreak: wholeNumber(0, 480).default(0),
    employeeId: firestoreDocId.nullish(),
    workerName: z.string().trim().max(TEXT_LIMITS.short, { error: m.textTooLong }).nullish(),
    internal: z.boolean({ error: m.invalidValue }).default(false),
    notes: z.string().trim().max(TEXT_LIMITS.medium, { error: m.textTooLong }).nullish(),
  })
  .strict()
  .refine((e) => !!e.employeeId !== !!e.workerName, { error: m.workerMissing, path: ['workerName'] });
export type CustomerEntry = z.infer<typeof customerEntry>;
export const createEntriesBody = z
  .object({ entries: listOf(customerEntry, ORDER_MAX_SHIFTS).min(1, { error: m.fieldRequired }) })
  .strict();

/** Shift/Update: the form of Shift/Edit, on the version it was loaded with. */
export const updateCustomerShiftBody = z
  .object({
    shiftId: firestoreDocId,
    day: agencyDayText,
    start: clockTime,
    end: clockTime,
    lunchBreak: wholeNumber(0, 480),
    worktimeFormat: z.string().trim().max(50, { error: m.textTooLong }).nullish(),
    contactPerson: z.string().trim().max(TEXT_LIMITS.short, { error: m.textTooLong }).nullish(),
    infoToEmployee: z.string().trim().max(TEXT_LIMITS.medium, { error: m.textTooLong }).nullish(),
    updatedAt: isoInstant.nullable(),
  })
  .strict();
export type UpdateCustomerShiftBody = z.infer<typeof updateCustomerShiftBody>;

/** Cancel: the reason is checked by `cancelShift` ('Cancellation reason is missing'); `confirmed` after the billing warning. */
export const cancelCustomerShiftBody = z
  .object({
    shiftId: firestoreDocId,
    reason: z.string().trim().max(TEXT_LIMITS.medium, { error: m.textTooLong }).nullish(),
    confirmed: z.boolean({ error: m.invalidValue }).optional(),
  })
  .strict();

export const acceptCustomerShiftBody = z.object({ shiftId: firestoreDocId }).strict();
/** AcceptAllUnAcceptedShifts: every shift waiting for acceptance, of one customer or place if asked. */
export const acceptAllBody = z
  .object({ customerId: firestoreDocId.optional(), placeOfWorkId: firestoreDocId.optional() })
  .strict();
export const acceptAllResponse = z.object({ accepted: z.number().int(), shifts: z.array(customerShiftView) });

/** Shift/Feedback: the feedback dialog on a worked shift; the rating is required here. */
export const shiftFeedbackBody = feedbackForm.extend({ shiftId: firestoreDocId, rating: wholeNumber(1, 5) }).strict();
export const shiftFeedbackResponse = z.object({ shiftId: z.string(), created: isoInstant });

/** SendSms: a text to the worker of a shift. */
export const sendSmsBody = z
  .object({
    shiftId: firestoreDocId,
    message: z
      .string({ error: m.fieldRequired })
      .trim()
      .min(1, { error: m.fieldRequired })
      .max(SMS_MAX_LENGTH, { error: m.textTooLong }),
  })
  .strict();
/** The number it went to, masked but for its last digits. */
export const sendSmsResponse = z.object({ sentAt: isoInstant, to: z.string() });

/** `+358401234567` → `+358 ••• ••• 567`: enough for the sender to recognise, no more. */
export const maskPhone = (e164: string): string => `${e164.slice(0, 4)} ••• ••• ${e164.slice(-3)}`;

/** A shift changed by its customer answers it as it now is. */
export const customerShiftResponse = z.object({ shift: customerShiftView });
export const customerShiftsListResponse = z.object({ shifts: z.array(customerShiftView).min(1) });
