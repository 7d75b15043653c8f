import {
  mapSearchUrl,
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  agencyDayText,
  bookingConflictAnswer,
  canReportShiftAt,
  clockMinutes,
  DONE_SHIFT_SORTS,
  DONE_SHIFTS_DEFAULT_DAYS,
  fieldErrors,
  firestoreDocId,
  isLateReport,
  markShiftForm,
  reportedShiftBody,
  reportedShiftTimes,
  offerFilter,
  roundHours,
  routes,
  suggestedOrOpenShiftsQuery,
  type OfferFilter,
  type CreateShiftDataResponse,
  type EmployeeShiftView,
  type ReportedShiftBody,
  type ShiftEditResponse,
  type ShiftOffer,
  type SalaryPaymentPeriod,
  type SupportedLanguage,
} from '@vuoro/domain';
import { formatAgencyTimeRange, formatDayInSentence, weekdayNames } from '@/lib/format';
import { apiErrorOf, errorText, isApiError, isNotAnEmployee, isNotFound } from '@/lib/api-error';

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

/** A shift's clock times on Helsinki's clock, H.mm–H.mm, and its original ones when they were changed. */
export function shiftTimes(shift: Pick<EmployeeShiftView, 'start' | 'end' | 'originalStart' | 'originalEnd'>): {
  time: string;
  original: string | null;
} {
  const time = formatAgencyTimeRange(shift.start, shift.end);
  const original =
    shift.originalStart && shift.originalEnd ? formatAgencyTimeRange(shift.originalStart, shift.originalEnd) : null;
  return { time, original: original === time ? null : original };
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

/** A place's address as one line, and a map search for it. */
export function placeAddress(place: { address: string | null; city: string | null }): {
  text: string;
  mapHref: string;
} | null {
  const text = [place.address, place.city].filter(Boolean).join(', ');
  if (!text) return null;
  return { text, mapHref: mapSearchUrl(text) };
}

/** A shift named in words where an offer is asked about or answered: its place, Helsinki day (as written mid-sentence) and clock times. */
export function offerShiftFacts(
  shift: Pick<EmployeeShiftView, 'day' | 'start' | 'end'> & { placeOfWork: { name: string } },
  language: SupportedLanguage,
): { place: string; day: string; time: string } {
  return {
    place: shift.placeOfWork.name,
    day: formatDayInSentence(shift.day, language),
    time: formatAgencyTimeRange(shift.start, shift.end),
  };
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

/**
 * The open-shifts filter as its address carries it (`?day=&place=&title=`), so a filtered list is
 * shared and survives a reload; a value the route would not take is left out.
 */
export function readOfferFilter(search: string): OfferFilter {
  const params = new URLSearchParams(search);
  const { shape } = offerFilter;
  const read = (name: string, schema: typeof shape.day | typeof shape.placeOfWorkId) => {
    const value = params.get(name);
    const parsed = value ? schema.safeParse(value) : null;
    return parsed?.success ? parsed.data : undefined;
  };
  const day = read('day', shape.day);
  const placeOfWorkId = read('place', shape.placeOfWorkId);
  const professionTitleId = read('title', shape.professionTitleId);
  return { ...(day && { day }), ...(placeOfWorkId && { placeOfWorkId }), ...(professionTitleId && { professionTitleId }) };
}

/** The address of a page of offers with a filter (the inverse of `readOfferPage` and `readOfferFilter`). */
export function offerPageHref(page: OfferPage, filter: OfferFilter): string {
  const params = new URLSearchParams();
  if (filter.day) params.set('day', filter.day);
  if (filter.placeOfWorkId) params.set('place', filter.placeOfWorkId);
  if (filter.professionTitleId) params.set('title', filter.professionTitleId);
  const search = params.toString();
  return search ? `${routes.openShifts.href(page)}?${search}` : routes.openShifts.href(page);
}

/**
 * What an offer comes to: its hours (2 decimals) and the estimated pay, each shift's hours times
 * its estimated hourly wage; null pay unless every shift has a wage estimate (a partial sum would
 * understate it).
 */
export function offerWorth(shifts: readonly Pick<EmployeeShiftView, 'hours' | 'wageEstimate'>[]): {
  hours: number;
  pay: number | null;
} {
  const hours = roundHours(shifts.reduce((sum, s) => sum + s.hours, 0));
  const known = shifts.every((s) => s.wageEstimate !== null);
  const pay = known ? Math.round(shifts.reduce((sum, s) => sum + s.hours * s.wageEstimate!, 0) * 100) / 100 : null;
  return { hours, pay };
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

// ── The employee's own time (409 `shiftConflict`, `dayNotAvailable`) ─────────────────────────

/** A message as an i18n key with the values it names, so the screen says it in the user's language. */
export interface ShiftMessage {
  key: string;
  values?: Record<string, string>;
}

/** A Helsinki day (`yyyy-MM-dd`) short, as in the middle of a sentence: "Sun 29.11.", "su 29.11.", "нд 29.11.". */
export function formatShortDay(day: string, language: SupportedLanguage): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const monday = (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
  return `${weekdayNames(language)[monday]!.short} ${date}.${month}.`;
}

/**
 * A booking, an accepted bundle or a recorded shift refused because it meets the employee's own
 * time (409 with the route's `bookingConflictAnswer`), as the whole sentence to show: the shift
 * already at that time with its day and clock times on Helsinki's calendar and clock, or the day
 * marked not available. Null for any other failure.
 */
export function ownTimeConflict(error: unknown, language: SupportedLanguage): ShiftMessage | null {
  const answered = apiErrorOf(error);
  if (answered?.status !== 409) return null;
  const answer = bookingConflictAnswer.safeParse(answered.body);
  if (!answer.success) return null;
  if (answer.data.error === 'dayNotAvailable') return { key: 'shifts:conflict.dayNotAvailable' };
  const { start, end, placeName } = answer.data.conflict;
  return {
    key: 'shifts:conflict.shift',
    values: {
      day: formatShortDay(agencyDay(new Date(start)), language),
      time: formatAgencyTimeRange(start, end),
      place: placeName,
    },
  };
}

/** The API's answers to a book, accept or reject that mean the offer is no longer there to answer. */
const GONE_ANSWERS = ['validation:shiftAlreadyTaken', 'validation:suggestionNotOpen'] as const;

/**
 * What a failed book, accept or reject says, as an i18n key (with its values), and whether the
 * offer is gone: someone else took the shift or the suggestion was answered elsewhere (409 with
 * the API's `validation:` key) or it no longer exists (404): the list reloads without it. A shift
 * that meets the employee's own time stays, with the sentence that says which. Anything else was
 * not saved and the offer stays to try again.
 */
export function offerAnswerError(error: unknown, language: SupportedLanguage): ShiftMessage & { gone: boolean } {
  const ownTime = ownTimeConflict(error, language);
  if (ownTime) return { ...ownTime, gone: false };
  const known = GONE_ANSWERS.find((key) => isApiError(error, 409, key));
  if (known) return { key: known, gone: true };
  if (isNotFound(error)) return { key: 'errors:shiftNotFound', gone: true };
  return { key: errorText(error, { fallback: 'shifts:open.failed' }), gone: false };
}

// ── MarkShift (/shifts/new, /shifts/edit) ──────────────────────────────────────────────────

/** The MarkShift form as its inputs give it: a date input's `yyyy-MM-dd`, time inputs' `HH:mm`, ids of the choices. */
export interface MarkShiftValues {
  date: string;
  start: string;
  end: string;
  lunchBreak: string;
  placeOfWork: string;
  professionTitle: string;
  notes: string;
}
export type MarkShiftField = keyof MarkShiftValues;
export type MarkShiftErrors = Partial<Record<MarkShiftField, string>>;

/** The fields in the order the form shows them: the first one with an error gets the focus. */
export const MARK_SHIFT_FIELDS: readonly MarkShiftField[] = [
  'date',
  'start',
  'end',
  'lunchBreak',
  'placeOfWork',
  'professionTitle',
  'notes',
];

/** A new shift: nothing typed, no lunch break, and a place or title chosen only when there is just one. */
export function emptyMarkShift(choices: CreateShiftDataResponse): MarkShiftValues {
  const only = (list: readonly { id: string }[]) => (list.length === 1 ? list[0]!.id : '');
  return {
    date: '',
    start: '',
    end: '',
    lunchBreak: '0',
    placeOfWork: only(choices.placesOfWork),
    professionTitle: only(choices.professionTitles),
    notes: '',
  };
}

/** A place of work as the form offers it: with its customer, unless the customer goes by the same name. */
export function placeLabel(place: CreateShiftDataResponse['placesOfWork'][number]): string {
  return place.customer.name === place.name ? place.name : `${place.name} (${place.customer.name})`;
}

/** A clock time as a time input takes it: `8.00` (the product's H.mm) → `08:00`. */
export function timeInputValue(time: string): string {
  const match = /^(\d{1,2})[.:](\d{2})$/.exec(time.trim());
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : time;
}

/** A recorded shift's values from GET .../Shift/Edit. */
export function toMarkShiftValues(form: ShiftEditResponse['form']): MarkShiftValues {
  return {
    date: form.date,
    start: timeInputValue(form.start),
    end: timeInputValue(form.end),
    lunchBreak: String(form.lunchBreak),
    placeOfWork: form.placeOfWork,
    professionTitle: form.professionTitle,
    notes: form.notes ?? '',
  };
}

/** The body as the form makes it; an empty lunch break is absent ('Fill all required fields'). */
function toBodyInput(values: MarkShiftValues): Record<string, unknown> {
  const lunch = values.lunchBreak.trim();
  return {
    date: values.date,
    start: values.start,
    end: values.end,
    lunchBreak: lunch === '' ? undefined : Number(lunch),
    placeOfWork: values.placeOfWork,
    professionTitle: values.professionTitle,
    notes: values.notes.trim() === '' ? null : values.notes,
  };
}

/**
 * Checks the form with the body schema the route parses (`reportedShiftBody`), then, as the
 * server does, that the shift has started: the body to send, or an error (an i18n key) per field.
 */
export function checkMarkShift(
  values: MarkShiftValues,
  now: Date,
): { ok: true; body: ReportedShiftBody } | { ok: false; errors: MarkShiftErrors } {
  const parsed = reportedShiftBody.safeParse(toBodyInput(values));
  if (!parsed.success) return { ok: false, errors: markShiftErrors(parsed.error.issues) };
  if (!canReportShiftAt(reportedShiftTimes(parsed.data).start, now)) {
    // A day still to come is the day's fault; today, the start time's.
    const field = parsed.data.date > agencyDay(now) ? 'date' : 'start';
    return { ok: false, errors: { [field]: 'shifts:mark.notStarted' } };
  }
  return { ok: true, body: parsed.data };
}

/** Both times typed and the end not after the start: the shift ends the next morning (the server's rule). */
export function endsNextMorning(values: Pick<MarkShiftValues, 'start' | 'end'>): boolean {
  const valid = (time: string) => markShiftForm.shape.start.safeParse(time).success;
  return valid(values.start) && valid(values.end) && clockMinutes(values.end) <= clockMinutes(values.start);
}

/**
 * 'Reporting shift late, …' as soon as the chosen day is in a pay period whose reporting
 * cut-off has passed: the domain's `isLateReport` over the stored periods of the payment schedule
 * (`schedule`), the rule and periods the server answers `late` by (a period is made of whole
 * Helsinki days, so the day decides it, whatever the start time).
 */
export function isLateMarkShift(
  values: Pick<MarkShiftValues, 'date'>,
  now: Date,
  schedule: readonly SalaryPaymentPeriod[] = [],
): boolean {
  const day = agencyDayStart(values.date);
  return day !== null && isLateReport(day, now, schedule);
}

/** Field errors of issues from the schema or a 400 answer (AddMultiple's paths start `shifts.<n>.`). */
export function markShiftErrors(issues: readonly { path: readonly PropertyKey[] | string; message: string }[]): MarkShiftErrors {
  const byField = fieldErrors<string>(
    issues.map((i) => {
      const path = typeof i.path === 'string' ? i.path.split('.') : [...i.path];
      return { path: path[0] === 'shifts' ? path.slice(2) : path, message: i.message };
    }),
  );
  const errors: MarkShiftErrors = {};
  for (const field of MARK_SHIFT_FIELDS) if (byField[field]) errors[field] = byField[field];
  return errors;
}

/**
 * What a failed save shows, with everything typed kept: a 400's field issues beside the fields;
 * a shift that meets the employee's own time, the whole sentence that says which (`values`);
 * otherwise one message ('Failed to save shift', 'Shift not found', not an employee) and, for a
 * shift in a state that no longer allows it (409 `shiftNotEditable`), the reason beside it.
 */
export function markShiftSaveFailure(
  error: unknown,
  language: SupportedLanguage,
): {
  errors: MarkShiftErrors;
  message: string | null;
  values?: Record<string, string>;
  reason: string | null;
} {
  const failed = { errors: {}, message: 'shifts:mark.saveFailed', reason: null };
  const ownTime = ownTimeConflict(error, language);
  if (ownTime) return { errors: {}, message: ownTime.key, ...(ownTime.values && { values: ownTime.values }), reason: null };
  const answered = apiErrorOf(error);
  if (answered?.status === 400) {
    const errors = markShiftErrors(answered.issues);
    return Object.keys(errors).length > 0 ? { errors, message: null, reason: null } : failed;
  }
  if (answered?.status === 409 && answered.code.startsWith('validation:')) return { ...failed, reason: answered.code };
  if (isNotFound(error)) return { errors: {}, message: 'errors:shiftNotFound', reason: null };
  if (isNotAnEmployee(error)) return { errors: {}, message: 'errors:notAnEmployee', reason: null };
  return failed;
}

/** The done list showing the given Helsinki days (the shifts just saved). */
export function doneDaysHref(days: readonly string[]): string {
  const sorted = [...days].sort();
  return routes.shiftsDone.href(undefined, { from: sorted[0], until: sorted.at(-1) });
}
