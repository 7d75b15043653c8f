import { formatAgencyTime } from '../time';
import type { StaffShift } from './model';

/**
 * Our extension (issue 15 item 7): an employee's shifts as an iCalendar feed (RFC 5545) that a
 * phone's calendar subscribes to. This module decides what the feed says; the function writes it
 * with `ical-generator` (a maintained writer: escaping, line folding), so no iCalendar syntax is
 * written by hand. Times are UTC (`...Z`), so no VTIMEZONE is needed; each shift's UID is stable
 * (`<shift id>@vuoro`), so an edit updates the event instead of adding one; a cancelled shift
 * stays in the feed as STATUS:CANCELLED, so a subscribed calendar drops it.
 */

/** The feed's address on the app's host; the token is the whole secret. */
export const calendarFeedPath = (token: string): string => `/calendar-feed/${token}.ics`;
/** A token as `PUT /v1/Calendar/Employee/Feed/Address` makes it (32 random bytes, base64url). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** How often a subscribed calendar should fetch the feed again. */
export const CALENDAR_FEED_REFRESH_SECONDS = 3600;

export interface FeedTexts {
  /** The calendar's name, e.g. 'Vuoro: Eero Esimerkki'. */
  name: string;
  /** DESCRIPTION's labels, in the employee's language (the shared `calendarFeed` namespace, domain/src/texts). */
  lunchBreak: string;
  contactPerson: string;
  info: string;
}

/** One VEVENT, as plain values; the writer escapes and folds them. */
export interface FeedEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
  cancelled: boolean;
}

/**
 * A stored text as an iCalendar TEXT value may carry it (RFC 5545 3.3.11: no CONTROL characters
 * but HTAB). Every line break (CRLF, a bare CR, LF) becomes one LF, which the writer escapes as
 * `\n`; a tab stays; every other C0 control character and DEL is dropped, since a calendar could
 * neither show it nor parse a feed that carries it.
 */
export function feedText(value: string): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  return value.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '');
}

function description(s: StaffShift, t: FeedTexts): string {
  const lines = [
    `${s.customer.name}`,
    `${formatAgencyTime(s.start)}–${formatAgencyTime(s.end)}`,
    s.lunchBreak ? `${t.lunchBreak}: ${s.lunchBreak}` : null,
    s.contactPerson ? `${t.contactPerson}: ${s.contactPerson}` : null,
    s.infoToEmployee ? `${t.info}: ${s.infoToEmployee}` : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

/** The events of `shifts` (the caller picks which), their texts made safe by `feedText`. */
export function feedEvents(shifts: readonly StaffShift[], t: FeedTexts): FeedEvent[] {
  return shifts.map((s) => ({
    uid: `${s.id}@vuoro`,
    start: s.start,
    end: s.end,
    summary: feedText(`${s.professionTitle.name}, ${s.placeOfWork.name}`),
    location: feedText(s.placeOfWork.name),
    description: feedText(description(s, t)),
    cancelled: s.state === 'cancelled' || s.state === 'undone',
  }));
}
