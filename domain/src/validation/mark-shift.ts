import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { requiredDate } from '../firestore';
import { validationMessages as m } from '../texts/messages';

const fillAll = { error: m.fillAllRequiredFields };

/** A clock time as typed: `8.00`, `08:00`, `23.30` (the product's time format is H.mm). */
export const clockTime = z
  .string(fillAll)
  .trim()
  .min(1, { ...fillAll, abort: true })
  .regex(/^([01]?\d|2[0-3])[.:][0-5]\d$/, { error: m.invalidValue });

/** Minutes since midnight of a clock time typed as `H.mm` or `HH:mm`. */
export function clockMinutes(time: string): number {
  const [hours, minutes] = time.split(/[.:]/).map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/**
 * MarkShift: an employee records a shift they worked. Any missing required field gives
 * 'Fill all required fields'. An end earlier than the start is a shift over midnight.
 */
export const markShiftForm = z.object({
  date: requiredDate(m.fillAllRequiredFields),
  start: clockTime,
  end: clockTime,
  placeOfWork: z.string(fillAll).trim().min(1, fillAll).max(128, { error: m.textTooLong }),
  professionTitle: z.string(fillAll).trim().min(1, fillAll).max(128, { error: m.textTooLong }),
  lunchBreak: z
    .number(fillAll)
    .int({ error: m.wholeNumberRequired })
    .min(0, { error: m.numberOutOfRange })
    .max(480, { error: m.numberOutOfRange }),
  notes: z.string().trim().max(TEXT_LIMITS.medium, { error: m.textTooLong }).nullish(),
});
export type MarkShiftForm = z.infer<typeof markShiftForm>;

/** Length of the marked shift in hours, lunch break excluded (over midnight counts to the next day). */
export function markedShiftHours(shift: Pick<MarkShiftForm, 'start' | 'end' | 'lunchBreak'>): number {
  const start = clockMinutes(shift.start);
  let end = clockMinutes(shift.end);
  if (end <= start) end += 24 * 60;
  return Math.max(0, end - start - shift.lunchBreak) / 60;
}
