import {
  HOLIDAY_BATCH_TRANSFER_MONTH,
  SALARY_CERTIFICATE_WORKING_DAYS,
  SERVICE_CENTRE_HOURS,
  SICK_LEAVE_CERTIFICATE_DAYS,
  SICK_LEAVE_PHONE_HOURS,
  type OpeningHours,
} from './constants';

/**
 * The numbers the employee's help pages state (/faq, contact us; spec section 9), in one place:
 * the texts in five languages take them as values, so a changed rule changes every language.
 */

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
