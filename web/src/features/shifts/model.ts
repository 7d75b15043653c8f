import {
  addAgencyDays,
  agencyDay,
  agencyDayText,
  DONE_SHIFT_SORTS,
  DONE_SHIFTS_DEFAULT_DAYS,
  firestoreDocId,
  formatAgencyTime,
  type EmployeeShiftView,
} from '@vuoro/domain';

/**
 * The view logic of the employee's shift screens, apart from React so it is tested on its own.
 * Days are Helsinki's (`day` of the answer), never the browser's.
 */

/** Shifts by their Helsinki day, in the order they came (the route answers by start). */
export function groupShiftsByDay(shifts: readonly EmployeeShiftView[]): { day: string; shifts: EmployeeShiftView[] }[] {
  const groups: { day: string; shifts: EmployeeShiftView[] }[] = [];
  for (const shift of shifts) {
    const last = groups.at(-1);
    if (last?.day === shift.day) last.shifts.push(shift);
    else groups.push({ day: shift.day, shifts: [shift] });
  }
  return groups;
}

const range = (start: string, end: string) => `${formatAgencyTime(new Date(start))}–${formatAgencyTime(new Date(end))}`;

/** A shift's clock times on Helsinki's clock, H.mm–H.mm, and its original ones when they were changed. */
export function shiftTimes(shift: Pick<EmployeeShiftView, 'start' | 'end' | 'originalStart' | 'originalEnd'>): {
  time: string;
  original: string | null;
} {
  const original = shift.originalStart && shift.originalEnd ? range(shift.originalStart, shift.originalEnd) : null;
  return { time: range(shift.start, shift.end), original: original === range(shift.start, shift.end) ? null : original };
}

/** A shift's time was changed and the change still waits for its employee's answer. */
export const hasPendingTimeChange = (shift: Pick<EmployeeShiftView, 'timeChange'>): boolean =>
  shift.timeChange === 'pendingConfirmation';

export type DoneSort = (typeof DONE_SHIFT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

/** What the done screen shows, kept in its address so back from a shift's details returns to it. */
export interface DoneView {
  from: string;
  until: string;
  placeOfWorkId: string;
  sortBy: DoneSort;
  direction: SortDirection;
}

/** A column's first direction: the newest date and the most hours first, places A to Ö. */
const FIRST_DIRECTION: Record<DoneSort, SortDirection> = { date: 'desc', placeOfWork: 'asc', hours: 'desc' };

/** The default period: the last 31 Helsinki days up to today, as the route's own default. */
export function defaultDonePeriod(now: Date): { from: string; until: string } {
  return { from: agencyDay(addAgencyDays(now, -DONE_SHIFTS_DEFAULT_DAYS)), until: agencyDay(now) };
}

/** Reads the done screen's address; anything missing or malformed is the default. */
export function readDoneView(search: string, now: Date): DoneView {
  const params = new URLSearchParams(search);
  const period = defaultDonePeriod(now);
  const day = (name: string, fallback: string) => {
    const value = params.get(name);
    return value !== null && agencyDayText.safeParse(value).success ? value : fallback;
  };
  let from = day('from', period.from);
  let until = day('until', period.until);
  if (from > until) [from, until] = [until, from];
  const place = params.get('place');
  const sortBy = DONE_SHIFT_SORTS.find((s) => s === params.get('sort')) ?? 'date';
  const dir = params.get('dir');
  return {
    from,
    until,
    placeOfWorkId: place !== null && firestoreDocId.safeParse(place).success ? place : '',
    sortBy,
    direction: dir === 'asc' || dir === 'desc' ? dir : FIRST_DIRECTION[sortBy],
  };
}

/** The done screen's address for a view (the inverse of `readDoneView`). */
export function doneViewSearch(view: DoneView): string {
  const params = new URLSearchParams({ from: view.from, until: view.until });
  if (view.placeOfWorkId) params.set('place', view.placeOfWorkId);
  params.set('sort', view.sortBy);
  params.set('dir', view.direction);
  return params.toString();
}

/** A click on a column's sort button: the same column turns around, another starts in its first direction. */
export function nextSort(view: Pick<DoneView, 'sortBy' | 'direction'>, column: DoneSort): Pick<DoneView, 'sortBy' | 'direction'> {
  if (view.sortBy === column) return { sortBy: column, direction: view.direction === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, direction: FIRST_DIRECTION[column] };
}

/** `aria-sort` of a column header: only the sorted column says its direction. */
export function ariaSort(view: Pick<DoneView, 'sortBy' | 'direction'>, column: DoneSort): 'ascending' | 'descending' | 'none' {
  if (view.sortBy !== column) return 'none';
  return view.direction === 'asc' ? 'ascending' : 'descending';
}

/** The address of a shift's details on the screen it is opened from (`?shiftId=`), keeping that screen's own query. */
export function shiftDetailsHref(pathname: string, search: string, shiftId: string): string {
  const params = new URLSearchParams(search);
  params.set('shiftId', shiftId);
  return `${pathname}?${params.toString()}`;
}

/** The address back to the list a shift's details were opened from: the same query without `shiftId`. */
export function shiftListHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete('shiftId');
  const rest = params.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
