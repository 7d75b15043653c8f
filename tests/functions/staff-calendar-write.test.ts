import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  calendarItem,
  deleteNotAvailable,
  deleteShiftRequest,
  getCalendarMonth,
  putAddNotAvailable,
  putAddShiftRequest,
  putEditCalendarEvent,
  staffCollections,
  startOfAgencyDay,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute } from '../support/call-route';
import { caller, fromNow, putCalendarEvent, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The employee's own calendar entries (issue 15 step 3): add a shift wish or a not-available
 * period, edit and delete them; 'Events can not be created to the past' and 'Past events can not
 * be edited' by Helsinki day; nobody else's entries; customer users and talents refused.
 */
let eero: Caller, liisa: Caller, customer: Caller, talent: Caller;

const events = () => adminDb.collection(staffCollections.calendarEvents);
const created = '2026-09-01T00:00:00Z';

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('calwrite-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('calwrite-liisa', { employee: true }, { id: 'sp-liisa' });
  customer = await caller('calwrite-customer', { customerIds: ['c-aurora'] });
  talent = await caller('calwrite-talent', {});
});
afterAll(() => deleteTestUsers([eero, liisa, customer, talent].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email });
});

describe('PUT /v1/Calendar/Employee/Events/Add/{NotAvailable,ShiftRequest}', () => {
  it("adds the caller's not-available period and shift wish, stored under their staff id and shown in their month", async () => {
    const start = fromNow(3);
    const end = fromNow(5);
    const away = await callRoute(putAddNotAvailable, { caller: eero, body: { start, end, note: 'Mökki' } });
    expect(away.status).toBe(200);
    const item = calendarItem.parse(away.body);
    expect(item).toMatchObject({ type: 2, start, end, note: 'Mökki', editable: true, shiftId: null });
    const wish = calendarItem.parse(
      (await callRoute(putAddShiftRequest, { caller: eero, body: { start, end: fromNow(3, 8), title: 'Aamu' } })).body,
    );
    expect(wish).toMatchObject({ type: 1, title: 'Aamu' });

    const stored = await events().get();
    expect(stored.docs.map((d) => [d.id, d.get('employeeId'), d.get('type')]).sort()).toEqual(
      [
        [item.id, 'sp-eero', 2],
        [wish.id, 'sp-eero', 1],
      ].sort(),
    );
    const [year, month] = item.day.split('-').map(Number) as [number, number];
    const cal = await callRoute(getCalendarMonth, { params: { year, month }, caller: eero });
    expect((cal.body as { items: { id: string }[] }).items.map((i) => i.id)).toEqual(expect.arrayContaining([item.id, wish.id]));
  });

  it("'Events can not be created to the past': a 400 on start with the spec's key; earlier hours of today are not past", async () => {
    const res = await callRoute(putAddNotAvailable, { caller: eero, body: { start: fromNow(-2), end: fromNow(-1) } });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).issues).toEqual([{ path: 'start', message: 'validation:eventInPast' }]);
    expect((await events().get()).size).toBe(0);
    // The first instant of today in Helsinki is not past.
    const today = await callRoute(putAddNotAvailable, {
      caller: eero,
      body: { start: startOfAgencyDay(new Date()).toISOString(), end: fromNow(1) },
    });
    expect(today.status).toBe(200);
    const exact = await callRoute(putAddShiftRequest, { caller: eero, body: { start: fromNow(0, 1), end: fromNow(0, 3) } });
    expect(exact.status).toBe(200);
  });

  it('400 with validation keys: end not after start, longer than 31 days, a note too long, a bad date, a missing start', async () => {
    const bad = [
      { start: fromNow(3), end: fromNow(3) },
      { start: fromNow(3), end: fromNow(2) },
      { start: fromNow(3), end: fromNow(40) },
      { start: fromNow(3), end: fromNow(4), note: 'x'.repeat(2001) },
      { start: 'tomorrow', end: fromNow(4) },
      { end: fromNow(4) },
    ];
    for (const body of bad) {
      const res = await callRoute(putAddShiftRequest, { caller: eero, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      const issues = apiError.parse(res.body).issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message).toMatch(/^validation:/);
    }
    expect((await events().get()).size).toBe(0);
  });

  it('403 for a customer user and a talent, 401 without a token; nothing written', async () => {
    const body = { start: fromNow(3), end: fromNow(4) };
    expect((await callRoute(putAddNotAvailable, { caller: customer, body })).status).toBe(403);
    expect((await callRoute(putAddShiftRequest, { caller: talent, body })).status).toBe(403);
    expect((await callRoute(putAddNotAvailable, { body: body })).status).toBe(401);
    expect((await events().get()).size).toBe(0);
  });
});

