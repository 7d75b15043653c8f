import { startOfWeek } from 'date-fns';
import { z } from 'zod';
import { AGENCY_TIME_ZONE, LANGUAGE_LOCALES, type SupportedLanguage } from '../../constants';
import { firestoreDocId } from '../../entities/common';
import { validationMessages as m } from '../../texts/messages';
import { customerPlacesOfWorkResponse, WORKED_STATES } from '../shifts/customer';
import type { StaffShift } from '../shifts/model';
import { localName } from '../shifts/model';
import { agencyDayText } from '../shifts/views';
import { addAgencyDays, agencyDay, agencyDayStart, agencyTime, formatAgencyDate, formatAgencyTime, shiftHours } from '../time';
import { dateTimeFormat } from '../../intl-formats';

/**
 * The customers' rosters (spec section 7, `/v1/Prints/Customer/...`): which shifts a roster shows,
 * its period's rules, its rows and totals, and its words in the five languages. The PDF itself is
 * drawn by functions/src/staffApi/prints; the why of each decision is in ./README.md.
 */

/** The longest period one roster covers, in Helsinki days (both ends included): two months. */
export const ROSTER_MAX_DAYS = 62;

/** A roster lists the shifts someone works or worked: filled, accepted, billed, not charged (`WORKED_STATES`). */
export const ROSTER_STATES = WORKED_STATES;

/** PrintReport's query: a place of work of the caller's customers and a Helsinki period, both days included. */
export const rosterQuery = z
  .object({ placeOfWorkId: firestoreDocId, from: agencyDayText, until: agencyDayText })
  .strict()
  .refine((q) => q.from <= q.until, { error: m.endBeforeStart, path: ['until'] });
export type RosterQuery = z.infer<typeof rosterQuery>;

/** PlacesOfWork: the caller's customers' places, as the customer's other lists name them. */
export const rosterPlacesResponse = customerPlacesOfWorkResponse;
export type RosterPlacesResponse = z.infer<typeof rosterPlacesResponse>;

/** How many Helsinki days `from`..`until` spans, both included (a daylight-saving day is still one). */
export function rosterPeriodDays(from: string, until: string): number {
  const start = agencyDayStart(from);
  const end = agencyDayStart(until);
  if (!start || !end) return 0;
  return Math.round((end.getTime() - start.getTime()) / 86_400_000) + 1;
}

/** Whether a period is longer than one roster covers. */
export const rosterPeriodTooLong = (from: string, until: string): boolean => rosterPeriodDays(from, until) > ROSTER_MAX_DAYS;

/** The instants [start, end) of a Helsinki period: its first midnight and the one after its last day. */
export function rosterInstants(from: string, until: string): { start: Date; end: Date } {
  return { start: agencyDayStart(from)!, end: addAgencyDays(agencyDayStart(until)!, 1) };
}

export const ROSTER_PRESETS = ['thisWeek', 'nextTwoWeeks'] as const;
export type RosterPreset = (typeof ROSTER_PRESETS)[number];

/**
 * The screen's ready periods as Helsinki days: this week Monday to Sunday, and the next two weeks
 * from today through the 13th day after it (14 days).
 */
export function rosterPresetDays(preset: RosterPreset, now: Date): { from: string; until: string } {
  if (preset === 'nextTwoWeeks') return { from: agencyDay(now), until: agencyDay(addAgencyDays(now, 13)) };
  const monday = new Date(startOfWeek(agencyTime(now), { weekStartsOn: 1 }).getTime());
  return { from: agencyDay(monday), until: agencyDay(addAgencyDays(monday, 6)) };
}

/** One shift of a roster: its times, who works it and as what, and its hours. */
export interface RosterRow {
  start: Date;
  end: Date;
  employee: string;
  title: string;
  hours: number;
}

/** A roster's content: its shifts by start, and each employee's total. */
export interface Roster {
  rows: RosterRow[];
  totals: { employee: string; shifts: number; hours: number }[];
  shifts: number;
  hours: number;
}

/** Who a roster names for a shift: the agency's employee, or the worker the customer recorded. */
const workerOf = (s: Pick<StaffShift, 'employee' | 'workerName'>): string | null => s.employee?.name ?? s.workerName ?? null;

/**
 * The roster of `shifts` (one place's, in the period) in `language`: those in `ROSTER_STATES` with
 * a worker, by start (ties by name); totals per employee by name (the language's order), with the hours of
 * `shiftHours` (less the lunch break, 2 decimals), so a total is the sum of the hours printed above it.
 */
export function rosterOf(
  shifts: readonly Pick<StaffShift, 'start' | 'end' | 'lunchBreak' | 'state' | 'employee' | 'workerName' | 'professionTitle'>[],
  language: SupportedLanguage,
): Roster {
  const collator = new Intl.Collator(LANGUAGE_LOCALES[language]);
  const rows = shifts
    .filter((s) => ROSTER_STATES.includes(s.state) && workerOf(s) !== null)
    .map((s) => ({
      start: s.start,
      end: s.end,
      employee: workerOf(s)!,
      title: localName(s.professionTitle, language),
      hours: shiftHours(s),
    }))
    .sort((a, b) => a.start.getTime() - b.start.getTime() || collator.compare(a.employee, b.employee));
  const totals = new Map<string, { employee: string; shifts: number; hours: number }>();
  for (const row of rows) {
    const total = totals.get(row.employee) ?? { employee: row.employee, shifts: 0, hours: 0 };
    totals.set(row.employee, { ...total, shifts: total.shifts + 1, hours: total.hours + row.hours });
  }
  const round = (h: number) => Math.round(h * 100) / 100;
  return {
    rows,
    totals: [...totals.values()]
      .map((t) => ({ ...t, hours: round(t.hours) }))
      .sort((a, b) => collator.compare(a.employee, b.employee)),
    shifts: rows.length,
    hours: round(rows.reduce((sum, r) => sum + r.hours, 0)),
  };
}

