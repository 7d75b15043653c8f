import {
  agencyDay,
  agencyInstant,
  canOrderShiftAt,
  createCustomerShiftBody,
  createCustomerShiftsBody,
  fieldErrors,
  validationMessages,
  type createCustomerShiftDataResponse,
  type SuggestionTarget,
} from '@vuoro/domain';
import type { z } from 'zod';
import { apiErrorOf, errorText, isNotFound } from '@/lib/api-error';
import type { ShiftOrderRequest } from './api/create-shift-order';

/**
 * The view logic of the customer's order, report and edit screens, apart from React so it is
 * tested on its own. Days are Helsinki's `yyyy-MM-dd`, times the inputs' `HH:mm`.
 */

export type ShiftChoices = z.infer<typeof createCustomerShiftDataResponse>;
/** An issue as the schemas give it or a 400 answer carries it (`a.b.c`). */
export type Issue = { path: readonly PropertyKey[] | string; message: string };
const pathOf = (issue: Issue): string[] =>
  typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map((p) => String(p));

/** The instant a shift on `day` starting at `start` begins, or null while either is not typed. */
export const startInstant = (day: string, start: string): Date | null => (day && start ? agencyInstant(day, start) : null);

const optionalText = (text: string) => (text.trim() === '' ? null : text.trim());
const numberOrAbsent = (text: string) => (text.trim() === '' ? undefined : Number(text));

// ── Ordering (/shifts/order) ────────────────────────────────────────────────────────────────

export interface OrderValues {
  placeOfWorkId: string;
  professionTitleId: string;
  /** One day (Create) or several (CreateMultiple). */
  several: boolean;
  day: string;
  days: string[];
  start: string;
  end: string;
  lunchBreak: string;
  worktimeFormat: string;
  contactPerson: string;
  infoToEmployee: string;
  internal: boolean;
  peopleCount: string;
  target: SuggestionTarget | '';
  poolId: string;
  employeeIds: string[];
}
export const ORDER_FIELDS = [
  'placeOfWorkId',
  'professionTitleId',
  'day',
  'days',
  'start',
  'end',
  'lunchBreak',
  'worktimeFormat',
  'contactPerson',
  'infoToEmployee',
  'peopleCount',
  'target',
  'poolId',
  'employeeIds',
] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderErrors = Partial<Record<OrderField, string>>;

/** A new order: one day, one person, no lunch break; the place chosen when there is only one. */
export function emptyOrder(choices: ShiftChoices): OrderValues {
  return {
    placeOfWorkId: choices.placesOfWork.length === 1 ? choices.placesOfWork[0]!.id : '',
    professionTitleId: '',
    several: false,
    day: '',
    days: [],
    start: '',
    end: '',
    lunchBreak: '0',
    worktimeFormat: '',
    contactPerson: '',
    infoToEmployee: '',
    internal: false,
    peopleCount: '1',
    target: '',
    poolId: '',
    employeeIds: [],
  };
}

/** The days the order is for, in order. */
export const orderDays = (values: Pick<OrderValues, 'several' | 'day' | 'days'>): string[] =>
  values.several ? [...values.days].sort() : values.day ? [values.day] : [];

/** How many shifts the order makes: days × people (a shift document per person per day). */
export function orderShiftCount(values: Pick<OrderValues, 'several' | 'day' | 'days' | 'peopleCount'>): number {
  const people = Number(values.peopleCount);
  return orderDays(values).length * (Number.isInteger(people) && people > 0 ? people : 1);
}

/** Adds a day to a multi-day order: kept sorted, no day twice. */
export const addOrderDay = (days: readonly string[], day: string): string[] =>
  day && !days.includes(day) ? [...days, day].sort() : [...days];

/** The chosen time has passed: an order is for time to come (the first day decides). */
export function orderInPast(values: OrderValues, now: Date): boolean {
  const first = orderDays(values)[0];
  const start = first ? startInstant(first, values.start) : null;
  return start !== null && !canOrderShiftAt(start, now);
}

