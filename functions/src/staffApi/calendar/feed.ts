import { randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { Hono } from 'hono';
import ical, { ICalCalendarMethod, ICalEventStatus, ICalEventTransparency } from 'ical-generator';
import {
  addAgencyDays,
  CALENDAR_FEED_REFRESH_SECONDS,
  CALENDAR_FEED_TOKEN,
  calendarFeedPath,
  feedEvents,
  SHARED_TEXTS,
  staffCalendarFeed,
  staffCollections,
  staffPerson,
  type deleteCalendarFeed,
  type FeedPlace,
  type FeedTexts,
  type getCalendarFeed,
  type putCalendarFeed,
  type StaffPerson,
  type StaffShift,
  type SupportedLanguage,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { log } from '../../lib/log';
import { tokenHash } from '../../talentCards/share';
import { callerEmployeeId, employeeShifts, placesOf } from '../shift/store';
import { sealFeedToken } from './feed-seal';

/**
 * Our extension (issue 15 item 7; domain/src/staff/shifts/README.md): an employee's shifts as a
 * calendar feed their phone subscribes to. Calendar apps cannot sign in, so the address carries
 * a secret token (32 random bytes); `staffCalendarFeeds` keys it by its SHA-256 (the document
 * id), so the feed is found by a hash lookup (no comparison of secrets), and keeps the token
 * itself only sealed (feed-seal.ts), so a database read reveals no address. One feed per employee: making a new one removes the old, in one
 * transaction with the read of the old ones, so concurrent makes and turn-offs leave at most one
 * live address (a transaction's query keeps others from adding a match until it commits).
 */

const feeds = () => db().collection(staffCollections.calendarFeeds);
/** The agency's language, for an employee who has not chosen one. */
const FALLBACK_FEED_LANGUAGE: SupportedLanguage = 'fi';

/** The feed reaches this far back (a shift just done stays on the phone a while) and ahead. */
const FEED_PAST_DAYS = 7;
const FEED_AHEAD_DAYS = 180;

export async function ownFeeds(employeeId: string, tx?: Transaction) {
  const query = feeds().where('employeeId', '==', employeeId).limit(10);
  return (tx ? await tx.get(query) : await query.get()).docs;
}

export const feedStatus: Handler<typeof getCalendarFeed> = async (_input, c) => {
  const [doc] = await ownFeeds(await callerEmployeeId(c));
  if (!doc) return { active: false, created: null, showable: false };
  const feed = staffCalendarFeed.parse({ id: doc.id, ...doc.data() });
  return { active: true, created: feed.created.toISOString(), showable: !!feed.sealedToken };
};

export const makeFeed: Handler<typeof putCalendarFeed> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  await db().runTransaction(async (tx) => {
    const old = await ownFeeds(employeeId, tx);
    for (const doc of old) tx.delete(doc.ref);
    const id = tokenHash(token);
    tx.create(feeds().doc(id), {
      employeeId,
      created: Timestamp.fromDate(created),
      sealedToken: sealFeedToken(token, employeeId, id),
    });
  });
  log.info('calendar feed made', { employeeId });
  c.header('Cache-Control', 'no-store');
  return { path: calendarFeedPath(token), created: created.toISOString() };
};

export const revokeFeed: Handler<typeof deleteCalendarFeed> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  await db().runTransaction(async (tx) => {
    for (const doc of await ownFeeds(employeeId, tx)) tx.delete(doc.ref);
  });
  log.info('calendar feed revoked', { employeeId });
  return null;
};

/** The feed as RFC 5545 text, written by `ical-generator` (escaping and folding are its job). */
function writeFeed(
  shifts: readonly StaffShift[],
  now: Date,
  language: SupportedLanguage,
  places: ReadonlyMap<string, FeedPlace>,
): string {
  const texts: FeedTexts = SHARED_TEXTS.calendarFeed[language];
  const calendar = ical({
    name: texts.name,
    prodId: { company: 'Vuoro', product: 'Shift feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: CALENDAR_FEED_REFRESH_SECONDS,
  });
  for (const e of feedEvents(shifts, texts, { language, places })) {
    calendar.createEvent({
      id: e.uid,
      stamp: now,
      start: e.start,
      end: e.end,
      summary: e.summary,
      location: e.location,
      description: e.description,
      status: e.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.OPAQUE,
    });
  }
  // RFC 5545 3.1 ends every content line, the last one too, with CRLF; the writer leaves the last bare.
  return `${calendar.toString()}\r\n`;
}

/** Whether the record's person may still read a feed: an employee whose account is not disabled. */
async function mayReadFeed(person: StaffPerson): Promise<boolean> {
  if (!person.employee || !person.firebaseUid) return false;
  const account = await getAuth()
    .getUser(person.firebaseUid)
    .catch(() => null);
  return account !== null && !account.disabled;
}

/** `GET /calendar-feed/<token>.ics`, no sign-in: the feed, or 404 for a token that is unknown or revoked. */
export function createCalendarFeedApp(now: () => Date = () => new Date()) {
  const app = new Hono({ strict: false });
  app.get('/calendar-feed/:file', async (c) => {
    c.header('Cache-Control', 'private, no-store');
    c.header('X-Robots-Tag', 'noindex');
    const token = /^(.+)\.ics$/.exec(c.req.param('file'))?.[1] ?? '';
    if (!CALENDAR_FEED_TOKEN.test(token)) return c.text('Not found', 404);
    const snap = await feeds().doc(tokenHash(token)).get();
    if (!snap.exists) return c.text('Not found', 404);
    const feed = staffCalendarFeed.parse({ id: snap.id, ...snap.data() });
    const personSnap = await db().collection(staffCollections.people).doc(feed.employeeId).get();
    const person = personSnap.exists ? staffPerson.parse(personSnap.data()) : null;
    // No longer an employee, or the account disabled (or gone): the feed goes quiet with it.
    if (!person || !(await mayReadFeed(person))) return c.text('Not found', 404);
    const at = now();
    const shifts = await employeeShifts(feed.employeeId, addAgencyDays(at, -FEED_PAST_DAYS), addAgencyDays(at, FEED_AHEAD_DAYS));
    // The employee's language as the app stores it (PUT /v1/User/Language), Finnish when they never chose one.
    const body = writeFeed(shifts, at, person.language ?? FALLBACK_FEED_LANGUAGE, await placesOf(shifts));
    return c.body(body, 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
  });
  app.notFound((c) => c.text('Not found', 404));
  app.onError((err, c) => {
    log.error('calendar feed failure', { reason: err.message });
    return c.text('Something went wrong', 500);
  });
  return app;
}

/** Node (req, res) listener for `onRequest`. */
export const calendarFeedListener = getRequestListener(createCalendarFeedApp().fetch);
