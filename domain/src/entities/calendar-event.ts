import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { calendarEventType } from '../labels';
import { validationMessages as m } from '../texts/messages';
import { docId, optionalText } from './common';

/**
 * A calendar entry: 1 Shift request, 2 Not available, 3 Shift suggestion, 4 In shift,
 * 5 Rejected shift suggestion. `shiftId` links types 3–5 to their shift.
 */
export const calendarEvent = z.object({
  id: docId,
  type: calendarEventType,
  start: firestoreDate,
  end: firestoreDate,
  title: optionalText(),
  note: optionalText(TEXT_LIMITS.medium),
  shiftId: docId.nullish(),
});
export type CalendarEvent = z.infer<typeof calendarEvent>;

/** What an employee sends to add or edit a shift request or a not-available period. */
export const calendarEventForm = z
  .object({
    type: z.union([z.literal(1), z.literal(2)], { error: m.fieldRequired }),
    start: firestoreDate,
    end: firestoreDate,
    note: optionalText(TEXT_LIMITS.medium),
  })
  .refine((event) => event.end >= event.start, { error: m.endBeforeStart, path: ['end'] });
export type CalendarEventForm = z.infer<typeof calendarEventForm>;