/** Field errors of issues from the schemas or a 400 answer; the target's own fields have their own place. */
export function orderErrors(issues: readonly Issue[]): OrderErrors {
  const byField = fieldErrors<string>(
    issues.map((issue) => {
      const path = pathOf(issue);
      const field = path[0] === 'target' && (path[1] === 'poolId' || path[1] === 'employeeIds') ? path[1] : path[0];
      return { path: [field ?? ''], message: issue.message };
    }),
  );
  const errors: OrderErrors = {};
  for (const field of ORDER_FIELDS) if (byField[field]) errors[field] = byField[field];
  return errors;
}

function orderTarget(values: OrderValues): unknown {
  switch (values.target) {
    case 'selectedEmployees':
      return { target: values.target, employeeIds: values.employeeIds };
    case 'pool':
    case 'poolFirstThenAllSuitable':
      return { target: values.target, poolId: values.poolId };
    case 'allSuitable':
      return { target: values.target };
    default:
      return undefined;
  }
}

/**
 * Checks the order with the schema the route parses (Create for one day, CreateMultiple for
 * several), then, as the server does, that it is for time to come: the request to send, or an
 * error (an i18n key) per field.
 */
export function checkOrder(
  values: OrderValues,
  now: Date,
): { ok: true; request: ShiftOrderRequest } | { ok: false; errors: OrderErrors } {
  const common = {
    placeOfWorkId: values.placeOfWorkId,
    professionTitleId: values.professionTitleId,
    start: values.start,
    end: values.end,
    lunchBreak: numberOrAbsent(values.lunchBreak),
    worktimeFormat: values.worktimeFormat || null,
    contactPerson: optionalText(values.contactPerson),
    infoToEmployee: optionalText(values.infoToEmployee),
    internal: values.internal,
    peopleCount: numberOrAbsent(values.peopleCount),
    target: orderTarget(values),
  };
  let request: ShiftOrderRequest;
  if (values.several) {
    const parsed = createCustomerShiftsBody.safeParse({ ...common, days: orderDays(values) });
    if (!parsed.success) return { ok: false, errors: orderErrors(parsed.error.issues) };
    request = { kind: 'several', body: parsed.data };
  } else {
    const parsed = createCustomerShiftBody.safeParse({ ...common, day: values.day });
    if (!parsed.success) return { ok: false, errors: orderErrors(parsed.error.issues) };
    request = { kind: 'one', body: parsed.data };
  }
  if (orderInPast(values, now)) {
    const first = orderDays(values)[0]!;
    return {
      ok: false,
      errors: { [first > agencyDay(now) ? (values.several ? 'days' : 'day') : 'start']: validationMessages.orderInPast },
    };
  }
  return { ok: true, request };
}

/**
 * What a failed save shows, with everything typed kept: a 400's issues at their fields (`toErrors`
 * gives null when none is a field of the form), else one message: the API's `validation:` reason,
 * a place or pool gone (404), no right to edit (403), or the screen's fallback.
 */
export function saveFailure<T>(
  error: unknown,
  toErrors: (issues: readonly Issue[]) => T | null,
  fallback: string,
): { errors: T | null; message: string | null } {
  const answered = apiErrorOf(error);
  const errors = answered?.status === 400 ? toErrors(answered.issues) : null;
  if (errors) return { errors, message: null };
  if (answered && answered.status < 500 && answered.code.startsWith('validation:'))
    return { errors: null, message: answered.code };
  if (isNotFound(error)) return { errors: null, message: 'shiftOrder:choiceGone' };
  return { errors: null, message: errorText(error, { byStatus: { 403: 'shiftOrder:notAllowed' }, fallback }) };
}

/** Field errors of a form, or null when there are none. */
export const someErrors = <T extends object>(errors: T): T | null => (Object.keys(errors).length > 0 ? errors : null);
