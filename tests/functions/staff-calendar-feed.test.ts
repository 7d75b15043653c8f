import { FieldValue } from 'firebase-admin/firestore';
import ICAL from 'ical.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  calendarFeedCreated,
  calendarFeedStatus,
  AUTH_401,
  deleteCalendarFeed,
  feedText,
  getCalendarFeed,
  getCalendarFeedAddress,
  RECENT_LOGIN_MAX_AGE_SECONDS,
  putCalendarFeed,
  staffCollections,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { createCalendarFeedApp } from '../../functions/src/staffApi/calendar/feed';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute } from '../support/call-route';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * Our extension (issue 15 item 7): the employee's personal calendar feed. Made, rotated and
 * revoked through the Staff API; read without a sign-in at its secret address; parsed here with
 * ical.js (a maintained RFC 5545 parser), so what a phone's calendar reads is what we check.
 */
let eero: Caller, liisa: Caller, customer: Caller, talent: Caller, support: Caller;
const feedApp = createCalendarFeedApp();
const FEED = { GET: getCalendarFeed, PUT: putCalendarFeed, DELETE: deleteCalendarFeed } as const;

const makeFeed = async (who: Caller) => {
  const res = await callRoute(FEED.PUT, { caller: who });
  expect(res.status).toBe(200);
  return calendarFeedCreated.parse(res.body);
};
const readFeed = (path: string) => feedApp.request(path);

function events(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      location: e.location,
      description: e.description,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
      utc: e.startDate.zone === ICAL.Timezone.utcTimezone && e.endDate.zone === ICAL.Timezone.utcTimezone,
      status: v.getFirstPropertyValue('status'),
      stamped: v.getFirstPropertyValue('dtstamp') !== null,
    };
  });
}

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('feed-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('feed-liisa', { employee: true }, { id: 'sp-liisa' });
  customer = await caller('feed-customer', { customerIds: ['c-aurora'] });
  talent = await caller('feed-talent', {});
  // A "Sign in as" session for Eero (a support identity acting as his staff record), signed in just now.
  const user = await createTestUser({ prefix: 'feed-support', claims: { employee: true } });
  await adminAuth.setCustomUserClaims(user.uid, { employee: true, actAs: 'sp-eero', impersonatedBy: 'manager-uid' });
  support = { user, idToken: (await signIn(user.email, user.password)).idToken, staffId: null };
});
afterAll(() => deleteTestUsers([eero, liisa, customer, talent, support].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, language: 'en' });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email });
});