/** A shift's Helsinki day as a roster's row names it: the short weekday in the language and d.M.y ("pe 27.11.2026", "Fri 27.11.2026"). */
export function rosterDayText(at: Date, language: SupportedLanguage): string {
  const start = agencyDayStart(agencyDay(at))!;
  const weekday = dateTimeFormat(LANGUAGE_LOCALES[language], { weekday: 'short', timeZone: AGENCY_TIME_ZONE }).format(
    // Noon of the day: its weekday whatever the zone's offset.
    new Date(start.getTime() + 12 * 3_600_000),
  );
  return `${weekday} ${formatAgencyDate(start)}`;
}

/**
 * A shift's Helsinki clock times, start–end (H.mm). A plain dash: the PDF's Montserrat has no glyph
 * for the word joiner the screens put around a range's dash (it would print a box), and a table
 * cell of `auto` width does not wrap.
 */
export const rosterTimes = (row: Pick<RosterRow, 'start' | 'end'>): string =>
  `${formatAgencyTime(row.start)}–${formatAgencyTime(row.end)}`;

/** A period as the roster writes it, d.M.y–d.M.y (a plain dash, as `rosterTimes`). */
export const rosterPeriodText = (from: string, until: string): string =>
  `${formatAgencyDate(agencyDayStart(from)!)}–${formatAgencyDate(agencyDayStart(until)!)}`;

/** The PDF's file name: the place and the period as days (`Roster Hotelli Aurora 2026-11-30–2026-12-13.pdf`). */
export const rosterFileName = (title: string, place: string, from: string, until: string): string =>
  `${title} ${place} ${from}–${until}.pdf`.replace(/[\\/:*?"<>|]+/g, ' ');

/** The words of a roster in one language. */
export interface RosterTexts {
  title: string;
  placeOfWork: string;
  customer: string;
  period: string;
  printed: string;
  columns: readonly [date: string, time: string, employee: string, title: string, hours: string];
  totalsHeading: string;
  totalsColumns: readonly [employee: string, shifts: string, hours: string];
  total: string;
  noShifts: string;
  page: (page: number, pages: number) => string;
}

export const ROSTER_TEXTS: Record<SupportedLanguage, RosterTexts> = {
  fi: {
    title: 'Työvuorolista',
    placeOfWork: 'Työpaikka',
    customer: 'Asiakas',
    period: 'Ajanjakso',
    printed: 'Tulostettu',
    columns: ['Päivä', 'Aika', 'Työntekijä', 'Tehtävä', 'Tunnit'],
    totalsHeading: 'Tunnit työntekijöittäin',
    totalsColumns: ['Työntekijä', 'Vuoroja', 'Tunnit'],
    total: 'Yhteensä',
    noShifts: 'Ajanjaksolla ei ole vuoroja tässä työpaikassa.',
    page: (page, pages) => `Sivu ${page} / ${pages}`,
  },
  en: {
    title: 'Roster',
    placeOfWork: 'Place of work',
    customer: 'Customer',
    period: 'Period',
    printed: 'Printed',
    columns: ['Date', 'Time', 'Employee', 'Role', 'Hours'],
    totalsHeading: 'Hours by employee',
    totalsColumns: ['Employee', 'Shifts', 'Hours'],
    total: 'Total',
    noShifts: 'There are no shifts at this place of work in the period.',
    page: (page, pages) => `Page ${page} / ${pages}`,
  },
  sv: {
    title: 'Arbetsschema',
    placeOfWork: 'Arbetsplats',
    customer: 'Kund',
    period: 'Period',
    printed: 'Utskrivet',
    columns: ['Datum', 'Tid', 'Anställd', 'Uppgift', 'Timmar'],
    totalsHeading: 'Timmar per anställd',
    totalsColumns: ['Anställd', 'Skift', 'Timmar'],
    total: 'Totalt',
    noShifts: 'Det finns inga skift på den här arbetsplatsen under perioden.',
    page: (page, pages) => `Sida ${page} / ${pages}`,
  },
  uk: {
    title: 'Графік змін',
    placeOfWork: 'Місце роботи',
    customer: 'Клієнт',
    period: 'Період',
    printed: 'Надруковано',
    columns: ['Дата', 'Час', 'Працівник', 'Посада', 'Години'],
    totalsHeading: 'Години за працівниками',
    totalsColumns: ['Працівник', 'Змін', 'Години'],
    total: 'Разом',
    noShifts: 'У цьому місці роботи за період немає змін.',
    page: (page, pages) => `Сторінка ${page} / ${pages}`,
  },
  ru: {
    title: 'График смен',
    placeOfWork: 'Место работы',
    customer: 'Клиент',
    period: 'Период',
    printed: 'Напечатано',
    columns: ['Дата', 'Время', 'Работник', 'Должность', 'Часы'],
    totalsHeading: 'Часы по работникам',
    totalsColumns: ['Работник', 'Смен', 'Часы'],
    total: 'Итого',
    noShifts: 'В этом месте работы за период нет смен.',
    page: (page, pages) => `Страница ${page} / ${pages}`,
  },
};
