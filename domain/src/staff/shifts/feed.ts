import { formatAgencyTime } from '../time';
import type { StaffShift } from './model';

/**
 * Our extension (issue 15 item 7): an employee's shifts as an iCalendar feed (RFC 5545) that a
 * phone's calendar subscribes to. Times are UTC (`...Z`), so no VTIMEZONE is needed; each shift's
 * UID is stable (`<shift id>@vuoro`), so an edit updates the event instead of adding one; a
 * cancelled shift stays in the feed as STATUS:CANCELLED, so a subscribed calendar drops it.
 */

/** The feed's address on the app's host; the token is the whole secret. */
export const calendarFeedPath = (token: string): string => `/calendar-feed/${token}.ics`;
/** A token as `PUT /v1/Calendar/Employee/Feed/Address` makes it (32 random bytes, base64url). */
export const CALENDAR_FEED_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** 20261024T190000Z */
const utc = (at: Date): string =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** TEXT value escaping (RFC 5545 3.3.11). */
const text = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (RFC 5545 3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = new TextEncoder().encode(ch).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export interface FeedTexts {
  /** The calendar's name, e.g. 'Vuoro: Eero Esimerkki'. */
  name: string;
  /** DESCRIPTION's labels, in the employee's language (`calendarFeed` namespace of the web's locales). */
  lunchBreak: string;
  contactPerson: string;
  info: string;
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

/** The feed of `shifts` (the caller picks which), stamped `now`. */
export function shiftFeed(shifts: readonly StaffShift[], now: Date, t: FeedTexts): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Vuoro//Shift feed//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  lines.push(`X-WR-CALNAME:${text(t.name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT1H', 'X-PUBLISHED-TTL:PT1H');
  for (const s of shifts) {
    const cancelled = s.state === 'cancelled' || s.state === 'undone';
    lines.push(
      'BEGIN:VEVENT',
      `UID:${s.id}@vuoro`,
      `DTSTAMP:${utc(now)}`,
      `DTSTART:${utc(s.start)}`,
      `DTEND:${utc(s.end)}`,
      `SUMMARY:${text(`${s.professionTitle.name}, ${s.placeOfWork.name}`)}`,
      `LOCATION:${text(s.placeOfWork.name)}`,
      `DESCRIPTION:${text(description(s, t))}`,
      `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}
