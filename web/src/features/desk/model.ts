import {
  agencyDayText,
  approveRecordedShift,
  canSuggestOrder,
  CUSTOMER_SHIFT_STATES,
  firestoreDocId,
  formatAgencyDate,
  agencyDayStart,
  processOrder,
  type CustomerShiftState,
  type DeskShiftView,
} from '@vuoro/domain';
import { apiErrorOf, errorText, issuesOf } from '@/lib/api-error';
import { formatAgencyTimeRange } from '@/lib/format';

/**
 * The agency desk's view of its list, as the address holds it (`/desk/shifts?from=&until=&state=&customerId=`),
 * so a reload or a shared link shows the same orders. An empty period leaves the days to the API
 * (a week back to four weeks ahead). The state is applied on the loaded list, not sent: the counts
 * per state at the top stay the whole period's, and choosing another state costs no call.
 */
export interface DeskView {
  from: string;
  until: string;
  state: CustomerShiftState | '';
  customerId: string;
}

export function readDeskView(search: string): DeskView {
  const params = new URLSearchParams(search);
  const day = (name: string) => {
    const value = params.get(name);
    return value !== null && agencyDayText.safeParse(value).success ? value : '';
  };
  let from = day('from');
  let until = day('until');
  if (from && until && from > until) [from, until] = [until, from];
  const state = CUSTOMER_SHIFT_STATES.find((s) => s === params.get('state')) ?? '';
  const customer = params.get('customerId');
  return { from, until, state, customerId: customer !== null && firestoreDocId.safeParse(customer).success ? customer : '' };
}

/** The address's query for a view (the inverse of `readDeskView`): only what is set. */
export function deskViewSearch(view: DeskView): string {
  const params = new URLSearchParams();
  for (const key of ['from', 'until', 'state', 'customerId'] as const) if (view[key]) params.set(key, view[key]);
  return params.toString();
}

/** What is sent to GET /v1/Desk/Shifts for a view. */
export function deskShiftsRequest(view: DeskView): { from?: string; until?: string; customerId?: string } {
  return {
    ...(view.from && { from: view.from }),
    ...(view.until && { until: view.until }),
    ...(view.customerId && { customerId: view.customerId }),
  };
}

/** How many of the loaded shifts are in each state, in the state table's order; states with none left out. */
export function stateCounts(shifts: readonly Pick<DeskShiftView, 'state'>[]): { state: CustomerShiftState; count: number }[] {
  return CUSTOMER_SHIFT_STATES.map((state) => ({ state, count: shifts.filter((s) => s.state === state).length })).filter(
    (c) => c.count > 0,
  );
}

/** The shifts by Helsinki day, days and shifts in time order. */
export function shiftsByDay<S extends Pick<DeskShiftView, 'day' | 'start'>>(
  shifts: readonly S[],
): { day: string; shifts: S[] }[] {
  const days = new Map<string, S[]>();
  for (const shift of [...shifts].sort((a, b) => a.start.localeCompare(b.start)))
    days.set(shift.day, [...(days.get(shift.day) ?? []), shift]);
  return [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, list]) => ({ day, shifts: list }));
}

/** The customers named in the loaded shifts, by name: the customer filter's choices. */
export function customersOf(shifts: readonly Pick<DeskShiftView, 'customer'>[]): { id: string; name: string }[] {
  const byId = new Map(shifts.map((s) => [s.customer.id, s.customer.name]));
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

export const DESK_ACTIONS = ['process', 'assign', 'suggest', 'settle', 'approve'] as const;
export type DeskAction = (typeof DESK_ACTIONS)[number];

/** A shift recorded as worked (by the employee or the customer), waiting for the desk's approval when new. */
export const isRecordedShift = (shift: Pick<DeskShiftView, 'entryType'>) =>
  shift.entryType === 'employeeReported' || shift.entryType === 'customerReported';

/**
 * What the desk may do with a shift now, by the domain's own rules (the server applies the same
 * ones and answers 409 if the shift moved meanwhile): process a new or waiting order, fill an
 * unfilled one to come (assign or suggest), settle a cancellation request, approve a recorded one.
 */
export function deskActions(shift: DeskShiftView, now: Date): DeskAction[] {
  const recorded = isRecordedShift(shift);
  const rules = {
    state: shift.state,
    entryType: shift.entryType,
    start: new Date(shift.start),
    employee: shift.worker?.id ? { id: shift.worker.id, name: shift.worker.name } : null,
  };
  const fillable = canSuggestOrder(rules, now).ok;
  const can: Record<DeskAction, boolean> = {
    process: !recorded && shift.state !== 'inProcessing' && processOrder(rules).ok,
    assign: fillable,
    suggest: fillable,
    settle: shift.state === 'requestedForCancellation',
    approve: approveRecordedShift(rules).ok,
  };
  return DESK_ACTIONS.filter((action) => can[action]);
}

/**
 * What a failed desk action says, as an i18n key: the API's own `validation:` key for a state the
 * shift is no longer in (409: taken meanwhile, not suitable, no request to settle, not pending) or
 * for a choice missing (400: no employee, no pool), 'Shift not found' for a shift gone, the
 * employee or pool not found, else 'Failed to save shift'.
 */
export function deskActionError(error: unknown): string {
  const info = apiErrorOf(error);
  if (info?.status === 409 && info.code.startsWith('validation:')) return info.code;
  const field = info?.status === 400 ? info.issues.find((i) => i.message.startsWith('validation:')) : undefined;
  if (field) return field.message;
  return errorText(error, {
    byCode: {
      shiftNotFound: 'errors:shiftNotFound',
      employeeNotFound: 'desk:errors.employeeNotFound',
      poolNotFound: 'desk:errors.poolNotFound',
    },
    fallback: 'desk:errors.saveFailed',
  });
}

/**
 * What a failed list load says: the API's own `validation:` text for a period it refuses (400:
 * the end before the start, too long a period), which no retry mends, else 'Could not load shift'
 * with a retry.
 */
export function deskLoadFailure(error: unknown): { key: string; retry: boolean } {
  const refused = issuesOf(error).find((i) => i.message.startsWith('validation:'));
  return refused ? { key: refused.message, retry: false } : { key: 'errors:couldNotLoadShift', retry: true };
}

/** A Helsinki day (`yyyy-MM-dd`) as d.M.y. */
export const dayDate = (day: string) => formatAgencyDate(agencyDayStart(day) ?? new Date(`${day}T12:00:00Z`));

/** Names a shift in a sentence: "Hotelli Aurora, keittiö, 30.11.2026 7.00–15.00". */
export const shiftName = (shift: Pick<DeskShiftView, 'placeOfWork' | 'day' | 'start' | 'end'>) =>
  `${shift.placeOfWork.name}, ${dayDate(shift.day)} ${formatAgencyTimeRange(shift.start, shift.end)}`;
