import {
  addAgencyDays,
  agencyDay,
  agencyDayText,
  CUSTOMER_SHIFT_SORTS,
  CUSTOMER_SHIFTS_DAYS_AHEAD,
  CUSTOMER_SHIFTS_DAYS_BACK,
  CUSTOMER_SHIFTS_MAX_DAYS,
  customerShiftState,
  firestoreDocId,
  routes,
  UNFILLED_ALERT_HOURS,
  type CustomerShiftState,
  type CustomerShiftView,
  type TOP_ALERT_KINDS,
} from '@vuoro/domain';
import { apiErrorOf } from '@/lib/api-error';
import type { SortDirection } from '../model';

/**
 * The view logic of the customer's shift list (`/customer/shifts`), apart from React so it is
 * tested on its own. Days are Helsinki's (`day` of the answer), never the browser's.
 */

export type CustomerSort = (typeof CUSTOMER_SHIFT_SORTS)[number];

/** What the list shows, kept in its address (`?from=&until=&place=&state=&sort=&dir=`): shared and kept on reload. */
export interface CustomerShiftsView {
  from: string;
  until: string;
  /** '' for every place. */
  placeOfWorkId: string;
  /** '' for every state. */
  state: CustomerShiftState | '';
  sortBy: CustomerSort;
  direction: SortDirection;
}

/** The list without dates in its address: the route's own default, a week back and four weeks ahead. */
export function defaultCustomerPeriod(now: Date): { from: string; until: string } {
  return {
    from: agencyDay(addAgencyDays(now, -CUSTOMER_SHIFTS_DAYS_BACK)),
    until: agencyDay(addAgencyDays(now, CUSTOMER_SHIFTS_DAYS_AHEAD)),
  };
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};
const dayOf = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);

/** A period the route takes: from before until, at most `CUSTOMER_SHIFTS_MAX_DAYS` days (a longer one keeps its start). */
export function clampPeriod(from: string, until: string): { from: string; until: string } {
  const [a, b] = from <= until ? [from, until] : [until, from];
  const last = dayNumber(a) + CUSTOMER_SHIFTS_MAX_DAYS - 1;
  return { from: a, until: dayNumber(b) > last ? dayOf(last) : b };
}

/** Reads the list's address; anything missing or malformed is the default. */
export function readCustomerView(search: string, now: Date): CustomerShiftsView {
  const params = new URLSearchParams(search);
  const period = defaultCustomerPeriod(now);
  const day = (name: string, fallback: string) => {
    const value = params.get(name);
    return value !== null && agencyDayText.safeParse(value).success ? value : fallback;
  };
  const place = params.get('place');
  const state = customerShiftState.safeParse(params.get('state'));
  const dir = params.get('dir');
  return {
    ...clampPeriod(day('from', period.from), day('until', period.until)),
    placeOfWorkId: place !== null && firestoreDocId.safeParse(place).success ? place : '',
    state: state.success ? state.data : '',
    sortBy: CUSTOMER_SHIFT_SORTS.find((s) => s === params.get('sort')) ?? 'start',
    direction: dir === 'desc' ? 'desc' : 'asc',
  };
}

/** The list's address for a view (the inverse of `readCustomerView`). */
export function customerViewSearch(view: CustomerShiftsView): string {
  const params = new URLSearchParams({ from: view.from, until: view.until });
  if (view.placeOfWorkId) params.set('place', view.placeOfWorkId);
  if (view.state) params.set('state', view.state);
  params.set('sort', view.sortBy);
  params.set('dir', view.direction);
  return params.toString();
}

/** The AllShifts query of a view. */
export function customerShiftsQueryOf(view: CustomerShiftsView) {
  return {
    from: view.from,
    until: view.until,
    placeOfWorkId: view.placeOfWorkId || undefined,
    state: view.state || undefined,
    sortBy: view.sortBy,
    direction: view.direction,
  };
}

/**
 * Shifts by their Helsinki day: the days in date order (newest first when sorted by time
 * descending), each day's shifts in the order the route sorted them (by place or by state
 * within the day when so sorted).
 */
