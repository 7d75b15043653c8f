import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agencyDay,
  bookedShiftsResponse,
  calendarShiftResponse,
  EMPLOYEE_REPORTED_ENTRY,
  reportedShiftsResponse,
  shiftChangeResponse,
  staffCollections,
  staffShift,
  staffShiftSuggestion,
  deleteSuggestedBundleShift,
  deleteSuggestedShift,
  getCalendarShift,
  getSuggestedOrOpenShifts,
  putAcceptBundledShifts,
  putAcceptShiftTimeChanges,
  putAddMultipleEmployeeShifts,
  putBookSuggestedShift,
  putCancelEmployeeShift,
  putMarkInfoAsRead,
  putRejectShiftTimeChanges,
  putUpdateEmployeeShift,
  type AnyEndpoint,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute, type RouteCall } from '../support/call-route';
import { caller, fromNow, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * The employee's shift changes (issue 15, step 2): each route's happy path, 400 for bad input,
 * 403 for a customer user and a talent, another employee's shift or suggestion refused as if it
 * did not exist, 409 with a `validation:` key for a wrong state, and two employees booking one
 * open shift at once: exactly one gets it. Real tokens, real documents in the Firestore emulator.
 */
let eero: Caller, liisa: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('shiftw-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('shiftw-liisa', { employee: true }, { id: 'sp-liisa' });
  customer = await caller('shiftw-customer', { customerIds: ['c-aurora'] });
  talent = await caller('shiftw-talent', {});
});
afterAll(() => deleteTestUsers([eero, liisa, customer, talent].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Esimerkki' });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email, firstName: 'Liisa', lastName: 'Laine' });
});

const storedShift = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shifts).doc(id).get();
  return staffShift.parse({ id, ...snap.data() });
};
const storedSuggestion = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shiftSuggestions).doc(id).get();
  return staffShiftSuggestion.parse({ id, ...snap.data() });
};

/** A MarkShift form for the Helsinki day `daysAgo` back, at the kitchen as a cook. */
const form = (daysAgo: number, over: Record<string, unknown> = {}) => ({
  date: agencyDay(new Date(Date.now() - daysAgo * 86_400_000)),
  start: '8.00',
  end: '16.00',
  placeOfWork: 'pow-kitchen',
  professionTitle: 'pt-cook',
  lunchBreak: 30,
  notes: 'Tuuraus',
  ...over,
});

const ROUTES = (
  [
    [putMarkInfoAsRead, { query: { shiftId: 's1' } }],
    [putAcceptShiftTimeChanges, { query: { shiftId: 's1' } }],
    [putRejectShiftTimeChanges, { query: { shiftId: 's1' } }],
    [putCancelEmployeeShift, { query: { shiftId: 's1' } }],
    [putUpdateEmployeeShift, { body: { ...form(1), shiftId: 's1' } }],
    [putAddMultipleEmployeeShifts, { body: { shifts: [form(1)] } }],
    [putBookSuggestedShift, { params: { id: 's1' } }],
    [putAcceptBundledShifts, { params: { id: 's1' } }],
    [deleteSuggestedShift, { params: { id: 's1' } }],
    [deleteSuggestedBundleShift, { params: { id: 's1' } }],
  ] satisfies [AnyEndpoint, RouteCall][]
).map(([contract, call]) => [`${contract.method} ${contract.path}`, contract, call] as const);

