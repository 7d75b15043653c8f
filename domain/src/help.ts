import { AGENCY_TIME_ZONE, SICK_LEAVE_CERTIFICATE_DAYS } from './constants';
import { dateTimeFormat } from './intl-formats';

/**
 * The numbers the employee's help pages state (/faq, contact us; spec section 9), in one place:
 * the texts in five languages take them as values, so a changed rule changes every language.
 * They live here, not in ./constants.ts, because only the lazily loaded help screens (and the
 * functions) read them: the constants module is part of the first bundle, and every constant
 * anyone uses stays in it.
 */

/** The yearly batch transfer usually happens in the first week of May. */
export const HOLIDAY_BATCH_TRANSFER_MONTH = 5;

/** Opening hours by ISO weekday (1 Monday … 7 Sunday); `null` is closed. Hours are local, 24 h. */
export type OpeningHours = Readonly<
  Record<1 | 2 | 3 | 4 | 5 | 6 | 7, { readonly opens: number; readonly closes: number } | null>
>;
/** The sick-leave phone service answers Mon–Fri 7–16. */
export const SICK_LEAVE_PHONE_HOURS: OpeningHours = {
  1: { opens: 7, closes: 16 },
  2: { opens: 7, closes: 16 },
  3: { opens: 7, closes: 16 },
  4: { opens: 7, closes: 16 },
  5: { opens: 7, closes: 16 },
  6: null,
  7: null,
};
/** The service centre is open Mon–Fri 6–18, Sat 7–16, Sun 10–16. */
export const SERVICE_CENTRE_HOURS: OpeningHours = {
  1: { opens: 6, closes: 18 },
  2: { opens: 6, closes: 18 },
  3: { opens: 6, closes: 18 },
  4: { opens: 6, closes: 18 },
  5: { opens: 6, closes: 18 },
  6: { opens: 7, closes: 16 },
  7: { opens: 10, closes: 16 },
};

/** Whether `hours` are open at the instant `at`, counted in `timeZone` (the agency's by default). */
export function isOpenAt(hours: OpeningHours, at: Date, timeZone: string = AGENCY_TIME_ZONE): boolean {
  const parts = dateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday')) + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
  const today = hours[weekday];
  if (!today) return false;
  const time = Number(get('hour')) + Number(get('minute')) / 60;
  return time >= today.opens && time < today.closes;
}

/** A salary certificate with evaluation is delivered in about 7 working days. */
export const SALARY_CERTIFICATE_WORKING_DAYS = 7;

/** The holiday batch transfer usually happens in this week of `HOLIDAY_BATCH_TRANSFER_MONTH` (the first). */
export const HOLIDAY_BATCH_TRANSFER_WEEK = 1;

/** What the FAQ says, by topic: the values its texts are filled with. */
export const FAQ_FACTS = {
  sickLeave: { certificateDays: SICK_LEAVE_CERTIFICATE_DAYS, phoneHours: SICK_LEAVE_PHONE_HOURS },
  certificates: { salaryCertificateWorkingDays: SALARY_CERTIFICATE_WORKING_DAYS },
  holidays: { batchTransferMonth: HOLIDAY_BATCH_TRANSFER_MONTH, batchTransferWeek: HOLIDAY_BATCH_TRANSFER_WEEK },
} as const;

/** The FAQ's topics, in the order the page lists them. */
export const FAQ_TOPICS = ['sickLeave', 'taxCard', 'travelInvoices', 'certificates', 'holidays'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

/** The service centre's hours, as contact us shows them. */
export const CONTACT_HOURS: OpeningHours = SERVICE_CENTRE_HOURS;

/** Days in a row (ISO weekdays, 1 Monday … 7 Sunday) open the same hours: "Mon–Fri 6–18". */
export interface OpeningHoursRun {
  from: number;
  to: number;
  opens: number;
  closes: number;
}

/**
 * Opening hours as runs of consecutive days with the same hours, closed days left out, Monday
 * first: the service centre is [Mon–Fri 6–18, Sat 7–16, Sun 10–16].
 */
export function openingHoursRuns(hours: OpeningHours): OpeningHoursRun[] {
  const runs: OpeningHoursRun[] = [];
  for (const weekday of [1, 2, 3, 4, 5, 6, 7] as const) {
    const day = hours[weekday];
    if (!day) continue;
    const last = runs.at(-1);
    if (last && last.to === weekday - 1 && last.opens === day.opens && last.closes === day.closes) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, opens: day.opens, closes: day.closes });
  }
  return runs;
}
