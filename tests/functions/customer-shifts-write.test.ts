import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agencyInstant,
  CUSTOMER_REPORTED_ENTRY,
  customerShiftResponse,
  customerShiftsListResponse,
  getSuggestedOrOpenShifts,
  getUpcomingShifts,
  putAcceptAllUnAcceptedShifts,
  putAcceptCustomerShift,
  putAcceptShiftTimeChanges,
  putBookSuggestedShift,
  putCancelCustomerShift,
  putCreateCustomerEntries,
  putCreateCustomerShift,
  putCreateCustomerShifts,
  putCustomerShiftFeedback,
  putUpdateCustomerShift,
  staffCollections,
  suggestedOrOpenShiftsResponse,
  upcomingShiftsResponse,
  type AnyEndpoint,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { callRoute, type RouteCall } from '../support/call-route';
import { dayFromNow, dropCast, makeCast, orderForm, putWorld, storedShift, type CustomerCast } from '../support/customer-shifts';
import { fromNow, putShift } from '../support/staff-shifts';

/**
 * The customer's orders, records and edits (issue 22): Create, CreateMultiple, CreateEntries and
 * Shift/Update, with who may call them, and what the employee then sees (their offers, their
 * upcoming shifts with a time change to answer). Cancel, Accept and Feedback are in
 * customer-shifts-settle.test.ts. Real tokens, real documents in the Firestore emulator.
 */
let cast: CustomerCast;
beforeAll(async () => {
  cast = await makeCast('cshiftw');
});
afterAll(() => dropCast(cast));
beforeEach(() => putWorld(cast));

const shiftCount = async () => (await adminDb.collection(staffCollections.shifts).count().get()).data().count;

const ROUTES = (
  [
    [putCreateCustomerShift, { body: orderForm(3) }, 'shiftEditor'],
    [putCreateCustomerShifts, { body: { ...orderForm(3, { day: undefined }), days: [dayFromNow(3)] } }, 'shiftEditor'],
    [putCreateCustomerEntries, { body: { entries: [] } }, 'shiftEditor'],
    [putUpdateCustomerShift, { body: { shiftId: 's1' } }, 'shiftEditor'],
    [putCancelCustomerShift, { body: { shiftId: 's1', reason: 'Ei tarvita' } }, 'shiftEditor'],
    [putAcceptCustomerShift, { body: { shiftId: 's1' } }, 'customer'],
    [putAcceptAllUnAcceptedShifts, { body: {} }, 'customer'],
    [putCustomerShiftFeedback, { body: { shiftId: 's1', rating: 5, message: 'Hyvin meni' } }, 'customer'],
  ] satisfies [AnyEndpoint, RouteCall, string][]
).map(([contract, call, access]) => [`${contract.method} ${contract.path}`, contract, call, access] as const);