describe('the calendar feed (our extension)', () => {
  it("lists the employee's upcoming shifts in UTC with stable UIDs, info in DESCRIPTION, cancelled ones as CANCELLED, nobody else's", async () => {
    const info =
      'Tuo omat veitset; sisäänkäynti pihan puolelta, ovikoodi 1234.\nKysy Annea – hän on vuoroesimies koko viikon ajan, myös lauantaina.';
    await putShift('next', 'sp-eero', fromNow(2), fromNow(2, 8), { infoToEmployee: info, contactPerson: 'Anne Aalto' });
    await putShift('off', 'sp-eero', fromNow(4), fromNow(4, 8), { state: 'cancelled' });
    await putShift('long-ago', 'sp-eero', fromNow(-60), fromNow(-60, 8));
    await putShift('theirs', 'sp-liisa', fromNow(3), fromNow(3, 8));
    const { path } = await makeFeed(eero);
    expect(path).toMatch(/^\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);

    const res = await readFeed(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toContain('no-store');
    const ics = await res.text();
    expect(ics.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const list = events(ics);
    expect(list.map((e) => [e.uid, e.status])).toEqual([
      ['next@vuoro', 'CONFIRMED'],
      ['off@vuoro', 'CANCELLED'],
    ]);
    const next = list[0]!;
    expect(next).toMatchObject({
      summary: 'Kokki, Keittiö',
      location: 'Keittiö',
      start: fromNow(2),
      end: fromNow(2, 8),
      utc: true,
      stamped: true,
    });
    expect(next.description).toContain('Lunch break: 30 min');
    expect(next.description).toContain('Contact person: Anne Aalto');
    expect(next.description).toContain(`Info: ${info}`);
    // The same shift keeps its UID when read again (the phone updates, not duplicates).
    expect(events(await (await readFeed(path)).text())[0]!.uid).toBe('next@vuoro');
  });

  it("says where (LOCATION with the street address) and the labels in the employee's stored language, Finnish without one", async () => {
    await adminDb.collection(staffCollections.placesOfWork).doc('pow-kitchen').set({
      name: 'Hotelli Aurora, keittiö',
      customerId: 'c-aurora',
      address: 'Mannerheimintie 12',
      city: 'Helsinki',
      phone: '+358961504410',
    });
    const aurora = { id: 'pow-kitchen', name: 'Hotelli Aurora, keittiö' };
    const cook = { id: 'pt-cook', name: 'Kokki', names: { uk: 'Кухар', en: 'Cook' } };
    await putShift('uk-shift', 'sp-eero', fromNow(2), fromNow(2, 8), {
      placeOfWork: aurora,
      professionTitle: cook,
      contactPerson: 'Anne Aalto',
      infoToEmployee: 'Ovikoodi 1234',
    });
    await putShift('fi-shift', 'sp-liisa', fromNow(3), fromNow(3, 8), { placeOfWork: aurora, professionTitle: cook });
    await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, language: 'uk' });

    const [uk] = events(await (await readFeed((await makeFeed(eero)).path)).text());
    // The profession title in his language too, from the translations kept with it.
    expect(uk!.summary).toBe('Кухар, Hotelli Aurora, keittiö');
    expect(uk!.location).toBe('Hotelli Aurora, keittiö, Mannerheimintie 12, Helsinki');
    expect(uk!.description.split('\n').slice(2)).toEqual([
      'Обідня перерва: 30 хв',
      'Контактна особа: Anne Aalto',
      'Телефон: +358961504410',
      'Інформація: Ovikoodi 1234',
    ]);

    // Liisa never chose a language (null on her record): the feed speaks Finnish.
    const [fi] = events(await (await readFeed((await makeFeed(liisa)).path)).text());
    expect(fi!.summary).toBe('Kokki, Hotelli Aurora, keittiö');
    expect(fi!.location).toBe('Hotelli Aurora, keittiö, Mannerheimintie 12, Helsinki');
    expect(fi!.description.split('\n').slice(2)).toEqual(['Ruokatauko: 30 min', 'Puhelin: +358961504410']);
  });

  it('stores only a hash of the token; a second PUT rotates (the old address 404s); DELETE revokes', async () => {
    const first = await makeFeed(eero);
    const token = /\/calendar-feed\/(.+)\.ics$/.exec(first.path)![1]!;
    const stored = await adminDb.collection(staffCollections.calendarFeeds).get();
    expect(stored.docs.map((d) => d.id)).toHaveLength(1);
    expect(stored.docs[0]!.id).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify([stored.docs[0]!.id, stored.docs[0]!.data()])).not.toContain(token);
    expect(calendarFeedStatus.parse((await callRoute(FEED.GET, { caller: eero })).body)).toMatchObject({ active: true });

    const second = await makeFeed(eero);
    expect(second.path).not.toBe(first.path);
    expect((await readFeed(first.path)).status).toBe(404);
    expect((await readFeed(second.path)).status).toBe(200);
    expect((await adminDb.collection(staffCollections.calendarFeeds).get()).size).toBe(1);

    expect((await callRoute(FEED.DELETE, { caller: eero })).status).toBe(204);
    expect((await readFeed(second.path)).status).toBe(404);
    expect((await callRoute(FEED.GET, { caller: eero })).body).toEqual({ active: false, created: null, showable: false });
  });

  it('shows the same address again to its owner (phone and laptop both subscribe); replacing gives a new one that shows from then on', async () => {
    await putShift('mine', 'sp-eero', fromNow(2), fromNow(2, 8));
    const made = await makeFeed(eero);
    expect(calendarFeedStatus.parse((await callRoute(FEED.GET, { caller: eero })).body)).toMatchObject({
      active: true,
      showable: true,
    });
    const shown = await callRoute(getCalendarFeedAddress, { caller: eero });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(calendarFeedCreated.parse(shown.body)).toEqual(made);
    expect((await readFeed(made.path)).status).toBe(200);
    // The stored document still holds no working address: the token is sealed, not written out.
    const token = /\/calendar-feed\/(.+)\.ics$/.exec(made.path)![1]!;
    const [doc] = (await adminDb.collection(staffCollections.calendarFeeds).get()).docs;
    expect(JSON.stringify(doc!.data())).not.toContain(token);
    expect(doc!.data().sealedToken).toMatch(/^v1\./);

    const replaced = await makeFeed(eero);
    expect(calendarFeedCreated.parse((await callRoute(getCalendarFeedAddress, { caller: eero })).body).path).toBe(replaced.path);
    expect((await readFeed(made.path)).status).toBe(404);
    expect((await callRoute(FEED.DELETE, { caller: eero })).status).toBe(204);
    expect(await callRoute(getCalendarFeedAddress, { caller: eero })).toMatchObject({
      status: 404,
      body: { error: 'calendarFeedNotFound' },
    });
  });

  it("shows nobody else's address: another employee gets their own or 404, a customer and a talent 403, nobody 401", async () => {
    const mine = await makeFeed(eero);
    expect(await callRoute(getCalendarFeedAddress, { caller: liisa })).toMatchObject({
      status: 404,
      body: { error: 'calendarFeedNotFound' },
    });
    const hers = await makeFeed(liisa);
    expect(calendarFeedCreated.parse((await callRoute(getCalendarFeedAddress, { caller: liisa })).body).path).toBe(hers.path);
    expect(calendarFeedCreated.parse((await callRoute(getCalendarFeedAddress, { caller: eero })).body).path).toBe(mine.path);
    // A sealed token moved onto another employee's feed does not open there.
    const feeds = adminDb.collection(staffCollections.calendarFeeds);
    const [eeros] = (await feeds.where('employeeId', '==', 'sp-eero').get()).docs;
    const [liisas] = (await feeds.where('employeeId', '==', 'sp-liisa').get()).docs;
    await liisas!.ref.update({ sealedToken: eeros!.data().sealedToken });
    expect(await callRoute(getCalendarFeedAddress, { caller: liisa })).toMatchObject({
      status: 409,
      body: { error: 'calendarFeedNotShowable' },
    });
    expect((await callRoute(getCalendarFeedAddress, { caller: customer })).status).toBe(403);
    expect((await callRoute(getCalendarFeedAddress, { caller: talent })).status).toBe(403);
    expect((await callRoute(getCalendarFeedAddress)).status).toBe(401);
  });

  it('needs a recent sign-in (401 "Credentials too old") and refuses a "Sign in as" session (403)', async () => {
    await makeFeed(eero);
    const later = createStaffApi({
      recentLoginSeconds: () => RECENT_LOGIN_MAX_AGE_SECONDS,
      now: () => Date.now() + (RECENT_LOGIN_MAX_AGE_SECONDS + 5) * 1000,
    });
    const old = await callRoute(getCalendarFeedAddress, { caller: eero, app: later });
    expect(old).toMatchObject({ status: 401, body: AUTH_401.credentialsTooOld });
    // The status (no address in it) needs no recent sign-in.
    expect((await callRoute(FEED.GET, { caller: eero, app: later })).status).toBe(200);
    expect(await callRoute(getCalendarFeedAddress, { caller: support })).toMatchObject({
      status: 403,
      body: { error: 'impersonated' },
    });
  });

  it('a feed made before addresses were kept still works but cannot be shown again (409); replacing it can', async () => {
    const { path } = await makeFeed(eero);
    const [doc] = (await adminDb.collection(staffCollections.calendarFeeds).get()).docs;
    await doc!.ref.update({ sealedToken: FieldValue.delete() });
    expect(calendarFeedStatus.parse((await callRoute(FEED.GET, { caller: eero })).body)).toMatchObject({
      active: true,
      showable: false,
    });
    expect(await callRoute(getCalendarFeedAddress, { caller: eero })).toMatchObject({
      status: 409,
      body: { error: 'calendarFeedNotShowable' },
    });
    expect((await readFeed(path)).status).toBe(200);
    const replaced = await makeFeed(eero);
    expect(calendarFeedCreated.parse((await callRoute(getCalendarFeedAddress, { caller: eero })).body).path).toBe(replaced.path);
  });

  it("answers 404 for unknown and malformed tokens; each employee's address shows only their own shifts", async () => {
    await putShift('mine', 'sp-eero', fromNow(2), fromNow(2, 8));
    await putShift('hers', 'sp-liisa', fromNow(2), fromNow(2, 8));
    for (const path of [
      `/calendar-feed/${'A'.repeat(43)}.ics`,
      '/calendar-feed/short.ics',
      '/calendar-feed/../../v1/openapi.json',
      '/calendar-feed/',
    ]) {
      expect((await readFeed(path)).status, path).toBe(404);
    }
    const hers = await makeFeed(liisa);
    const mine = await makeFeed(eero);
    expect(events(await (await readFeed(hers.path)).text()).map((e) => e.uid)).toEqual(['hers@vuoro']);
    expect(events(await (await readFeed(mine.path)).text()).map((e) => e.uid)).toEqual(['mine@vuoro']);
    // Eero revoking his leaves Liisa's working.
    await callRoute(FEED.DELETE, { caller: eero });
    expect((await readFeed(hers.path)).status).toBe(200);
  });

  it('carries control characters, commas, semicolons, backslashes and 200-character lines as stored (line breaks as LF, other controls dropped)', async () => {
    const line = (seed: string) => `${seed}, ${'pitkä; rivi, jossa on pilkkuja\\ ja puolipisteitä; '.repeat(8)}`.slice(0, 200);
    const place = `${line('Keittiö')}`.slice(0, 180) + '\r2. krs\u0007;,';
    const info = [
      line('Tuo omat veitset'),
      line('Ovikoodi 1234'),
      `Sarkain\tjää,\u0000 NUL ja ESC\u001b ja DEL\u007f lähtevät`,
    ].join('\r');
    const contact = 'Anne Aalto;\r\npuh. 040 123,\n4567';
    await putShift('texty', 'sp-eero', fromNow(2), fromNow(2, 8), {
      placeOfWork: { id: 'pow-kitchen', name: place },
      infoToEmployee: info,
      contactPerson: contact,
    });
    const stored = (await adminDb.collection(staffCollections.shifts).doc('texty').get()).data()!;
    expect([stored.placeOfWork.name, stored.infoToEmployee, stored.contactPerson]).toEqual([place, info, contact]);
    const { path } = await makeFeed(eero);
    const ics = await (await readFeed(path)).text();
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    // No raw control character but the CRLF line ends (and the folds' CRLF + space) and the kept tab.
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\u0000-\u0008\u000a-\u001f\u007f]/);
    const [event] = events(ics);
    expect(event!.location).toBe(place.replace('\r', '\n').replace('\u0007', ''));
    expect(event!.location).toBe(feedText(place));
    expect(event!.summary).toBe(`Kokki, ${feedText(place)}`);
    expect(event!.description).toContain(`Contact person: Anne Aalto;\npuh. 040 123,\n4567\n`);
    expect(event!.description).toContain(
      `Info: ${line('Tuo omat veitset')}\n${line('Ovikoodi 1234')}\nSarkain\tjää, NUL ja ESC ja DEL lähtevät`,
    );
  });

  it('leaves exactly one live address after six concurrent PUTs', async () => {
    await putShift('mine', 'sp-eero', fromNow(2), fromNow(2, 8));
    const made = await Promise.all(Array.from({ length: 6 }, () => callRoute(FEED.PUT, { caller: eero })));
    expect(made.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const paths = made.map((r) => calendarFeedCreated.parse(r.body).path);
    expect(new Set(paths).size).toBe(6);
    const answers = await Promise.all(paths.map(async (p) => (await readFeed(p)).status));
    expect(answers.filter((s) => s === 200)).toHaveLength(1);
    expect(answers.filter((s) => s === 404)).toHaveLength(5);
    expect((await adminDb.collection(staffCollections.calendarFeeds).get()).size).toBe(1);
    // Turning it off while others are made still leaves at most one, and a DELETE after them none.
    await Promise.all([
      callRoute(FEED.PUT, { caller: eero }),
      callRoute(FEED.DELETE, { caller: eero }),
      callRoute(FEED.PUT, { caller: eero }),
    ]);
    expect((await adminDb.collection(staffCollections.calendarFeeds).get()).size).toBeLessThanOrEqual(1);
    expect((await callRoute(FEED.DELETE, { caller: eero })).status).toBe(204);
    expect((await adminDb.collection(staffCollections.calendarFeeds).get()).size).toBe(0);
  });

  it('goes quiet when the person is no longer an employee', async () => {
    const { path } = await makeFeed(eero);
    await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, employee: false });
    expect((await readFeed(path)).status).toBe(404);
  });

  it('goes quiet when the staff record is gone', async () => {
    const { path } = await makeFeed(eero);
    await adminDb.collection(staffCollections.people).doc('sp-eero').delete();
    expect((await readFeed(path)).status).toBe(404);
  });

  it('goes quiet while the account is disabled, and answers again once it is enabled', async () => {
    const { path } = await makeFeed(eero);
    await adminAuth.updateUser(eero.user.uid, { disabled: true });
    try {
      expect((await readFeed(path)).status).toBe(404);
    } finally {
      await adminAuth.updateUser(eero.user.uid, { disabled: false });
    }
    expect((await readFeed(path)).status).toBe(200);
  });

  it('the management routes refuse a customer user and a talent (403) and nobody (401)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      expect((await callRoute(FEED[method], { caller: customer })).status, method).toBe(403);
      expect((await callRoute(FEED[method], { caller: talent })).status, method).toBe(403);
      expect((await callRoute(FEED[method])).status, method).toBe(401);
    }
    expect((await adminDb.collection(staffCollections.calendarFeeds).get()).size).toBe(0);
  });
});