export function groupCustomerShifts(
  shifts: readonly CustomerShiftView[],
  view: Pick<CustomerShiftsView, 'sortBy' | 'direction'>,
): { day: string; shifts: CustomerShiftView[] }[] {
  const byDay = new Map<string, CustomerShiftView[]>();
  for (const shift of shifts) byDay.set(shift.day, [...(byDay.get(shift.day) ?? []), shift]);
  const days = [...byDay.keys()].sort();
  if (view.sortBy === 'start' && view.direction === 'desc') days.reverse();
  return days.map((day) => ({ day, shifts: byDay.get(day)! }));
}

type AlertKind = (typeof TOP_ALERT_KINDS)[number];

/**
 * The list an alert leads to: its place, the state it is about and the days from its first
 * shift: unfilled ones in the next 48 hours, worked ones up to today, the others four weeks on.
 */
export function alertView(
  alert: { kind: AlertKind; placeOfWork: { id: string }; firstStart: string },
  current: CustomerShiftsView,
  now: Date,
): CustomerShiftsView {
  const first = agencyDay(new Date(alert.firstStart));
  const today = agencyDay(now);
  const until: Record<AlertKind, string> = {
    unfilledSoon: agencyDay(new Date(now.getTime() + UNFILLED_ALERT_HOURS * 3_600_000)),
    waitingForAcceptance: today,
    cancellationRequested: agencyDay(addAgencyDays(new Date(alert.firstStart), CUSTOMER_SHIFTS_DAYS_AHEAD)),
    timeChangePending: agencyDay(addAgencyDays(new Date(alert.firstStart), CUSTOMER_SHIFTS_DAYS_AHEAD)),
  };
  const state: Record<AlertKind, CustomerShiftState | ''> = {
    unfilledSoon: '',
    waitingForAcceptance: 'filled',
    cancellationRequested: 'requestedForCancellation',
    timeChangePending: 'filled',
  };
  // A long-waiting acceptance reads the last 93 days up to today.
  const from = alert.kind === 'waitingForAcceptance' ? (first < today ? first : today) : first;
  const period =
    alert.kind === 'waitingForAcceptance' && dayNumber(today) - dayNumber(from) >= CUSTOMER_SHIFTS_MAX_DAYS
      ? { from: dayOf(dayNumber(today) - CUSTOMER_SHIFTS_MAX_DAYS + 1), until: today }
      : clampPeriod(from, until[alert.kind]);
  return {
    ...current,
    ...period,
    placeOfWorkId: alert.placeOfWork.id,
    state: state[alert.kind],
    sortBy: 'start',
    direction: 'asc',
  };
}

/**
 * A `validation:<key>` answer (409, 502) the screen names in the user's language, when it is one
 * of `known`; null for anything else.
 */
export function validationAnswer<K extends string>(error: unknown, known: readonly K[]): `validation:${K}` | null {
  const code = apiErrorOf(error)?.code ?? '';
  const key = code.startsWith('validation:') ? (code.slice('validation:'.length) as K) : null;
  return key !== null && known.includes(key) ? `validation:${key}` : null;
}

/** A field's error of a 400 answer (`issues`, their messages `validation:<key>`), by the field's name. */
export function issueOf(error: unknown, field: string): string | null {
  const info = apiErrorOf(error);
  if (info?.status !== 400) return null;
  return info.issues.find((i) => i.path === field || i.path.split('.')[0] === field)?.message ?? null;
}

/** The address of a shift's details on the list (`?shift=<id>`), keeping the list's filter. */
export function customerShiftHref(search: string, shiftId: string): string {
  const params = new URLSearchParams(search);
  params.set('shift', shiftId);
  return `${routes.customerShifts.href()}?${params.toString()}`;
}

/** Back from the details: the list's address without `shift`. */
export function customerListHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('shift');
  const rest = params.toString();
  return rest ? `${routes.customerShifts.href()}?${rest}` : routes.customerShifts.href();
}
