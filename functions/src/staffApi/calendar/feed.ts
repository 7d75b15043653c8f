import { randomBytes } from 'node:crypto';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { Timestamp } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  CALENDAR_FEED_TOKEN,
  calendarFeedPath,
  shiftFeed,
  staffCalendarFeed,
  staffCollections,
  staffPerson,
  type deleteCalendarFeed,
  type FeedTexts,
  type getCalendarFeed,
  type putCalendarFeed,
  type StaffPerson,
} from '@vuoro/domain';
import en from '../../../../web/src/locales/en/calendarFeed.json';
import fi from '../../../../web/src/locales/fi/calendarFeed.json';
import ru from '../../../../web/src/locales/ru/calendarFeed.json';
import sv from '../../../../web/src/locales/sv/calendarFeed.json';
import uk from '../../../../web/src/locales/uk/calendarFeed.json';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { log } from '../../lib/log';
import { tokenHash } from '../../talentCards/share';
import { callerEmployeeId, employeeShifts } from '../shift/store';

/**
 * Our extension (issue 15 item 7; domain/src/staff/shifts/README.md): an employee's shifts as a
 * calendar feed their phone subscribes to. Calendar apps cannot sign in, so the address carries
 * a secret token (32 random bytes); `staffCalendarFeeds` keeps only its SHA-256 as the document
 * id, so the feed is found by a hash lookup (no comparison of secrets) and a database read
 * reveals no address. One feed per employee: making a new one removes the old.
 */

const feeds = () => db().collection(staffCollections.calendarFeeds);
const TEXTS: Record<NonNullable<StaffPerson['language']>, FeedTexts> = { fi, en, sv, uk, ru };

/** The feed reaches this far back (a shift just done stays on the phone a while) and ahead. */
const FEED_PAST_DAYS = 7;
const FEED_AHEAD_DAYS = 180;

async function ownFeeds(employeeId: string) {
  return (await feeds().where('employeeId', '==', employeeId).limit(10).get()).docs;
}

export const feedStatus: Handler<typeof getCalendarFeed> = async (_input, c) => {
  const [doc] = await ownFeeds(await callerEmployeeId(c));
  return doc
    ? { active: true, created: staffCalendarFeed.parse({ id: doc.id, ...doc.data() }).created.toISOString() }
    : { active: false, created: null };
};

export const makeFeed: Handler<typeof putCalendarFeed> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const token = randomBytes(32).toString('base64url');
  const created = new Date();
  const batch = db().batch();
  for (const old of await ownFeeds(employeeId)) batch.delete(old.ref);
  batch.create(feeds().doc(tokenHash(token)), { employeeId, created: Timestamp.fromDate(created) });
  await batch.commit();
  log.info('calendar feed made', { employeeId });
  c.header('Cache-Control', 'no-store');
  return { path: calendarFeedPath(token), created: created.toISOString() };
};

export const revokeFeed: Handler<typeof deleteCalendarFeed> = async (_input, c) => {
  const employeeId = await callerEmployeeId(c);
  const batch = db().batch();
  for (const old of await ownFeeds(employeeId)) batch.delete(old.ref);
  await batch.commit();
  log.info('calendar feed revoked', { employeeId });
  return null;
};

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
    // No longer an employee: the feed goes quiet with the account.
    if (!person?.employee) return c.text('Not found', 404);
    const at = now();
    const shifts = await employeeShifts(feed.employeeId, addAgencyDays(at, -FEED_PAST_DAYS), addAgencyDays(at, FEED_AHEAD_DAYS));
    const texts = TEXTS[person.language ?? 'fi'];
    const body = shiftFeed(shifts, at, texts);
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
