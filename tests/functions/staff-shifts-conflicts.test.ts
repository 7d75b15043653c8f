import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  bookedShiftsResponse,
  EMPLOYEE_REPORTED_ENTRY,
  reportedShiftsResponse,
  staffCollections,
  staffShift,
  staffShiftSuggestion,
  putAcceptBundledShifts,
  putAddMultipleEmployeeShifts,
  putBookSuggestedShift,
  putUpdateEmployeeShift,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { caller, fromNow, putCalendarEvent, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';
import { callRoute } from '../support/call-route';

/**
 * Booking, accepting and recording against the employee's own time (issue 20, item 3): a shift
 * that meets one of theirs, or a time they marked not available, is a 409 with what the screen
 * needs to say it, nothing is written, and two bookings of overlapping shifts at once by the same
 * employee: exactly one passes (the transactions read the employee's shifts, so the race is
 * decided by Firestore). AddMultiple checks every entry, against each other too, in one request
 * (item 9). Real tokens, real documents in the Firestore emulator.
 */
let eero: Caller, liisa: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('shiftc-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('shiftc-liisa', { employee: true }, { id: 'sp-liisa' });
});
afterAll(() => deleteTestUsers([eero, liisa].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Esimerkki' });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email, firstName: 'Liisa', lastName: 'Laine' });
});

const book = (id: string, who: Caller = eero) => callRoute(putBookSuggestedShift, { params: { id }, caller: who });
const storedShift = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shifts).doc(id).get();
  return staffShift.parse({ id, ...snap.data() });
};
const storedSuggestion = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shiftSuggestions).doc(id).get();
  return staffShiftSuggestion.parse({ id, ...snap.data() });
};
const shiftCount = async () => (await adminDb.collection(staffCollections.shifts).get()).size;
const mine = { placeOfWork: { id: 'pow-satama', name: 'Ravintola Satama' } };
/** Eero's shift at the harbour restaurant, `days` from now for `hours` from the whole hour. */
const ownShift = (id: string, days: number, hours = 8) => putShift(id, 'sp-eero', fromNow(days), fromNow(days, hours), mine);
const openShift = (id: string, start: string, end: string) => putShift(id, null, start, end, { open: true });
/** Eero's whole-day not-available entry on the Helsinki day `day`, as the calendar form makes it. */
const notAvailable = (id: string, day: string) =>
  putCalendarEvent({
    id,
    employeeId: 'sp-eero',
    type: 2,
    start: agencyDayStart(day)!.toISOString(),
    end: addAgencyDays(agencyDayStart(day)!, 1).toISOString(),
    created: fromNow(-5),
  });
const shiftConflict = (start: string, end: string) => ({
  status: 409,
  body: {
    error: 'shiftConflict',
    conflict: { start: new Date(start).toISOString(), end: new Date(end).toISOString(), placeName: 'Ravintola Satama' },
  },
});

