import {
  addAgencyDays,
  agencyDay,
  agencyDayText,
  DONE_SHIFT_SORTS,
  DONE_SHIFTS_DEFAULT_DAYS,
  firestoreDocId,
  formatAgencyTime,
  suggestedOrOpenShiftsQuery,
  type EmployeeShiftView,
  type ShiftOffer,
  type SupportedLanguage,
} from '@vuoro/domain';
import { formatDayHeading } from '@/lib/format';
import { StaffApiError } from '@/lib/staff-api';
import { isNotAnEmployee } from '@/lib/use-endpoint';

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

// ── The open and suggested shifts (`/open-shifts/:skip/:take`) ──────────────────────────────

/** Offers by the Helsinki day of their first shift, in the order they came (the route answers by first start). */
export function groupOffersByDay(offers: readonly ShiftOffer[]): { day: string; offers: ShiftOffer[] }[] {
  const groups: { day: string; offers: ShiftOffer[] }[] = [];
  for (const offer of offers) {
    const day = offer.shifts[0]!.day;
    const last = groups.at(-1);
    if (last?.day === day) last.offers.push(offer);
    else groups.push({ day, offers: [offer] });
  }
  return groups;
}

/** A shift named in words where an offer is asked about or answered: its place, Helsinki day and clock times. */
export function offerShiftFacts(
  shift: Pick<EmployeeShiftView, 'day' | 'start' | 'end' | 'placeOfWork'>,
  language: SupportedLanguage,
): { place: string; day: string; time: string } {
  return { place: shift.placeOfWork.name, day: formatDayHeading(shift.day, language), time: range(shift.start, shift.end) };
}

/** The page size of the open-shifts screen when its address gives none the route takes (the menu's). */
export const OFFER_PAGE_SIZE = 10;

export interface OfferPage {
  skip: number;
  take: number;
}

/**
 * Reads `/open-shifts/:skip/:take`: each must be written as the route takes it (whole numbers,
 * `take` 1–50, the domain's query schema); one that is not is the default (skip 0, take 10).
 * `canonical` false: the address should be replaced by the page's own (`routes.openShifts.href`).
 */
export function readOfferPage(params: { skip?: string | undefined; take?: string | undefined }): OfferPage & {
  canonical: boolean;
} {
  const { shape } = suggestedOrOpenShiftsQuery;
  const read = (value: string | undefined, schema: typeof shape.skip | typeof shape.take) => {
    const parsed = value !== undefined && /^\d{1,9}$/.test(value) ? schema.safeParse(value) : null;
    return parsed?.success ? { value: parsed.data, canonical: String(parsed.data) === value } : null;
  };
  const skip = read(params.skip, shape.skip);
  const take = read(params.take, shape.take);
  return {
    skip: skip?.value ?? 0,
    take: take?.value ?? OFFER_PAGE_SIZE,
    canonical: !!skip?.canonical && !!take?.canonical,
  };
}

export interface OfferPaging {
  /** "Showing from–to of total", 1-based. */
  from: number;
  to: number;
  previous: OfferPage | null;
  next: OfferPage | null;
  /** A page past the last offer (the last ones were taken meanwhile): the last page to go to instead. */
  outOfRange: OfferPage | null;
}

/** Where a page of `shown` offers stands among `total`, and the pages around it. */
export function offerPaging({ skip, take }: OfferPage, total: number, shown: number): OfferPaging {
  return {
    from: skip + 1,
    to: skip + shown,
    previous: skip > 0 ? { skip: Math.max(0, skip - take), take } : null,
    next: skip + take < total ? { skip: skip + take, take } : null,
    outOfRange: total > 0 && skip >= total ? { skip: Math.floor((total - 1) / take) * take, take } : null,
  };
}

/** The API's answers to a book, accept or reject that mean the offer is no longer there to answer. */
const GONE_ANSWERS = ['validation:shiftAlreadyTaken', 'validation:suggestionNotOpen'] as const;

/**
 * What a failed book, accept or reject says, as an i18n key, and whether the offer is gone:
 * someone else took the shift or the suggestion was answered elsewhere (409 with the API's
 * `validation:` key) or it no longer exists (404): the list reloads without it. Anything else
 * was not saved and the offer stays to try again.
 */
export function offerAnswerError(error: unknown): { key: string; gone: boolean } {
  if (error instanceof StaffApiError) {
    const known = GONE_ANSWERS.find((key) => key === error.message);
    if (error.status === 409 && known) return { key: known, gone: true };
    if (error.status === 404) return { key: 'errors:shiftNotFound', gone: true };
    if (isNotAnEmployee(error)) return { key: 'errors:notAnEmployee', gone: false };
  }
  return { key: 'shifts:open.failed', gone: false };
}
