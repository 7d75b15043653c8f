import { TZDate } from '@date-fns/tz';
import { addDays, addMonths, format, startOfDay } from 'date-fns';
import {
  AGENCY_TIME_ZONE,
  DATE_FORMAT,
  HOUR_DECIMALS,
  LANGUAGE_LOCALES,
  SENTENCE_WEEKDAY,
  TIME_FORMAT,
  type SupportedLanguage,
} from '../constants';
import { dateTimeFormat } from '../intl-formats';

/**
 * Staff times are stored as UTC instants and read in the agency's time zone (Europe/Helsinki):
 * a day, a month and a clock time are Helsinki's, whatever the server's or the phone's zone.
 * Arithmetic on calendar days goes through `TZDate`, so a day across a daylight-saving change
 * is 23 or 25 hours long and still one day.
 */

/** The instant as a date in the agency's zone (date-fns reads its fields there). */
export const agencyTime = (at: Date, timeZone: string = AGENCY_TIME_ZONE): TZDate => new TZDate(at.getTime(), timeZone);

/** The agency's calendar day of an instant, `yyyy-MM-dd` (sorts and groups as text). */
export const agencyDay = (at: Date, timeZone: string = AGENCY_TIME_ZONE): string =>
  format(agencyTime(at, timeZone), 'yyyy-MM-dd');

/** The product's date format, d.M.y (24.10.2026), of the instant's Helsinki day. */
export const formatAgencyDate = (at: Date, timeZone: string = AGENCY_TIME_ZONE): string =>
  format(agencyTime(at, timeZone), DATE_FORMAT);

/** The product's time format, H.mm (6.05), on Helsinki's clock. */
export const formatAgencyTime = (at: Date, timeZone: string = AGENCY_TIME_ZONE): string =>
  format(agencyTime(at, timeZone), TIME_FORMAT);

/** The first instant of the instant's Helsinki day. */
export const startOfAgencyDay = (at: Date, timeZone: string = AGENCY_TIME_ZONE): Date =>
  new Date(startOfDay(agencyTime(at, timeZone)).getTime());

/** The same Helsinki clock time `days` calendar days later (earlier when negative). */
export const addAgencyDays = (at: Date, days: number, timeZone: string = AGENCY_TIME_ZONE): Date =>
  new Date(addDays(agencyTime(at, timeZone), days).getTime());

/** A Helsinki month (1–12) as the instants [start, end): its first midnight and the next month's. */
export function agencyMonth(year: number, month: number, timeZone: string = AGENCY_TIME_ZONE): { start: Date; end: Date } {
  const first = new TZDate(year, month - 1, 1, timeZone);
  return { start: new Date(first.getTime()), end: new Date(addMonths(first, 1).getTime()) };
}

/** Hours rounded to the product's 2 decimals (7.5 → 7.5, 7.3333 → 7.33). */
export const roundHours = (hours: number): number => {
  const factor = 10 ** HOUR_DECIMALS;
  return Math.round(hours * factor) / factor;
};

/**
 * The hours a shift pays: the real time between its instants less the lunch break (minutes),
 * never below zero. A night across the October change is an hour longer than its clock times
 * say, one across the March change an hour shorter.
 */
export function shiftHours(shift: { start: Date; end: Date; lunchBreak?: number | null }): number {
  const minutes = (shift.end.getTime() - shift.start.getTime()) / 60_000 - (shift.lunchBreak ?? 0);
  return roundHours(Math.max(0, minutes) / 60);
}

const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first instant of a Helsinki day written `yyyy-MM-dd`; null when it is no such day (2026-02-30). */
export function agencyDayStart(day: string, timeZone: string = AGENCY_TIME_ZONE): Date | null {
  const match = DAY_TEXT.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = new TZDate(year, month - 1, date, timeZone);
  return start.getFullYear() === year && start.getMonth() === month - 1 && start.getDate() === date
    ? new Date(start.getTime())
    : null;
}

/**
 * The instant a Helsinki clock time (`H.mm` or `HH:mm`) reads on a Helsinki day (`yyyy-MM-dd`),
 * `dayOffset` days later (a shift over midnight ends the next day); null for a day that does not
 * exist. Built field by field in the zone, so a time after a daylight-saving change is right.
 */
export function agencyInstant(day: string, clock: string, dayOffset = 0, timeZone: string = AGENCY_TIME_ZONE): Date | null {
  const start = agencyDayStart(day, timeZone);
  const match = /^(\d{1,2})[.:](\d{2})$/.exec(clock.trim());
  if (!start || !match) return null;
  const midnight = agencyTime(addAgencyDays(start, dayOffset, timeZone), timeZone);
  const at = new TZDate(
    midnight.getFullYear(),
    midnight.getMonth(),
    midnight.getDate(),
    Number(match[1]),
    Number(match[2]),
    timeZone,
  );
  return new Date(at.getTime());
}

/**
 * The Helsinki day of an instant inside a sentence, as the web's `formatDayInSentence` writes a
 * day: the weekday as the language writes it mid-sentence and d.M. ("pe 27.11.", "Friday 27.11.",
 * "пʼятниця 27.11.").
 */
export function formatAgencyDayInSentence(at: Date, language: SupportedLanguage, timeZone: string = AGENCY_TIME_ZONE): string {
  const weekday = dateTimeFormat(LANGUAGE_LOCALES[language], { weekday: SENTENCE_WEEKDAY[language], timeZone }).format(at);
  return `${weekday} ${format(agencyTime(at, timeZone), 'd.M.')}`;
}
