import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  canTakeShift,
  DONE_SHIFTS_DEFAULT_DAYS,
  DONE_SHIFTS_MAX_DAYS,
  isDoneShift,
  choicesOfOffers,
  distinctRefs,
  isListedUpcoming,
  isSuggestionOpen,
  offerMatches,
  LONGEST_SHIFT_DAYS,
  roundHours,
  sortDoneShifts,
  startOfAgencyDay,
  type getCreateShiftData,
  type getDoneShiftEntriesSortable,
  type getDoneShiftPlacesOfWork,
  type getSuggestedOrOpenShifts,
  type getUpcomingShifts,
  type ShiftOffer,
  type StaffShift,
  toEmployeeShiftView,
  toTitleView,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { fieldFailure } from '../../lib/api/errors';
import {
  callerEmployeeId,
  employeeShifts,
  employeeViews,
  parseShift,
  parseSuggestion,
  placesOf,
  read,
  shiftsById,
  shifts,
  suggestions,
} from './store';

/** How far ahead the upcoming list reaches: shifts are planned weeks, not years, ahead. */
const UPCOMING_DAYS = 366;

/**
 * GET /v1/Shift/Employee/DoneShiftEntriesSortable: the caller's done shifts whose start falls in
 * the Helsinki days from..until (default: the last 31 days), at one place if asked, sorted by the
 * screen's column, with their total hours.
 */
export const doneShiftEntries: Handler<typeof getDoneShiftEntriesSortable> = async ({ query }, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const until = query.until ?? agencyDay(now);
  const from = query.from ?? agencyDay(addAgencyDays(now, -DONE_SHIFTS_DEFAULT_DAYS));
  const start = agencyDayStart(from)!;
  const end = addAgencyDays(agencyDayStart(until)!, 1);
  if (end.getTime() - start.getTime() > (DONE_SHIFTS_MAX_DAYS + 1) * 86_400_000) {
    throw fieldFailure('from', 'validation:numberOutOfRange');
  }
  const doneShifts = (await employeeShifts(employeeId, start, end < now ? end : now))
    .filter((s) => isDoneShift(s, now))
    .filter((s) => !query.placeOfWorkId || s.placeOfWork.id === query.placeOfWorkId);
  const done = await employeeViews(doneShifts);
  return {
    from,
    until,
    shifts: sortDoneShifts(done, query.sortBy, query.direction),
    totalHours: roundHours(done.reduce((sum, s) => sum + s.hours, 0)),
  };
};

/** GET /v1/Shift/Employee/DoneShiftEntries/PlacesOfWork: where the caller has done shifts in the last year. */
export const donePlacesOfWork: Handler<typeof getDoneShiftPlacesOfWork> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const done = (await employeeShifts(employeeId, addAgencyDays(now, -DONE_SHIFTS_MAX_DAYS), now)).filter((s) =>
    isDoneShift(s, now),
  );
  return { placesOfWork: distinctRefs(done.map((s) => ({ id: s.placeOfWork.id, name: s.placeOfWork.name }))) };
};

/** GET /v1/Shift/Employee/UpcomingShifts?state: the caller's shifts not over yet, by start (cancelled ones marked, not hidden). */
export const upcomingShifts: Handler<typeof getUpcomingShifts> = async ({ query }, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const upcoming = (await employeeShifts(employeeId, addAgencyDays(now, -LONGEST_SHIFT_DAYS), addAgencyDays(now, UPCOMING_DAYS)))
    .filter((s) => isListedUpcoming(s, now))
    .filter((s) => query.state !== 'changesNeedConfirmation' || s.timeChange === 'pendingConfirmation');
  return { shifts: await employeeViews(upcoming) };
};

/**
 * GET /v1/Shift/Employee/SuggestedOrOpenShifts?skip&take&day&placeOfWorkId&professionTitleId: what
 * the caller may take, by start: suggestions to them still open (a bundle only while every shift
 * of it is free) and open shifts nobody has booked, those matching the filter paged, with the
 * filter's choices among all of them. Two queries (the caller's open suggestions, the open
 * shifts) and one batched read of their places (address and phone on each offer).
 */
export const suggestedOrOpenShifts: Handler<typeof getSuggestedOrOpenShifts> = async ({ query }, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const [made, open] = await Promise.all([
    read(
      suggestions().where('employeeId', '==', employeeId).where('state', '==', 'suggested').where('end', '>', now),
      parseSuggestion,
    ),
    read(shifts().where('open', '==', true).where('start', '>', now).orderBy('start'), parseShift),
  ]);
  const suggested = await shiftsById([...new Set(made.flatMap((s) => s.shiftIds))]);
  const byId = new Map(suggested.map((s) => [s.id, s]));
  const places = await placesOf([...suggested, ...open]);
  const view = (s: StaffShift) => toEmployeeShiftView(s, { place: places.get(s.placeOfWork.id) });

  const offers: ShiftOffer[] = [];
  const offered = new Set<string>();
  for (const suggestion of made) {
    if (!isSuggestionOpen(suggestion, byId, now)) continue;
    const its = suggestion.shiftIds.map((id) => byId.get(id)!);
    its.forEach((s) => offered.add(s.id));
    offers.push({
      kind: suggestion.kind,
      id: suggestion.id,
      state: suggestion.state,
      suggestedAt: suggestion.suggestedAt.toISOString(),
      shifts: its.sort((a, b) => a.start.getTime() - b.start.getTime()).map(view),
    });
  }
  for (const s of open) {
    if (!canTakeShift(s, now) || offered.has(s.id)) continue;
    offers.push({ kind: 'open', id: s.id, state: 'suggested', suggestedAt: null, shifts: [view(s)] });
  }
  offers.sort((a, b) => a.shifts[0]!.start.localeCompare(b.shifts[0]!.start) || a.id.localeCompare(b.id));
  const { skip, take, ...filter } = query;
  const matching = offers.filter((o) => offerMatches(o, filter));
  return { total: matching.length, offers: matching.slice(skip, skip + take), choices: choicesOfOffers(offers) };
};

/** How far ahead the MarkShift choices look: the four weeks of upcoming shifts. */
const CREATE_SHIFT_DAYS_AHEAD = 28;

/**
 * GET /v1/User/CreateShiftData: the places of work (with their customer) and the profession
 * titles of the caller's shifts from the last year to four weeks ahead: where they may record one.
 */
export const createShiftData: Handler<typeof getCreateShiftData> = async (_input, c) =>
  shiftChoices(await callerEmployeeId(c), new Date());

/** The MarkShift choices of an employee (CreateShiftData); recording a shift checks against the same. */
export async function shiftChoices(employeeId: string, now: Date) {
  const theirs = (
    await employeeShifts(
      employeeId,
      addAgencyDays(now, -DONE_SHIFTS_MAX_DAYS),
      addAgencyDays(startOfAgencyDay(now), CREATE_SHIFT_DAYS_AHEAD),
    )
  ).filter((s) => s.state !== 'cancelled' && s.state !== 'undone');
  return {
    placesOfWork: distinctRefs(
      theirs.map((s) => ({
        id: s.placeOfWork.id,
        name: s.placeOfWork.name,
        customer: { id: s.customer.id, name: s.customer.name },
      })),
    ),
    professionTitles: distinctRefs(theirs.map((s) => toTitleView(s.professionTitle))),
  };
}
