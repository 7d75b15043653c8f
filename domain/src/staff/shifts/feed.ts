import { formatAgencyTime } from '../time';
import { localName, type StaffPlaceOfWork, type StaffShift } from './model';

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
  /**
   * DESCRIPTION's lines, in the employee's language (the shared `calendarFeed` namespace,
   * domain/src/texts). The lunch break in feed wording, `{{count}}` the minutes, a form per
   * plural category of the language (i18next's `_one`, `_few`, …): 'Lunch break: 30 min'.
   */
  lunchBreakMinutes_one: string;
  lunchBreakMinutes_other: string;
  lunchBreakMinutes_few?: string;
  lunchBreakMinutes_many?: string;
  contactPerson: string;
  /** The place of work's phone. */
  phone: string;
  info: string;
}

/** Where a shift's place of work is, as the feed reads it from the stored place (the shift keeps its name only). */
export type FeedPlace = Pick<StaffPlaceOfWork, 'address' | 'city' | 'phone'>;

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

/** LOCATION: the place's name with its street address and city, so a phone's calendar can find it on a map. */
export function feedLocation(s: Pick<StaffShift, 'placeOfWork'>, place: FeedPlace | undefined): string {
  return [s.placeOfWork.name, place?.address, place?.city].filter(Boolean).join(', ');
}

/** The lunch break's line in the plural form `language` takes for its minutes, as i18next would pick it. */
function lunchBreakLine(t: FeedTexts, minutes: number, language: string): string {
  const form = new Intl.PluralRules(language).select(minutes);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: t.lunchBreakMinutes_one,
    few: t.lunchBreakMinutes_few,
    many: t.lunchBreakMinutes_many,
    other: t.lunchBreakMinutes_other,
  };
  return (forms[form] ?? t.lunchBreakMinutes_other).replace('{{count}}', String(minutes));
}

function description(s: StaffShift, t: FeedTexts, language: string, place: FeedPlace | undefined): string {
  const lines = [
    `${s.customer.name}`,
    `${formatAgencyTime(s.start)}–${formatAgencyTime(s.end)}`,
    s.lunchBreak ? lunchBreakLine(t, s.lunchBreak, language) : null,
    s.contactPerson ? `${t.contactPerson}: ${s.contactPerson}` : null,
    place?.phone ? `${t.phone}: ${place.phone}` : null,
    s.infoToEmployee ? `${t.info}: ${s.infoToEmployee}` : null,
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

/**
 * The events of `shifts` (the caller picks which), their texts made safe by `feedText`, worded in
 * `language` (the language of `t`); `places` (by id) give LOCATION its address and DESCRIPTION the
 * place's phone.
 */
export function feedEvents(
  shifts: readonly StaffShift[],
  t: FeedTexts,
  { language, places = new Map() }: { language: string; places?: ReadonlyMap<string, FeedPlace> },
): FeedEvent[] {
  return shifts.map((s) => ({
    uid: `${s.id}@vuoro`,
    start: s.start,
    end: s.end,
    summary: feedText(`${localName(s.professionTitle, language)}, ${s.placeOfWork.name}`),
    location: feedText(feedLocation(s, places.get(s.placeOfWork.id))),
    description: feedText(description(s, t, language, places.get(s.placeOfWork.id))),
    cancelled: s.state === 'cancelled' || s.state === 'undone',
  }));
}