describe('PUT /v1/Calendar/Employee/Events/Edit/{id}', () => {
  it('changes times, title and note of an own entry; its type and owner stay', async () => {
    await putCalendarEvent({ id: 'wish', employeeId: 'sp-eero', type: 1, start: fromNow(2), end: fromNow(3), created });
    const res = await callRoute(putEditCalendarEvent, {
      params: { id: 'wish' },
      caller: eero,
      body: {
        start: fromNow(4),
        end: fromNow(6),
        note: 'Iltavuoro',
      },
    });
    expect(res.status).toBe(200);
    expect(calendarItem.parse(res.body)).toMatchObject({
      id: 'wish',
      type: 1,
      start: fromNow(4),
      end: fromNow(6),
      note: 'Iltavuoro',
    });
    const doc = await events().doc('wish').get();
    expect([doc.get('employeeId'), doc.get('type'), doc.get('note')]).toEqual(['sp-eero', 1, 'Iltavuoro']);
    expect((doc.get('start') as FirebaseFirestore.Timestamp).toDate().toISOString()).toBe(fromNow(4));
  });

  it("'Past events can not be edited' (409), and an edit may not move an entry into the past (400)", async () => {
    await putCalendarEvent({ id: 'old', employeeId: 'sp-eero', type: 2, start: fromNow(-3), end: fromNow(-2), created });
    await putCalendarEvent({ id: 'next', employeeId: 'sp-eero', type: 2, start: fromNow(2), end: fromNow(3), created });
    const past = await callRoute(putEditCalendarEvent, {
      params: { id: 'old' },
      caller: eero,
      body: { start: fromNow(2), end: fromNow(3) },
    });
    expect(past.status).toBe(409);
    expect(past.body).toEqual({ error: 'validation:pastEventNotEditable' });
    const back = await callRoute(putEditCalendarEvent, {
      params: { id: 'next' },
      caller: eero,
      body: { start: fromNow(-2), end: fromNow(3) },
    });
    expect(back.status).toBe(400);
    expect(apiError.parse(back.body).issues).toEqual([{ path: 'start', message: 'validation:eventInPast' }]);
    expect((await events().doc('next').get()).get('start').toDate().toISOString()).toBe(fromNow(2));
  });

  it("another employee's entry and a missing one answer the same 404, and stay as they were", async () => {
    await putCalendarEvent({ id: 'theirs', employeeId: 'sp-liisa', type: 1, start: fromNow(2), end: fromNow(3), created });
    const body = { start: fromNow(4), end: fromNow(5) };
    const theirs = await callRoute(putEditCalendarEvent, { params: { id: 'theirs' }, caller: eero, body });
    const missing = await callRoute(putEditCalendarEvent, { params: { id: 'nothing' }, caller: eero, body });
    expect([theirs.status, theirs.body]).toEqual([404, { error: 'eventNotFound' }]);
    expect([missing.status, missing.body]).toEqual([404, { error: 'eventNotFound' }]);
    expect((await events().doc('theirs').get()).get('start').toDate().toISOString()).toBe(fromNow(2));
    expect((await callRoute(putEditCalendarEvent, { params: { id: 'theirs' }, caller: customer, body })).status).toBe(403);
  });
});

describe('DELETE /v1/Calendar/Employee/Events/{NotAvailable,ShiftRequest}/{id}', () => {
  it('deletes an own entry of the named type only', async () => {
    await putCalendarEvent({ id: 'away', employeeId: 'sp-eero', type: 2, start: fromNow(2), end: fromNow(3), created });
    await putCalendarEvent({ id: 'wish', employeeId: 'sp-eero', type: 1, start: fromNow(2), end: fromNow(3), created });
    expect((await callRoute(deleteShiftRequest, { params: { id: 'away' }, caller: eero })).status).toBe(404);
    expect((await callRoute(deleteNotAvailable, { params: { id: 'away' }, caller: eero })).status).toBe(204);
    expect((await callRoute(deleteShiftRequest, { params: { id: 'wish' }, caller: eero })).status).toBe(204);
    expect((await events().get()).size).toBe(0);
    expect((await callRoute(deleteShiftRequest, { params: { id: 'wish' }, caller: eero })).status).toBe(404);
  });

  it("refuses a past entry (409), another employee's (404), a customer user and a talent (403)", async () => {
    await putCalendarEvent({ id: 'old', employeeId: 'sp-eero', type: 2, start: fromNow(-3), end: fromNow(-2), created });
    await putCalendarEvent({ id: 'theirs', employeeId: 'sp-liisa', type: 2, start: fromNow(2), end: fromNow(3), created });
    const old = await callRoute(deleteNotAvailable, { params: { id: 'old' }, caller: eero });
    expect([old.status, old.body]).toEqual([409, { error: 'validation:pastEventNotEditable' }]);
    expect((await callRoute(deleteNotAvailable, { params: { id: 'theirs' }, caller: eero })).status).toBe(404);
    expect((await callRoute(deleteNotAvailable, { params: { id: 'theirs' }, caller: customer })).status).toBe(403);
    expect((await callRoute(deleteNotAvailable, { params: { id: 'theirs' }, caller: talent })).status).toBe(403);
    expect((await events().get()).size).toBe(2);
  });
});