describe('PUT .../SuggestedShifts/Book/{id}: against the employee’s own time', () => {
  it('an open shift overlapping one of theirs is a 409 naming that shift; one right after it is booked', async () => {
    await ownShift('own', 5, 6);
    await openShift('overlap', fromNow(5, 5), fromNow(5, 10));
    await openShift('after', fromNow(5, 6), fromNow(5, 12));
    expect(await book('overlap')).toEqual(shiftConflict(fromNow(5), fromNow(5, 6)));
    expect((await storedShift('overlap')).employee).toBeNull();
    expect((await book('after')).status).toBe(200);
    // Another employee is not held by Eero's time.
    expect((await book('overlap', liisa)).status).toBe(200);
  });

  it('booking every open shift at once: the overlapping ones are refused', async () => {
    for (const [id, from, to] of [
      ['o1', 0, 6],
      ['o2', 4, 10],
      ['o3', 6, 12],
      ['o4', 11, 14],
    ] as const) {
      await openShift(id, fromNow(8, from), fromNow(8, to));
    }
    const answers: Record<string, number> = {};
    for (const id of ['o1', 'o2', 'o3', 'o4']) answers[id] = (await book(id)).status;
    expect(answers).toEqual({ o1: 200, o2: 409, o3: 200, o4: 409 });
  });

  it('a shift on a day marked not available is a 409 naming the Helsinki day', async () => {
    const start = fromNow(6);
    const day = agencyDay(new Date(start));
    await notAvailable('na', day);
    await openShift('open', start, fromNow(6, 2));
    expect(await book('open')).toEqual({ status: 409, body: { error: 'dayNotAvailable', day } });
    expect((await storedShift('open')).employee).toBeNull();
    // A shift wish on the day is no obstacle.
    await adminDb.collection(staffCollections.calendarEvents).doc('na').update({ type: 1 });
    expect((await book('open')).status).toBe(200);
  });

  it('a single suggestion overlapping one of theirs is refused and stays open', async () => {
    await ownShift('own', 4);
    await putShift('s', null, fromNow(4, 2), fromNow(4, 9));
    const suggestion = {
      kind: 'single' as const,
      shiftIds: ['s'],
      start: fromNow(4, 2),
      end: fromNow(4, 9),
      suggestedAt: fromNow(-1),
    };
    await putSuggestion({ ...suggestion, id: 'sg', employeeId: 'sp-eero' });
    expect(await book('sg')).toEqual(shiftConflict(fromNow(4), fromNow(4, 8)));
    expect((await storedSuggestion('sg')).state).toBe('suggested');
    expect((await storedShift('s')).employee).toBeNull();
  });

  it('the shift already taken is said first: someone was first, whatever the caller’s own time', async () => {
    await ownShift('own', 4);
    await putShift('taken', 'sp-liisa', fromNow(4), fromNow(4, 8), { open: true });
    expect(await book('taken')).toEqual({ status: 409, body: { error: 'validation:shiftAlreadyTaken' } });
  });

  it('the same employee booking two overlapping shifts at once: exactly one is booked, the other a 409', async () => {
    for (let round = 0; round < 3; round++) {
      await clearFirestore();
      await putPerson('sp-eero', {
        firebaseUid: eero.user.uid,
        email: eero.user.email,
        firstName: 'Eero',
        lastName: 'Esimerkki',
      });
      await openShift('a', fromNow(9, 0), fromNow(9, 6));
      await openShift('b', fromNow(9, 3), fromNow(9, 9));
      const answers = await Promise.all(['a', 'b'].map((id) => book(id)));
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      const loser = answers.find((a) => a.status === 409)!.body as { error: string };
      expect(loser.error).toBe('shiftConflict');
      const taken = [await storedShift('a'), await storedShift('b')].filter((s) => s.employee?.id === 'sp-eero');
      expect(taken).toHaveLength(1);
    }
  });
});

describe('PUT .../BundledShifts/Accept/{id}: against the employee’s own time', () => {
  it('a bundle with one shift overlapping one of theirs is refused whole; the suggestion stays open', async () => {
    await ownShift('own', 7, 4);
    await putShift('b-1', null, fromNow(6), fromNow(6, 8), { bundledShifts: ['b-2'] });
    await putShift('b-2', null, fromNow(7, 2), fromNow(7, 8), { bundledShifts: ['b-1'] });
    await putSuggestion({
      id: 'sg-b',
      employeeId: 'sp-eero',
      kind: 'bundle',
      shiftIds: ['b-1', 'b-2'],
      start: fromNow(6),
      end: fromNow(7, 8),
      suggestedAt: fromNow(-1),
    });
    expect(await callRoute(putAcceptBundledShifts, { params: { id: 'sg-b' }, caller: eero })).toEqual(
      shiftConflict(fromNow(7), fromNow(7, 4)),
    );
    expect((await storedShift('b-1')).employee).toBeNull();
    expect((await storedSuggestion('sg-b')).state).toBe('suggested');
    // Once his own shift is cancelled, its time is free again.
    await adminDb.collection(staffCollections.shifts).doc('own').update({ state: 'cancelled' });
    const res = await callRoute(putAcceptBundledShifts, { params: { id: 'sg-b' }, caller: eero });
    expect(bookedShiftsResponse.parse(res.body).shifts.map((s) => s.id)).toEqual(['b-1', 'b-2']);
  });
});

