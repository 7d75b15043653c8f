import { z } from 'zod';
import { TEXT_LIMITS } from '../../constants';
import { firestoreDocId, optionalText } from '../../entities/common';
import { firestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';
import { addAgencyDays } from '../time';
import { isoInstant } from './views';

/**
 * What the employee sends to add or edit their own calendar entry (a shift wish or a
 * not-available period; the route says which, an edit keeps the entry's type). The rules of
 * spec section 8 that need the clock ('Events can not be created to the past', 'Past events can
 * not be edited') are `canCreateEvent` / `canEditEvent` in states/calendar.ts, checked by the
 * route against the server's now.
 */

/**
 * The longest entry, in Helsinki days: the month read looks this far back for an entry begun
 * before the month (functions/src/staffApi/calendar/month.ts), so a longer one would vanish.
 */
export const CALENDAR_EVENT_MAX_DAYS = 31;

/** An instant in a body: ISO 8601 with its offset (`2026-10-24T21:00:00Z`), so documented. */
const instant = firestoreDate.meta({ type: 'string', format: 'date-time' });

export const calendarEventBody = z
  .object({
    start: instant,
    end: instant,
    title: optionalText(),
    note: optionalText(TEXT_LIMITS.medium),
  })
  .refine((e) => e.end > e.start, { error: m.endBeforeStart, path: ['end'] })
  .refine((e) => e.end <= addAgencyDays(e.start, CALENDAR_EVENT_MAX_DAYS), { error: m.invalidValue, path: ['end'] });
export type CalendarEventBody = z.infer<typeof calendarEventBody>;

/** The `{id}` of an entry's edit and delete routes. */
export const calendarEventParams = z.object({ id: firestoreDocId });

/**
 * Our extension (not in the spec): the personal calendar feed's state. The secret address is
 * answered when it is made (`calendarFeedCreated`), and again to its owner after a recent sign-in
 * (`getCalendarFeedAddress`, issue 23 item 9) when the feed was made since the token has been
 * kept sealed (`showable`); see the README's calendar feed section for how it is kept.
 */
export const calendarFeedStatus = z.object({
  active: z.boolean(),
  created: isoInstant.nullable(),
  /** The address can be shown again (false for none, and for one made before addresses were kept). */
  showable: z.boolean(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;
export const calendarFeedCreated = z.object({
  /** The feed's path on the app's own host, `/calendar-feed/<token>.ics`; the token is in nothing else. */
  path: z.string(),
  created: isoInstant,
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreated>;
