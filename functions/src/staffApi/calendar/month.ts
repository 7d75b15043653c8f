import { addAgencyDays, agencyMonth, AGENCY_TIME_ZONE, calendarItems, type getCalendarMonth } from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import {
  calendarEvents,
  callerEmployeeId,
  employeeShifts,
  parseCalendarEvent,
  parseSuggestion,
  read,
  shiftsById,
  suggestions,
} from '../shift/store';

/** An entry that starts this many days before the month can still reach into it (a not-available week). */
const REACH_BACK_DAYS = 31;

/**
 * GET /v1/Calendar/{year}/{month}: the caller's Helsinki month from three queries on their staff
 * id + start (own entries, shifts, suggestions), each read from a little before the month so an
 * entry begun earlier still shows; what overlaps the month is kept.
 */
export const calendarMonth: Handler<typeof getCalendarMonth> = async ({ params }, c) => {
  const employeeId = await callerEmployeeId(c);
  const { start, end } = agencyMonth(params.year, params.month);
  const reach = addAgencyDays(start, -REACH_BACK_DAYS);
  const between = <T extends { start: Date; end: Date }>(x: T) => x.start < end && x.end > start;
  const [events, shifts, made] = await Promise.all([
    read(
      calendarEvents().where('employeeId', '==', employeeId).where('start', '>=', reach).where('start', '<', end),
      parseCalendarEvent,
    ),
    employeeShifts(employeeId, addAgencyDays(start, -1), end),
    read(
      suggestions().where('employeeId', '==', employeeId).where('start', '>=', reach).where('start', '<', end),
      parseSuggestion,
    ),
  ]);
  const suggested = new Map(
    (await shiftsById([...new Set(made.filter(between).flatMap((s) => s.shiftIds))])).map((s) => [s.id, s]),
  );
  const items = calendarItems(
    {
      events: events.filter(between),
      shifts: shifts.filter(between),
      suggestions: made.filter(between).map((suggestion) => ({
        suggestion,
        shifts: suggestion.shiftIds.flatMap((id) => suggested.get(id) ?? []).filter(between),
      })),
    },
    new Date(),
  );
  return { year: params.year, month: params.month, timeZone: AGENCY_TIME_ZONE, items };
};