describe('PUT .../Shift/AddMultiple and /Update (MarkShift): against the employee’s own time', () => {
  /** A MarkShift form for the Helsinki day `daysAgo` back at the harbour restaurant. */
  const form = (daysAgo: number, over: Record<string, unknown> = {}) => ({
    date: agencyDay(addAgencyDays(new Date(), -daysAgo)),
    start: '8.00',
    end: '14.00',
    placeOfWork: 'pow-satama',
    professionTitle: 'pt-cook',
    lunchBreak: 0,
    ...over,
  });
  const add = (...shifts: unknown[]) => callRoute(putAddMultipleEmployeeShifts, { caller: eero, body: { shifts } });
  // The place and title among Eero's choices: an agency shift there a month ago.
  beforeEach(() => putShift('agency', 'sp-eero', fromNow(-45), fromNow(-45, 8), { ...mine, state: 'accepted' }));

  it('an entry overlapping a shift of theirs or another entry is a 409 and nothing is written; touching ones are recorded', async () => {
    const first = reportedShiftsResponse.parse((await add(form(3))).body).shifts[0]!;
    expect(await add(form(3, { start: '13.00', end: '18.00' }))).toEqual(shiftConflict(first.start, first.end));
    const before = await shiftCount();
    const overlapping = await add(form(4), form(4, { start: '12.00', end: '16.00' }));
    expect(overlapping.status).toBe(409);
    expect(overlapping.body).toMatchObject({ error: 'shiftConflict', conflict: { placeName: 'Ravintola Satama' } });
    expect(await shiftCount()).toBe(before);
    const touching = await add(form(4), form(4, { start: '14.00', end: '20.00' }), form(3, { start: '14.00', end: '2.00' }));
    expect(touching.status).toBe(200);
    expect(await shiftCount()).toBe(before + 3);
  });

  it('a night across midnight meets the next morning’s recorded shift', async () => {
    await add(form(5, { start: '5.00', end: '12.00' }));
    const night = await add(form(6, { start: '22.00', end: '6.00' }));
    expect(night.status).toBe(409);
    expect(night.body).toMatchObject({ error: 'shiftConflict' });
  });

  it('today’s not-available entry refuses a shift worked today; a past day’s, which can no longer be removed, does not', async () => {
    const today = agencyDay(new Date());
    await notAvailable('today', today);
    expect(await add(form(0, { start: '0.00', end: '0.01' }))).toEqual({
      status: 409,
      body: { error: 'dayNotAvailable', day: today },
    });
    await notAvailable('past', form(2).date);
    expect((await add(form(2))).status).toBe(200);
  });

  it('31 entries in one request: all recorded on their days; the same again are all refused, nothing written', async () => {
    const month = Array.from({ length: 31 }, (_, i) => form(i + 1));
    const res = await add(...month);
    expect(res.status).toBe(200);
    const answer = reportedShiftsResponse.parse(res.body);
    expect(answer.shifts.map((s) => s.day)).toEqual(month.map((f) => f.date));
    expect(answer.shifts.every((s) => s.entryType === EMPLOYEE_REPORTED_ENTRY && s.state === 'new')).toBe(true);
    const before = await shiftCount();
    expect((await add(...month.map((f) => ({ ...f, start: '13.00', end: '15.00' })))).status).toBe(409);
    expect((await add(...month.slice(0, 30), form(1, { start: '7.00', end: '9.00' }))).status).toBe(409);
    expect(await shiftCount()).toBe(before);
    // A place not among the choices is still the 400 of its own entry.
    const bad = await add(...month.slice(0, 30), form(40, { placeOfWork: 'nope' }));
    expect(bad).toMatchObject({ status: 400, body: { issues: [{ path: 'shifts.30.placeOfWork' }] } });
  });

  it('an update may overlap the shift’s own old time, not another shift', async () => {
    const [a, b] = reportedShiftsResponse.parse((await add(form(2), form(2, { start: '15.00', end: '20.00' }))).body).shifts;
    const longer = await callRoute(putUpdateEmployeeShift, {
      caller: eero,
      body: {
        ...form(2, { start: '7.00', end: '15.00' }),
        shiftId: a!.id,
      },
    });
    expect(longer.status).toBe(200);
    const onto = await callRoute(putUpdateEmployeeShift, {
      caller: eero,
      body: {
        ...form(2, { start: '7.00', end: '16.00' }),
        shiftId: a!.id,
      },
    });
    expect(onto).toEqual(shiftConflict(b!.start, b!.end));
    expect((await storedShift(a!.id)).end.toISOString()).toBe(reportedShiftsResponse.parse(longer.body).shifts[0]!.end);
  });
});