describe('employee shift changes: who may call', () => {
  it.each(ROUTES)(
    '%s: 403 for a customer user and a talent, 401 without a token; nothing written',
    async (name, contract, call) => {
      await putShift('s1', 'sp-eero', fromNow(1), fromNow(1, 8), { infoToEmployee: 'Ovi B', open: true, employee: null });
      const before = (await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime;
      for (const who of [customer, talent]) expect((await callRoute(contract, { ...call, caller: who })).status, name).toBe(403);
      expect((await callRoute(contract, call)).status).toBe(401);
      expect((await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime).toEqual(before);
    },
  );
});

describe('PUT /v1/Shift/Employee/Shift/MarkInfoAsRead?shiftId', () => {
  it('marks the info read at the first opening and keeps that time', async () => {
    await putShift('s1', 'sp-eero', fromNow(2), fromNow(2, 8), { infoToEmployee: 'Ovi B' });
    const res = await callRoute(putMarkInfoAsRead, { query: { shiftId: 's1' }, caller: eero });
    expect(res.status).toBe(200);
    expect(shiftChangeResponse.parse(res.body).shift.infoRead).toBe(true);
    const first = (await storedShift('s1')).infoReadAt;
    expect(first).toBeInstanceOf(Date);
    expect((await callRoute(putMarkInfoAsRead, { query: { shiftId: 's1' }, caller: eero })).status).toBe(200);
    expect((await storedShift('s1')).infoReadAt).toEqual(first);
  });

  it("another employee's shift is the same 404 as a missing one; a bad id is a 400", async () => {
    await putShift('s1', 'sp-liisa', fromNow(2), fromNow(2, 8), { infoToEmployee: 'Ovi B' });
    for (const id of ['s1', 'nope']) {
      const res = await callRoute(putMarkInfoAsRead, { query: { shiftId: id }, caller: eero });
      expect(res).toEqual({ status: 404, body: { error: 'shiftNotFound' } });
    }
    expect((await storedShift('s1')).infoReadAt).toBeFalsy();
    expect((await callRoute(putMarkInfoAsRead, { query: { shiftId: 'a/b' }, caller: eero })).status).toBe(400);
    expect((await callRoute(putMarkInfoAsRead, { caller: eero })).status).toBe(400);
  });
});

describe('PUT /v1/Shift/Employee/Shift/AcceptShiftTimeChanges and /RejectShiftTimeChanges', () => {
  const changed = (id: string, employee = 'sp-eero') =>
    putShift(id, employee, fromNow(3, 1), fromNow(3, 9), {
      originalStart: fromNow(3),
      originalEnd: fromNow(3, 8),
      timeChange: 'pendingConfirmation',
    });

  it('accepting keeps the new times with the original beside them; a second answer is a 409', async () => {
    await changed('s1');
    const res = await callRoute(putAcceptShiftTimeChanges, { query: { shiftId: 's1' }, caller: eero });
    expect(res.status).toBe(200);
    expect(shiftChangeResponse.parse(res.body).shift).toMatchObject({
      timeChange: 'accepted',
      start: fromNow(3, 1),
      originalStart: fromNow(3),
    });
    const stored = await storedShift('s1');
    expect(stored.timeChange).toBe('accepted');
    expect(stored.updatedAt).toBeInstanceOf(Date);
    for (const answer of [putAcceptShiftTimeChanges, putRejectShiftTimeChanges]) {
      const again = await callRoute(answer, { query: { shiftId: 's1' }, caller: eero });
      expect(again).toEqual({ status: 409, body: { error: 'validation:timeChangeNotPending' } });
    }
  });

  it('rejecting puts the original times back', async () => {
    await changed('s1');
    const res = await callRoute(putRejectShiftTimeChanges, { query: { shiftId: 's1' }, caller: eero });
    expect(res.status).toBe(200);
    const stored = await storedShift('s1');
    expect(stored).toMatchObject({ timeChange: 'rejected', originalStart: null, originalEnd: null });
    expect(stored.start.toISOString()).toBe(fromNow(3));
    expect(stored.end.toISOString()).toBe(fromNow(3, 8));
  });

  it("a shift without a pending change is a 409; another employee's change is a 404 and stays pending", async () => {
    await putShift('plain', 'sp-eero', fromNow(3), fromNow(3, 8));
    expect((await callRoute(putAcceptShiftTimeChanges, { query: { shiftId: 'plain' }, caller: eero })).status).toBe(409);
    await changed('theirs', 'sp-liisa');
    expect((await callRoute(putRejectShiftTimeChanges, { query: { shiftId: 'theirs' }, caller: eero })).status).toBe(404);
    expect((await storedShift('theirs')).timeChange).toBe('pendingConfirmation');
  });
});

describe('PUT /v1/Shift/Employee/SuggestedShifts/Book/{id}', () => {
  it('two employees booking one open shift at once: exactly one gets it, the other a 409', async () => {
    await putShift('open-1', null, fromNow(5), fromNow(5, 8), { open: true });
    const answers = await Promise.all(
      [eero, liisa].map((who) => callRoute(putBookSuggestedShift, { params: { id: 'open-1' }, caller: who })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({ error: 'validation:shiftAlreadyTaken' });
    const winner = answers[0]!.status === 200 ? 'sp-eero' : 'sp-liisa';
    const stored = await storedShift('open-1');
    expect(stored.employee?.id).toBe(winner);
    expect(stored.state).toBe('filled');
    // The taken shift is gone from everybody's offers.
    for (const who of [eero, liisa]) {
      const offers = (await callRoute(getSuggestedOrOpenShifts, { caller: who })).body as { total: number };
      expect(offers.total).toBe(0);
    }
  });

  it('books a single suggestion to the caller: the shift is theirs and the suggestion booked; again is a 409', async () => {
    await putShift('single-1', null, fromNow(4), fromNow(4, 8));
    await putSuggestion({
      id: 'sg-1',
      employeeId: 'sp-eero',
      kind: 'single',
      shiftIds: ['single-1'],
      start: fromNow(4),
      end: fromNow(4, 8),
      suggestedAt: fromNow(-1),
    });
    const res = await callRoute(putBookSuggestedShift, { params: { id: 'sg-1' }, caller: eero });
    expect(res.status).toBe(200);
    expect(bookedShiftsResponse.parse(res.body).shifts.map((s) => s.id)).toEqual(['single-1']);
    const booked = await storedShift('single-1');
    expect(booked.employee).toEqual({ id: 'sp-eero', name: 'Eero Esimerkki' });
    // The customer's details show who filled it and when; a customer's edit loaded before is stale now.
    expect(booked.history).toEqual([
      { state: 'filled', at: expect.any(Date), by: { kind: 'employee', name: 'Eero Esimerkki' }, note: null },
    ]);
    expect(booked.updatedAt).toEqual(booked.history[0]!.at);
    expect((await storedSuggestion('sg-1')).state).toBe('booked');
    expect(await callRoute(putBookSuggestedShift, { params: { id: 'sg-1' }, caller: eero })).toEqual({
      status: 409,
      body: { error: 'validation:suggestionNotOpen' },
    });
  });

  it("another employee's suggestion, a bundle, and a shift that is not open are the same 404", async () => {
    await putShift('single-1', null, fromNow(4), fromNow(4, 8));
    await putShift('closed', null, fromNow(4), fromNow(4, 8));
    await putSuggestion({
      id: 'sg-l',
      employeeId: 'sp-liisa',
      kind: 'single',
      shiftIds: ['single-1'],
      start: fromNow(4),
      end: fromNow(4, 8),
      suggestedAt: fromNow(-1),
    });
    await putSuggestion({
      id: 'sg-b',
      employeeId: 'sp-eero',
      kind: 'bundle',
      shiftIds: ['single-1'],
      start: fromNow(4),
      end: fromNow(4, 8),
      suggestedAt: fromNow(-1),
    });
    for (const id of ['sg-l', 'sg-b', 'closed', 'nope']) {
      expect(await callRoute(putBookSuggestedShift, { params: { id }, caller: eero }), id).toEqual({
        status: 404,
        body: { error: 'shiftNotFound' },
      });
    }
    expect((await storedShift('single-1')).employee).toBeNull();
    expect((await storedSuggestion('sg-l')).state).toBe('suggested');
  });
});

describe('PUT /v1/Shift/Employee/BundledShifts/Accept/{id}', () => {
  const bundle = async () => {
    await putShift('b-1', null, fromNow(6), fromNow(6, 8), { bundledShifts: ['b-2'] });
    await putShift('b-2', null, fromNow(7), fromNow(7, 8), { bundledShifts: ['b-1'] });
    await putSuggestion({
      id: 'sg-b',
      employeeId: 'sp-eero',
      kind: 'bundle',
      shiftIds: ['b-2', 'b-1'],
      start: fromNow(6),
      end: fromNow(7, 8),
      suggestedAt: fromNow(-1),
    });
  };

  it('accepts every shift of the bundle together', async () => {
    await bundle();
    const res = await callRoute(putAcceptBundledShifts, { params: { id: 'sg-b' }, caller: eero });
    expect(res.status).toBe(200);
    expect(bookedShiftsResponse.parse(res.body).shifts.map((s) => s.id)).toEqual(['b-1', 'b-2']);
    expect((await storedShift('b-1')).employee?.id).toBe('sp-eero');
    expect((await storedShift('b-2')).employee?.id).toBe('sp-eero');
    expect((await storedSuggestion('sg-b')).state).toBe('accepted');
  });

  it('when one shift of it is taken, none is: a 409 and the suggestion stays open', async () => {
    await bundle();
    await putShift('b-2', 'sp-liisa', fromNow(7), fromNow(7, 8));
    expect(await callRoute(putAcceptBundledShifts, { params: { id: 'sg-b' }, caller: eero })).toEqual({
      status: 409,
      body: { error: 'validation:shiftAlreadyTaken' },
    });
    expect((await storedShift('b-1')).employee).toBeNull();
    expect((await storedSuggestion('sg-b')).state).toBe('suggested');
  });

  it("another employee cannot accept the caller's bundle (404)", async () => {
    await bundle();
    expect((await callRoute(putAcceptBundledShifts, { params: { id: 'sg-b' }, caller: liisa })).status).toBe(404);
    expect((await storedShift('b-1')).employee).toBeNull();
  });
});

describe('DELETE /v1/Shift/Employee/SuggestedShifts/{id} and /SuggestedBundleShift/{id}', () => {
  it('rejects a suggestion: it is rejected and the calendar shows it as type 5; again is a 409', async () => {
    await putShift('single-1', null, fromNow(4), fromNow(4, 8));
    await putSuggestion({
      id: 'sg-1',
      employeeId: 'sp-eero',
      kind: 'single',
      shiftIds: ['single-1'],
      start: fromNow(4),
      end: fromNow(4, 8),
      suggestedAt: fromNow(-1),
    });
    expect((await callRoute(deleteSuggestedShift, { params: { id: 'sg-1' }, caller: eero })).status).toBe(204);
    expect((await storedSuggestion('sg-1')).state).toBe('rejected');
    const cal = calendarShiftResponse.parse(
      (await callRoute(getCalendarShift, { query: { shiftId: 'single-1' }, caller: eero })).body,
    );
    expect(cal).toMatchObject({ eventType: 5, suggestionId: 'sg-1' });
    expect(await callRoute(deleteSuggestedShift, { params: { id: 'sg-1' }, caller: eero })).toEqual({
      status: 409,
      body: { error: 'validation:suggestionNotOpen' },
    });
  });

  it("rejects a bundle; another employee's bundle and a bundle through the single route are 404", async () => {
    await putShift('b-1', null, fromNow(6), fromNow(6, 8));
    await putSuggestion({
      id: 'sg-b',
      employeeId: 'sp-eero',
      kind: 'bundle',
      shiftIds: ['b-1'],
      start: fromNow(6),
      end: fromNow(6, 8),
      suggestedAt: fromNow(-1),
    });
    expect((await callRoute(deleteSuggestedBundleShift, { params: { id: 'sg-b' }, caller: liisa })).status).toBe(404);
    expect((await callRoute(deleteSuggestedShift, { params: { id: 'sg-b' }, caller: eero })).status).toBe(404);
    expect((await storedSuggestion('sg-b')).state).toBe('suggested');
    expect((await callRoute(deleteSuggestedBundleShift, { params: { id: 'sg-b' }, caller: eero })).status).toBe(204);
    expect((await storedSuggestion('sg-b')).state).toBe('rejected');
  });
});

describe('PUT /v1/Shift/Employee/Shift/AddMultiple and /Update (MarkShift)', () => {
  beforeEach(() => putShift('agency', 'sp-eero', fromNow(-10), fromNow(-10, 8)));

  it('records done shifts at the caller’s places; a shift of 40 days ago is late, yesterday’s is not', async () => {
    const res = await callRoute(putAddMultipleEmployeeShifts, { caller: eero, body: { shifts: [form(1)] } });
    expect(res.status).toBe(200);
    const answer = reportedShiftsResponse.parse(res.body);
    expect(answer.late).toBe(false);
    expect(answer.shifts[0]).toMatchObject({
      hours: 7.5,
      entryType: EMPLOYEE_REPORTED_ENTRY,
      state: 'new',
      customer: { id: 'c-aurora' },
    });
    const stored = await storedShift(answer.shifts[0]!.id);
    expect(stored.employee).toEqual({ id: 'sp-eero', name: 'Eero Esimerkki' });

    const late = reportedShiftsResponse.parse(
      (await callRoute(putAddMultipleEmployeeShifts, { caller: eero, body: { shifts: [form(2), form(40)] } })).body,
    );
    expect(late.late).toBe(true);
    expect(late.shifts).toHaveLength(2);
  });

  it("400 'Fill all required fields' for a missing field; a place not the caller's or a shift still to come is a 400; nothing written", async () => {
    const missing = await callRoute(putAddMultipleEmployeeShifts, { caller: eero, body: { shifts: [form(1, { start: '' })] } });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ issues: [{ path: 'shifts.0.start', message: 'validation:fillAllRequiredFields' }] });
    for (const body of [{ shifts: [form(1, { placeOfWork: 'pow-liisa' })] }, { shifts: [form(-2)] }, { shifts: [] }, {}]) {
      expect((await callRoute(putAddMultipleEmployeeShifts, { caller: eero, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminDb.collection(staffCollections.shifts).get()).size).toBe(1);
  });

  it('updates the caller’s own recorded shift; an agency shift is a 409, another employee’s a 404', async () => {
    const made = reportedShiftsResponse.parse(
      (await callRoute(putAddMultipleEmployeeShifts, { caller: eero, body: { shifts: [form(1)] } })).body,
    );
    const id = made.shifts[0]!.id;
    const res = await callRoute(putUpdateEmployeeShift, {
      caller: eero,
      body: {
        ...form(1, { end: '17.00', notes: 'Pidempi' }),
        shiftId: id,
      },
    });
    expect(res.status).toBe(200);
    expect(reportedShiftsResponse.parse(res.body).shifts[0]).toMatchObject({ id, hours: 8.5, notes: 'Pidempi' });
    expect(await callRoute(putUpdateEmployeeShift, { caller: eero, body: { ...form(1), shiftId: 'agency' } })).toEqual({
      status: 409,
      body: { error: 'validation:shiftNotEditable' },
    });
    await putShift('theirs', 'sp-liisa', fromNow(-2), fromNow(-2, 8), { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' });
    expect((await callRoute(putUpdateEmployeeShift, { caller: eero, body: { ...form(1), shiftId: 'theirs' } })).status).toBe(404);
  });
});

describe('PUT /v1/Shift/Employee/Shift/Cancel?shiftId', () => {
  it('cancels the caller’s own unprocessed recorded shift; an agency shift is a 409, another’s a 404', async () => {
    await putShift('mine', 'sp-eero', fromNow(-2), fromNow(-2, 8), { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' });
    await putShift('agency', 'sp-eero', fromNow(2), fromNow(2, 8));
    await putShift('theirs', 'sp-liisa', fromNow(-2), fromNow(-2, 8), { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' });
    const res = await callRoute(putCancelEmployeeShift, { query: { shiftId: 'mine' }, caller: eero });
    expect(res.status).toBe(200);
    expect((await storedShift('mine')).state).toBe('cancelled');
    expect(await callRoute(putCancelEmployeeShift, { query: { shiftId: 'agency' }, caller: eero })).toEqual({
      status: 409,
      body: { error: 'validation:shiftCannotBeCancelled' },
    });
    expect((await callRoute(putCancelEmployeeShift, { query: { shiftId: 'theirs' }, caller: eero })).status).toBe(404);
    expect((await storedShift('theirs')).state).toBe('new');
  });
});