describe('customer shift changes: who may call', () => {
  it.each(ROUTES)(
    '%s: 403 for an employee and a talent (and a user without canEditShifts on the editor routes); nothing written',
    async (name, contract, call, access) => {
      await putShift('s1', 'sp-eero', fromNow(-2), fromNow(-2, 8));
      const before = (await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime;
      const refused = access === 'shiftEditor' ? [cast.eero, cast.talent, cast.ville] : [cast.eero, cast.talent];
      for (const who of refused) expect((await callRoute(contract, { ...call, caller: who })).status, name).toBe(403);
      expect((await callRoute(contract, call)).status).toBe(401);
      expect((await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime).toEqual(before);
      expect(await shiftCount()).toBe(1);
    },
  );
});

describe('PUT /v1/Shift/Customer/Create', () => {
  it('orders a shift for selected Eero: stored new with its order, and Eero books it from his offers', async () => {
    const res = await callRoute(putCreateCustomerShift, { body: orderForm(3, { peopleCount: 2 }), caller: cast.anna });
    expect(res.status).toBe(200);
    const { shifts } = customerShiftsListResponse.parse(res.body);
    expect(shifts).toHaveLength(2);
    expect(new Set(shifts.map((s) => s.orderId)).size).toBe(1);
    expect(shifts[0]).toMatchObject({
      state: 'new',
      day: dayFromNow(3),
      customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
      placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
      professionTitle: { id: 'pt-cook', name: 'Kokki' },
      suggestionTarget: 'selectedEmployees',
      suggestionRound: 'selectedEmployees',
      orderedBy: { id: 'sp-anna', name: 'Anna Asiakas' },
      worker: null,
      history: [{ state: 'new', by: { kind: 'customer', name: 'Anna Asiakas' } }],
    });
    const stored = await storedShift(shifts[0]!.id);
    expect(stored).toMatchObject({ state: 'new', infoToEmployee: 'Ovi B', lunchBreak: 30, employee: null });
    expect(stored.updatedAt).toBeInstanceOf(Date);
    expect(stored.orderedAt).toBeInstanceOf(Date);

    const offers = suggestedOrOpenShiftsResponse.parse((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body);
    expect(offers.offers.map((o) => o.shifts[0]!.id).sort()).toEqual(shifts.map((s) => s.id).sort());
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.liisa })).body).toMatchObject({ total: 0 });
    const booked = await callRoute(putBookSuggestedShift, { params: { id: offers.offers[0]!.id }, caller: cast.eero });
    expect(booked.status).toBe(200);
    expect(await storedShift(offers.offers[0]!.shifts[0]!.id)).toMatchObject({ state: 'filled', employee: { id: 'sp-eero' } });
  });

  it('pool first: the pool now, all suitable later (openToAllAt); every suitable cook for allSuitable', async () => {
    const pool = await callRoute(putCreateCustomerShift, {
      body: orderForm(3, { target: { target: 'poolFirstThenAllSuitable', poolId: 'pool-kitchen' } }),
      caller: cast.anna,
    });
    const [ordered] = customerShiftsListResponse.parse(pool.body).shifts;
    expect(ordered).toMatchObject({ suggestionTarget: 'poolFirstThenAllSuitable', suggestionRound: 'pool' });
    expect(Date.parse(ordered!.openToAllAt!)).toBeGreaterThan(Date.now());
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body).toMatchObject({ total: 1 });
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.liisa })).body).toMatchObject({ total: 0 });

    await callRoute(putCreateCustomerShift, { body: orderForm(5, { target: { target: 'allSuitable' } }), caller: cast.anna });
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.liisa })).body).toMatchObject({ total: 1 });
  });

  it("another customer's place and pool are 404 like missing ones, a missing title 404; a past day 400; nothing written", async () => {
    const answers = [
      [orderForm(3, { placeOfWorkId: 'pow-other' }), 404, { error: 'placeOfWorkNotFound' }],
      [orderForm(3, { placeOfWorkId: 'pow-nope' }), 404, { error: 'placeOfWorkNotFound' }],
      [orderForm(3, { professionTitleId: 'pt-nope' }), 404, { error: 'professionTitleNotFound' }],
      [orderForm(3, { target: { target: 'pool', poolId: 'pool-other' } }), 404, { error: 'poolNotFound' }],
      [orderForm(-1), 400, { error: 'Invalid input', issues: [{ path: 'day', message: 'validation:orderInPast' }] }],
    ] as const;
    for (const [body, status, answer] of answers) {
      expect(await callRoute(putCreateCustomerShift, { body, caller: cast.anna })).toEqual({ status, body: answer });
    }
    const bad = await callRoute(putCreateCustomerShift, {
      body: orderForm(3, { peopleCount: 11, start: '25.00' }),
      caller: cast.anna,
    });
    expect(bad.status).toBe(400);
    expect(await shiftCount()).toBe(0);
  });
});

describe('PUT /v1/Shift/Customer/CreateMultiple', () => {
  it('the same shift on each day, one order; more than 31 shifts and a past day are 400 on days', async () => {
    const { day: _day, ...form } = orderForm(0);
    const days = [dayFromNow(2), dayFromNow(4), dayFromNow(6)];
    const res = await callRoute(putCreateCustomerShifts, { body: { ...form, days }, caller: cast.anna });
    const { shifts } = customerShiftsListResponse.parse(res.body);
    expect(shifts.map((s) => s.day)).toEqual(days);
    expect(new Set(shifts.map((s) => s.orderId)).size).toBe(1);
    expect((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body).toMatchObject({ total: 3 });

    const many = await callRoute(putCreateCustomerShifts, { body: { ...form, days, peopleCount: 11 }, caller: cast.anna });
    expect(many.status).toBe(400);
    const tooMany = Array.from({ length: 8 }, (_, i) => dayFromNow(i + 2));
    const over = await callRoute(putCreateCustomerShifts, {
      body: { ...form, days: tooMany, peopleCount: 4 },
      caller: cast.anna,
    });
    expect(over).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'days', message: 'validation:tooManyItems' }] },
    });
    const past = await callRoute(putCreateCustomerShifts, {
      body: { ...form, days: [dayFromNow(3), dayFromNow(-2)] },
      caller: cast.anna,
    });
    expect(past).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'days', message: 'validation:orderInPast' }] },
    });
    expect(await shiftCount()).toBe(3);
  });
});

describe('PUT /v1/Shift/Customer/CreateEntries', () => {
  const entry = (over: Record<string, unknown> = {}) => ({
    placeOfWorkId: 'pow-kitchen',
    professionTitleId: 'pt-cook',
    day: dayFromNow(-1),
    start: '8.00',
    end: '16.00',
    lunchBreak: 30,
    ...over,
  });

  it('records worked shifts by a known agency employee and by a named worker: new, customerReported', async () => {
    await putShift('worked', 'sp-eero', fromNow(-30), fromNow(-30, 8), { state: 'accepted' });
    const res = await callRoute(putCreateCustomerEntries, {
      body: { entries: [entry({ employeeId: 'sp-eero' }), entry({ workerName: 'Oma Olli', internal: true })] },
      caller: cast.anna,
    });
    expect(res.status).toBe(200);
    const { shifts } = customerShiftsListResponse.parse(res.body);
    expect(shifts.map((s) => s.worker)).toEqual([
      { id: 'sp-eero', name: 'sp-eero' },
      { id: null, name: 'Oma Olli' },
    ]);
    for (const s of shifts) expect(s).toMatchObject({ state: 'new', entryType: CUSTOMER_REPORTED_ENTRY, can: { edit: 'none' } });
    expect(await storedShift(shifts[1]!.id)).toMatchObject({ workerName: 'Oma Olli', internal: true, employee: null });
  });

  it('an employee who has not worked for the customer, a shift still to come, no worker: 400; nothing written', async () => {
    await putShift('elsewhere', 'sp-liisa', fromNow(-30), fromNow(-30, 8), {
      state: 'accepted',
      customer: { id: 'c-other', name: 'Muu Oy' },
    });
    const refused = [
      [entry({ employeeId: 'sp-liisa' }), 'entries.0.employeeId', 'validation:workerNotKnown'],
      [entry({ workerName: 'Olli', day: dayFromNow(2) }), 'entries.0.day', 'validation:entryNotWorkedYet'],
      [entry(), 'entries.0.workerName', 'validation:workerMissing'],
    ] as const;
    for (const [e, path, message] of refused) {
      const res = await callRoute(putCreateCustomerEntries, { body: { entries: [e] }, caller: cast.anna });
      expect(res).toEqual({ status: 400, body: { error: 'Invalid input', issues: [{ path, message }] } });
    }
    const other = await callRoute(putCreateCustomerEntries, {
      body: { entries: [entry({ placeOfWorkId: 'pow-other', workerName: 'O' })] },
      caller: cast.anna,
    });
    expect(other).toEqual({ status: 404, body: { error: 'placeOfWorkNotFound' } });
    expect(await shiftCount()).toBe(1);
  });
});

describe('PUT /v1/Shift/Customer/Shift/Update', () => {
  /** The edit form of a stored shift with `over` changed, on the version stored now. */
  const editForm = async (id: string, over: Record<string, unknown> = {}) => {
    const s = await storedShift(id);
    return {
      shiftId: id,
      day: dayFromNow(4),
      start: '8.00',
      end: '16.00',
      lunchBreak: s.lunchBreak ?? 0,
      contactPerson: s.contactPerson ?? null,
      infoToEmployee: s.infoToEmployee ?? null,
      updatedAt: s.updatedAt?.toISOString() ?? null,
      ...over,
    };
  };
  const at = (days: number, clock: string) => agencyInstant(dayFromNow(days), clock)!;

  it('an unfilled order changes outright, its open suggestion follows; a stale version is 409 and nothing written', async () => {
    const made = customerShiftsListResponse.parse(
      (await callRoute(putCreateCustomerShift, { body: orderForm(4), caller: cast.anna })).body,
    );
    const id = made.shifts[0]!.id;
    const form = await editForm(id, { start: '10.00', end: '18.00', lunchBreak: 45, infoToEmployee: 'Ovi C' });
    const res = await callRoute(putUpdateCustomerShift, { body: form, caller: cast.anna });
    expect(res.status).toBe(200);
    const shift = customerShiftResponse.parse(res.body).shift;
    expect(shift).toMatchObject({ lunchBreak: 45, infoToEmployee: 'Ovi C', timeChange: null, state: 'new' });
    expect(shift.history).toHaveLength(2);
    const offer = suggestedOrOpenShiftsResponse.parse((await callRoute(getSuggestedOrOpenShifts, { caller: cast.eero })).body)
      .offers[0]!;
    expect(offer.shifts[0]!.start).toBe(shift.start);
    expect(shift.start).toBe(at(4, '10.00').toISOString());

    const stale = await callRoute(putUpdateCustomerShift, { body: { ...form, lunchBreak: 0 }, caller: cast.anna });
    expect(stale).toEqual({ status: 409, body: { error: 'validation:shiftChangedMeanwhile' } });
    expect((await storedShift(id)).lunchBreak).toBe(45);
  });

  it("a filled shift's time is a change Eero confirms; going back withdraws it; its lunch break is not editable", async () => {
    await putShift('f1', 'sp-eero', at(4, '8.00').toISOString(), at(4, '16.00').toISOString(), {
      state: 'filled',
      lunchBreak: 30,
    });
    const res = await callRoute(putUpdateCustomerShift, {
      body: await editForm('f1', { start: '9.00', contactPerson: 'Kaisa' }),
      caller: cast.anna,
    });
    expect(res.status).toBe(200);
    expect(customerShiftResponse.parse(res.body).shift).toMatchObject({
      timeChange: 'pendingConfirmation',
      contactPerson: 'Kaisa',
    });
    const stored = await storedShift('f1');
    expect(stored.originalStart?.getTime()).toBe(at(4, '8.00').getTime());
    expect(stored.start.getTime()).toBe(stored.originalStart!.getTime() + 3_600_000);

    const upcoming = upcomingShiftsResponse.parse(
      (await callRoute(getUpcomingShifts, { query: { state: 'changesNeedConfirmation' }, caller: cast.eero })).body,
    );
    expect(upcoming.shifts.map((s) => [s.id, s.timeChange])).toEqual([['f1', 'pendingConfirmation']]);

    const back = await callRoute(putUpdateCustomerShift, {
      body: await editForm('f1', { contactPerson: 'Kaisa' }),
      caller: cast.anna,
    });
    expect(customerShiftResponse.parse(back.body).shift).toMatchObject({ timeChange: null, originalStart: null });
    expect((await storedShift('f1')).start.getTime()).toBe(at(4, '8.00').getTime());

    await callRoute(putUpdateCustomerShift, { body: await editForm('f1', { end: '17.00' }), caller: cast.anna });
    expect((await callRoute(putAcceptShiftTimeChanges, { query: { shiftId: 'f1' }, caller: cast.eero })).status).toBe(200);
    expect(await storedShift('f1')).toMatchObject({ timeChange: 'accepted' });

    const lunch = await callRoute(putUpdateCustomerShift, {
      body: await editForm('f1', { end: '17.00', lunchBreak: 60 }),
      caller: cast.anna,
    });
    expect(lunch).toEqual({ status: 409, body: { error: 'validation:shiftNotEditable' } });
  });

  it("a shift that has started or is cancelled is 409 shiftNotEditable; another customer's is 404; a past day 400", async () => {
    await putShift('gone', 'sp-eero', fromNow(-1), fromNow(-1, 8));
    await putShift('cancelled', null, fromNow(4), fromNow(4, 8), { state: 'cancelled' });
    await putShift('theirs', null, fromNow(4), fromNow(4, 8), { customer: { id: 'c-other', name: 'Muu Oy' } });
    await putShift('new', null, fromNow(4), fromNow(4, 8), { state: 'new' });
    for (const id of ['gone', 'cancelled']) {
      const res = await callRoute(putUpdateCustomerShift, { body: await editForm(id), caller: cast.anna });
      expect(res).toEqual({ status: 409, body: { error: 'validation:shiftNotEditable' } });
    }
    for (const id of ['theirs', 'nope']) {
      const res = await callRoute(putUpdateCustomerShift, {
        body: { ...(await editForm('new')), shiftId: id },
        caller: cast.anna,
      });
      expect(res).toEqual({ status: 404, body: { error: 'shiftNotFound' } });
    }
    const past = await callRoute(putUpdateCustomerShift, {
      body: await editForm('new', { day: dayFromNow(-1) }),
      caller: cast.anna,
    });
    expect(past).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'day', message: 'validation:orderInPast' }] },
    });
  });
});
