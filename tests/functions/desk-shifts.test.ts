import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  AUTH_401,
  CUSTOMER_REPORTED_ENTRY,
  deskShiftResponse,
  deskShiftsResponse,
  deskSuggestResponse,
  deskSuitableResponse,
  EMPLOYEE_REPORTED_ENTRY,
  getDeskShifts,
  getDeskSuitableEmployees,
  poolFirstOpensAt,
  putDeskApproveRecorded,
  putDeskAssign,
  putDeskProcess,
  putDeskSettleCancellation,
  putDeskSuggest,
  staffCollections,
  staffDeskAuditRecord,
  staffShift,
  type AnyEndpoint,
  type StaffPerson,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute, type RouteCall } from '../support/call-route';
import { caller, fromNow, putCalendarEvent, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * The agency desk (issue 22, our extension routes `/v1/Desk/Shifts...`): each route's happy path,
 * 400 for bad input, who may call (an admin with a second factor only: a customer user and an
 * employee 403, an admin signed in without the second factor 401 'User needs mfa', nobody 401),
 * 404 and each 409 with its `validation:` key; every change leaves a history step by the agency
 * and a `staffDeskAudit` record; two admins assigning one shift at once: exactly one fills it.
 * Real tokens, real documents in the Firestore emulator.
 */
const users: TestUser[] = [];
let admin: string, otherAdmin: string, adminOneFactor: string, adminUser: TestUser;
let customer: Caller, employee: Caller;

beforeAll(async () => {
  await clearFirestore();
  adminUser = await createTestUser({
    prefix: 'desk-admin',
    claims: { admin: true },
    mfaPhone: '+358401230221',
    displayName: 'Aino Ajojärjestelijä',
  });
  const second = await createTestUser({ prefix: 'desk-admin2', claims: { admin: true }, mfaPhone: '+358401230222' });
  const oneFactor = await createTestUser({ prefix: 'desk-admin-1f', claims: { admin: true } });
  users.push(adminUser, second, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  otherAdmin = (await signInWithSecondFactor(second.email, second.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  customer = await caller('desk-customer', { customerIds: ['c-aurora'] });
  employee = await caller('desk-employee', { employee: true }, { id: 'sp-eero' });
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), customer.user.uid, employee.user.uid]));

/** A cook of the agency, active unless said. */
const cook = (id: string, firstName: string, over: Partial<StaffPerson> = {}) =>
  putPerson(id, { firstName, lastName: 'Kokki', professionTitleIds: ['pt-cook'], ...over });

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: employee.user.uid, email: employee.user.email, firstName: 'Eero', lastName: 'E' });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
  await cook('sp-aino', 'Aino');
  await cook('sp-ville', 'Ville');
  await adminDb.collection(staffCollections.customers).doc('c-aurora').set({ name: 'Hotelli Aurora' });
});

/** The error code of the one 409 among two racing answers. */
const loser = (answers: { status: number; body: unknown }[]) =>
  (answers.find((a) => a.status === 409)!.body as { error: string }).error;

const storedShift = async (id: string) => {
  const snap = await adminDb.collection(staffCollections.shifts).doc(id).get();
  return staffShift.parse({ id, ...snap.data() });
};
const auditOf = async (shiftId: string) =>
  (await adminDb.collection(staffCollections.deskAudit).where('shiftId', '==', shiftId).get()).docs.map((d) =>
    staffDeskAuditRecord.parse(d.data()),
  );
/** An order of Hotelli Aurora's, not filled yet, `days` from now (8 hours). */
const order = (id: string, days = 3, over: Parameters<typeof putShift>[4] = {}) =>
  putShift(id, null, fromNow(days), fromNow(days, 8), { state: 'new', ...over });

/**
 * Four employees not suitable for an order `days` from now (from 0 to 8 o'clock): Bertta has a shift
 * then, Anni marked its Helsinki day not available, Paavo is passive and Wilma is a waiter.
 */
async function unsuitableCooks(days: number) {
  await cook('sp-busy', 'Bertta');
  await putShift('busy', 'sp-busy', fromNow(days, 4), fromNow(days, 12));
  await cook('sp-away', 'Anni');
  const day = agencyDayStart(agencyDay(new Date(fromNow(days))))!;
  await putCalendarEvent({
    id: 'away',
    employeeId: 'sp-away',
    type: 2,
    start: day.toISOString(),
    end: addAgencyDays(day, 1).toISOString(),
    created: fromNow(-1),
  });
  await cook('sp-passive', 'Paavo', { status: 'passive' });
  await putPerson('sp-waiter', { firstName: 'Wilma', lastName: 'Tarjoilija', professionTitleIds: ['pt-waiter'] });
}

const ROUTES = (
  [
    [getDeskShifts, {}],
    [getDeskSuitableEmployees, { query: { shiftId: 's1' } }],
    [putDeskProcess, { body: { shiftId: 's1' } }],
    [putDeskAssign, { body: { shiftId: 's1', employeeId: 'sp-aino' } }],
    [putDeskSuggest, { body: { shiftId: 's1', target: { target: 'allSuitable' } } }],
    [putDeskSettleCancellation, { body: { shiftId: 's1', outcome: 'cancelled' } }],
    [putDeskApproveRecorded, { body: { shiftId: 's1' } }],
  ] satisfies [AnyEndpoint, RouteCall][]
).map(([contract, call]) => [`${contract.method} ${contract.path}`, contract, call] as const);

describe('the desk: who may call', () => {
  it.each(ROUTES)(
    '%s: 403 for a customer user and an employee, 401 for an admin without the second factor and for nobody; nothing written',
    async (name, contract, call) => {
      await order('s1');
      const before = (await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime;
      for (const who of [customer, employee]) {
        expect(await callRoute(contract, { ...call, caller: who }), name).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
      expect(await callRoute(contract, { ...call, token: adminOneFactor })).toEqual({ status: 401, body: AUTH_401.needsMfa });
      expect((await callRoute(contract, call)).status).toBe(401);
      expect((await adminDb.collection(staffCollections.shifts).doc('s1').get()).updateTime).toEqual(before);
      expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(0);
      expect((await adminDb.collection(staffCollections.shiftSuggestions).get()).size).toBe(0);
    },
  );
});

describe('GET /v1/Desk/Shifts', () => {
  it("lists every customer's shifts of the period by start, with the desk's view and how many were offered each", async () => {
    await order('s-aurora', 2);
    await order('s-satama', 1, { customer: { id: 'c-satama', name: 'Ravintola Satama' }, state: 'inProcessing' });
    await putShift('s-filled', 'sp-aino', fromNow(5), fromNow(5, 8));
    await order('s-later', 60);
    for (const employeeId of ['sp-aino', 'sp-ville']) {
      await putSuggestion({
        id: `s-aurora_${employeeId}`,
        employeeId,
        kind: 'single',
        shiftIds: ['s-aurora'],
        start: fromNow(2),
        end: fromNow(2, 8),
        suggestedAt: fromNow(0),
      });
    }
    const res = await callRoute(getDeskShifts, { token: admin });
    expect(res.status).toBe(200);
    const list = deskShiftsResponse.parse(res.body);
    expect(list.from).toBe(agencyDay(addAgencyDays(new Date(), -7)));
    expect(list.until).toBe(agencyDay(addAgencyDays(new Date(), 28)));
    expect(list.shifts.map((s) => s.id)).toEqual(['s-satama', 's-aurora', 's-filled']);
    const aurora = list.shifts.find((s) => s.id === 's-aurora')!;
    expect(aurora).toMatchObject({ suggestedTo: 2, customer: { id: 'c-aurora', name: 'Hotelli Aurora' }, state: 'new' });
    // The customer's own permissions are not the desk's: the view offers the customer nothing.
    expect(aurora.can).toMatchObject({ edit: 'none', cancel: false });
    expect(list.shifts.find((s) => s.id === 's-filled')).toMatchObject({ suggestedTo: 0, worker: { id: 'sp-aino' } });
  });

  it('filters by customer and state, and reads the days asked', async () => {
    await order('s-aurora', 2);
    await order('s-satama', 1, { customer: { id: 'c-satama', name: 'Ravintola Satama' }, state: 'inProcessing' });
    await order('s-later', 60);
    const ids = async (query: RouteCall['query']) =>
      deskShiftsResponse.parse((await callRoute(getDeskShifts, { token: admin, query })).body).shifts.map((s) => s.id);
    expect(await ids({ customerId: 'c-satama' })).toEqual(['s-satama']);
    expect(await ids({ state: 'new' })).toEqual(['s-aurora']);
    expect(await ids({ customerId: 'c-nobody' })).toEqual([]);
    const day = agencyDay(new Date(fromNow(60)));
    expect(await ids({ from: day, until: day })).toEqual(['s-later']);
  });

  it('400 for a period backwards, longer than a quarter, a bad day or an unknown state', async () => {
    const today = agencyDay(new Date());
    const bad = [
      { from: today, until: agencyDay(addAgencyDays(new Date(), -1)) },
      { from: today, until: agencyDay(addAgencyDays(new Date(), 100)) },
      { from: '2026-02-30' },
      { state: 'nope' },
      { extra: '1' },
    ];
    for (const query of bad) {
      const res = await callRoute(getDeskShifts, { token: admin, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(JSON.stringify(res.body)).toContain('validation:');
    }
  });
});

describe('GET /v1/Desk/Shifts/SuitableEmployees', () => {
  it('answers the active cooks free then, with those in a pool of the place marked', async () => {
    await order('s1', 3);
    await unsuitableCooks(3);
    await adminDb
      .collection(staffCollections.pools)
      .doc('pool-kitchen')
      .set({ name: 'Keittiön vakiot', customerId: 'c-aurora', placeOfWorkId: 'pow-kitchen', employeeIds: ['sp-ville'] });
    const res = await callRoute(getDeskSuitableEmployees, { token: admin, query: { shiftId: 's1' } });
    expect(res.status).toBe(200);
    expect(deskSuitableResponse.parse(res.body).employees).toEqual([
      { id: 'sp-aino', name: 'Aino Kokki', inPool: false },
      { id: 'sp-ville', name: 'Ville Kokki', inPool: true },
    ]);
  });

  it('404 for a missing shift, 400 without or with a bad id', async () => {
    expect(await callRoute(getDeskSuitableEmployees, { token: admin, query: { shiftId: 'nope' } })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    expect((await callRoute(getDeskSuitableEmployees, { token: admin, query: { shiftId: 'a/b' } })).status).toBe(400);
    expect((await callRoute(getDeskSuitableEmployees, { token: admin })).status).toBe(400);
  });
});

describe('PUT /v1/Desk/Shifts/Process', () => {
  it('takes a new order into processing, with a history step by the admin and an audit record', async () => {
    await order('s1');
    const res = await callRoute(putDeskProcess, { token: admin, body: { shiftId: 's1' } });
    expect(res.status).toBe(200);
    const { shift } = deskShiftResponse.parse(res.body);
    expect(shift.state).toBe('inProcessing');
    expect(shift.history.at(-1)).toMatchObject({ state: 'inProcessing', by: { kind: 'agency', name: 'Aino Ajojärjestelijä' } });
    const stored = await storedShift('s1');
    expect(stored.state).toBe('inProcessing');
    expect(stored.updatedAt).toBeInstanceOf(Date);
    expect(shift.updatedAt).toBe(stored.updatedAt!.toISOString());
    expect(await auditOf('s1')).toEqual([
      {
        actorUid: adminUser.uid,
        actorEmail: adminUser.email,
        route: 'PUT /v1/Desk/Shifts/Process',
        shiftId: 's1',
        from: 'new',
        to: 'inProcessing',
        note: null,
        at: stored.updatedAt,
      },
    ]);
  });

  it('409 for a shift the table does not move to processing (filled, or in processing already); nothing written', async () => {
    await putShift('filled', 'sp-aino', fromNow(3), fromNow(3, 8));
    await order('again', 3, { state: 'inProcessing' });
    for (const id of ['filled', 'again']) {
      expect(await callRoute(putDeskProcess, { token: admin, body: { shiftId: id } })).toEqual({
        status: 409,
        body: { error: 'validation:shiftTransitionNotAllowed' },
      });
      expect((await storedShift(id)).history).toEqual([]);
      expect(await auditOf(id)).toEqual([]);
    }
  });

  it('404 for a missing shift, 400 for a bad body', async () => {
    expect(await callRoute(putDeskProcess, { token: admin, body: { shiftId: 'nope' } })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    for (const body of [{}, { shiftId: '' }, { shiftId: 's1', extra: 1 }]) {
      expect((await callRoute(putDeskProcess, { token: admin, body })).status).toBe(400);
    }
  });
});

describe('PUT /v1/Desk/Shifts/Assign', () => {
  it('fills the shift with a suitable employee: they see it as theirs, the history and the audit name it', async () => {
    await order('s1', 3, { state: 'inProcessing' });
    const res = await callRoute(putDeskAssign, { token: admin, body: { shiftId: 's1', employeeId: 'sp-aino' } });
    expect(res.status).toBe(200);
    expect(deskShiftResponse.parse(res.body).shift).toMatchObject({
      state: 'filled',
      worker: { id: 'sp-aino', name: 'Aino Kokki' },
    });
    const stored = await storedShift('s1');
    expect(stored).toMatchObject({ state: 'filled', employee: { id: 'sp-aino', name: 'Aino Kokki' } });
    expect(stored.history.at(-1)).toMatchObject({ state: 'filled', by: { kind: 'agency' }, note: 'Aino Kokki' });
    expect(await auditOf('s1')).toMatchObject([{ route: 'PUT /v1/Desk/Shifts/Assign', from: 'inProcessing', to: 'filled' }]);
  });

  it('404 employeeNotFound for no staff record or one without employee status; 404 shiftNotFound', async () => {
    await order('s1');
    await putPerson('sp-office', { firstName: 'Olli', lastName: 'Toimisto', employee: false, professionTitleIds: ['pt-cook'] });
    for (const employeeId of ['sp-nobody', 'sp-office']) {
      expect(await callRoute(putDeskAssign, { token: admin, body: { shiftId: 's1', employeeId } })).toEqual({
        status: 404,
        body: { error: 'employeeNotFound' },
      });
    }
    expect(await callRoute(putDeskAssign, { token: admin, body: { shiftId: 'nope', employeeId: 'sp-aino' } })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    expect((await storedShift('s1')).state).toBe('new');
    expect(await auditOf('s1')).toEqual([]);
  });

  it('409 employeeNotSuitable: busy then, away that day, passive, another title', async () => {
    await order('s1', 3);
    await unsuitableCooks(3);
    for (const employeeId of ['sp-busy', 'sp-away', 'sp-passive', 'sp-waiter']) {
      expect(await callRoute(putDeskAssign, { token: admin, body: { shiftId: 's1', employeeId } }), employeeId).toEqual({
        status: 409,
        body: { error: 'validation:employeeNotSuitable' },
      });
    }
    expect((await storedShift('s1')).employee).toBeNull();
  });

  it('409 shiftAlreadyTaken for a filled, started, cancelled or recorded shift', async () => {
    await putShift('filled', 'sp-ville', fromNow(3), fromNow(3, 8));
    await order('started', 0, { start: fromNow(0, -1), end: fromNow(0, 7), date: fromNow(0, -1) });
    await order('cancelled', 3, { state: 'cancelled' });
    await order('recorded', 3, { entryType: CUSTOMER_REPORTED_ENTRY, workerName: 'Oma Työntekijä' });
    for (const shiftId of ['filled', 'started', 'cancelled', 'recorded']) {
      expect(await callRoute(putDeskAssign, { token: admin, body: { shiftId, employeeId: 'sp-aino' } }), shiftId).toEqual({
        status: 409,
        body: { error: 'validation:shiftAlreadyTaken' },
      });
    }
  });

  it('400 without an employee', async () => {
    expect((await callRoute(putDeskAssign, { token: admin, body: { shiftId: 's1' } })).status).toBe(400);
  });

  it('two admins assigning two employees to one shift at once: exactly one fills it', async () => {
    for (let round = 0; round < 3; round++) {
      // A day of its own each round: the employee who won the last one is busy on its day.
      await order(`race${round}`, 4 + round);
      const answers = await Promise.all(
        [
          [admin, 'sp-aino'],
          [otherAdmin, 'sp-ville'],
        ].map(([token, employeeId]) => callRoute(putDeskAssign, { token, body: { shiftId: `race${round}`, employeeId } })),
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      // The loser saw the shift taken, or (the emulator's lock timeouts under load) kept losing the race: nothing of it written.
      expect(['validation:shiftAlreadyTaken', 'validation:shiftChangedMeanwhile']).toContain(loser(answers));
      const winner = deskShiftResponse.parse(answers.find((a) => a.status === 200)!.body).shift.worker!.id;
      expect((await storedShift(`race${round}`)).employee?.id).toBe(winner);
      expect(await auditOf(`race${round}`)).toHaveLength(1);
    }
  });

  it("one employee assigned to two overlapping shifts at once: the employee's own time is read in the transaction, one passes", async () => {
    for (let round = 0; round < 3; round++) {
      const day = 8 + 2 * round;
      await order(`a${round}`, day);
      await order(`b${round}`, day, { start: fromNow(day, 4), end: fromNow(day, 12), date: fromNow(day, 4) });
      const answers = await Promise.all(
        [
          [admin, `a${round}`],
          [otherAdmin, `b${round}`],
        ].map(([token, shiftId]) => callRoute(putDeskAssign, { token, body: { shiftId, employeeId: 'sp-aino' } })),
      );
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect(['validation:employeeNotSuitable', 'validation:shiftChangedMeanwhile']).toContain(loser(answers));
      const theirs = [await storedShift(`a${round}`), await storedShift(`b${round}`)].filter((s) => s.employee?.id === 'sp-aino');
      expect(theirs).toHaveLength(1);
    }
  });
});

describe('PUT /v1/Desk/Shifts/Suggest', () => {
  const suggestionsOf = async (shiftId: string) =>
    (await adminDb.collection(staffCollections.shiftSuggestions).where('shiftIds', 'array-contains', shiftId).get()).docs
      .map((d) => d.get('employeeId') as string)
      .sort();

  it('all suitable: each gets a single suggestion, the shift keeps its target and round', async () => {
    await order('s1', 3);
    await cook('sp-passive', 'Paavo', { status: 'passive' });
    const res = await callRoute(putDeskSuggest, { token: admin, body: { shiftId: 's1', target: { target: 'allSuitable' } } });
    expect(res.status).toBe(200);
    const answer = deskSuggestResponse.parse(res.body);
    expect(answer.suggestedTo).toBe(2);
    expect(answer.shift).toMatchObject({
      suggestedTo: 2,
      suggestionTarget: 'allSuitable',
      suggestionRound: 'allSuitable',
      state: 'new',
    });
    expect(await suggestionsOf('s1')).toEqual(['sp-aino', 'sp-ville']);
    const stored = await storedShift('s1');
    expect(stored).toMatchObject({
      suggestionTarget: { target: 'allSuitable' },
      suggestionRound: 'allSuitable',
      openToAllAt: null,
    });
    expect(stored.history.at(-1)).toMatchObject({ state: 'new', by: { kind: 'agency' } });
    expect(await auditOf('s1')).toMatchObject([
      { route: 'PUT /v1/Desk/Shifts/Suggest', from: 'new', to: 'new', note: 'allSuitable: 2' },
    ]);
    // Suggesting again rewrites the same offers instead of making new ones.
    expect(
      (await callRoute(putDeskSuggest, { token: admin, body: { shiftId: 's1', target: { target: 'allSuitable' } } })).status,
    ).toBe(200);
    expect(await suggestionsOf('s1')).toEqual(['sp-aino', 'sp-ville']);
  });

  it('selected employees (those still suitable) and pool first (its members now, all suitable later)', async () => {
    await order('s1', 3);
    await order('s2', 3);
    await adminDb
      .collection(staffCollections.pools)
      .doc('pool-kitchen')
      .set({ name: 'Keittiön vakiot', customerId: 'c-aurora', placeOfWorkId: 'pow-kitchen', employeeIds: ['sp-ville'] });
    const selected = await callRoute(putDeskSuggest, {
      token: admin,
      body: { shiftId: 's1', target: { target: 'selectedEmployees', employeeIds: ['sp-aino', 'sp-nobody'] } },
    });
    expect(deskSuggestResponse.parse(selected.body).suggestedTo).toBe(1);
    expect(await suggestionsOf('s1')).toEqual(['sp-aino']);

    const before = Date.now();
    const poolFirst = await callRoute(putDeskSuggest, {
      token: admin,
      body: { shiftId: 's2', target: { target: 'poolFirstThenAllSuitable', poolId: 'pool-kitchen' } },
    });
    expect(poolFirst.status).toBe(200);
    expect(deskSuggestResponse.parse(poolFirst.body).shift).toMatchObject({ suggestionRound: 'pool', suggestedTo: 1 });
    expect(await suggestionsOf('s2')).toEqual(['sp-ville']);
    const opens = (await storedShift('s2')).openToAllAt!;
    const start = new Date(fromNow(3));
    expect(opens.getTime()).toBeGreaterThanOrEqual(poolFirstOpensAt(new Date(before), start).getTime());
    expect(opens.getTime()).toBeLessThanOrEqual(poolFirstOpensAt(new Date(), start).getTime());
  });

  it("404 poolNotFound for another customer's pool or none; 404 shiftNotFound; nothing written", async () => {
    await order('s1', 3);
    await adminDb
      .collection(staffCollections.pools)
      .doc('pool-satama')
      .set({ name: 'Sataman vakiot', customerId: 'c-satama', placeOfWorkId: 'pow-satama', employeeIds: ['sp-ville'] });
    for (const poolId of ['pool-satama', 'pool-nope']) {
      expect(
        await callRoute(putDeskSuggest, { token: admin, body: { shiftId: 's1', target: { target: 'pool', poolId } } }),
      ).toEqual({
        status: 404,
        body: { error: 'poolNotFound' },
      });
    }
    expect(
      await callRoute(putDeskSuggest, { token: admin, body: { shiftId: 'nope', target: { target: 'allSuitable' } } }),
    ).toEqual({ status: 404, body: { error: 'shiftNotFound' } });
    expect(await suggestionsOf('s1')).toEqual([]);
    expect(await auditOf('s1')).toEqual([]);
  });

  it('409 shiftAlreadyTaken for a filled shift; 400 without a target or selected employees', async () => {
    await putShift('filled', 'sp-ville', fromNow(3), fromNow(3, 8));
    expect(
      await callRoute(putDeskSuggest, { token: admin, body: { shiftId: 'filled', target: { target: 'allSuitable' } } }),
    ).toEqual({ status: 409, body: { error: 'validation:shiftAlreadyTaken' } });
    expect(await suggestionsOf('filled')).toEqual([]);
    for (const body of [
      { shiftId: 'filled' },
      { shiftId: 'filled', target: { target: 'selectedEmployees', employeeIds: [] } },
      { shiftId: 'filled', target: { target: 'pool' } },
    ]) {
      const res = await callRoute(putDeskSuggest, { token: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('PUT /v1/Desk/Shifts/SettleCancellation', () => {
  it('settles a cancellation request as cancelled, billed or not charged', async () => {
    for (const outcome of ['cancelled', 'billed', 'willNotBeCharged'] as const) {
      await putShift(outcome, 'sp-aino', fromNow(1), fromNow(1, 8), {
        state: 'requestedForCancellation',
        cancellationReason: 'Remontti',
      });
      const res = await callRoute(putDeskSettleCancellation, { token: admin, body: { shiftId: outcome, outcome } });
      expect(res.status).toBe(200);
      expect(deskShiftResponse.parse(res.body).shift.state).toBe(outcome);
      expect((await storedShift(outcome)).state).toBe(outcome);
      expect(await auditOf(outcome)).toMatchObject([{ from: 'requestedForCancellation', to: outcome }]);
    }
  });

  it('409 cancellationNotRequested for a shift not requested for cancellation; 404; 400 for an unknown outcome', async () => {
    await putShift('filled', 'sp-aino', fromNow(1), fromNow(1, 8));
    expect(await callRoute(putDeskSettleCancellation, { token: admin, body: { shiftId: 'filled', outcome: 'billed' } })).toEqual({
      status: 409,
      body: { error: 'validation:cancellationNotRequested' },
    });
    expect((await storedShift('filled')).state).toBe('filled');
    expect(await callRoute(putDeskSettleCancellation, { token: admin, body: { shiftId: 'nope', outcome: 'billed' } })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    const bad = await callRoute(putDeskSettleCancellation, { token: admin, body: { shiftId: 'filled', outcome: 'accepted' } });
    expect(bad).toEqual({
      status: 400,
      body: { error: 'Invalid input', issues: [{ path: 'outcome', message: 'validation:invalidValue' }] },
    });
  });
});

describe('PUT /v1/Desk/Shifts/ApproveRecorded', () => {
  it("approves a shift recorded by the customer or the employee: filled, for the customer's acceptance", async () => {
    await putShift('by-customer', null, fromNow(-2), fromNow(-2, 8), {
      state: 'new',
      entryType: CUSTOMER_REPORTED_ENTRY,
      workerName: 'Oma Työntekijä',
    });
    await putShift('by-employee', 'sp-eero', fromNow(-3), fromNow(-3, 8), {
      state: 'inProcessing',
      entryType: EMPLOYEE_REPORTED_ENTRY,
    });
    for (const shiftId of ['by-customer', 'by-employee']) {
      const res = await callRoute(putDeskApproveRecorded, { token: admin, body: { shiftId } });
      expect(res.status).toBe(200);
      expect(deskShiftResponse.parse(res.body).shift).toMatchObject({ state: 'filled', can: { accept: true } });
      expect((await storedShift(shiftId)).history.at(-1)).toMatchObject({ state: 'filled', by: { kind: 'agency' } });
      expect(await auditOf(shiftId)).toMatchObject([{ route: 'PUT /v1/Desk/Shifts/ApproveRecorded', to: 'filled' }]);
    }
  });

  it('409 entryNotPending for an order or an approved entry; 404; 400', async () => {
    await order('order');
    await putShift('approved', 'sp-eero', fromNow(-3), fromNow(-3, 8), { state: 'filled', entryType: EMPLOYEE_REPORTED_ENTRY });
    for (const shiftId of ['order', 'approved']) {
      expect(await callRoute(putDeskApproveRecorded, { token: admin, body: { shiftId } })).toEqual({
        status: 409,
        body: { error: 'validation:entryNotPending' },
      });
    }
    expect(await callRoute(putDeskApproveRecorded, { token: admin, body: { shiftId: 'nope' } })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    expect((await callRoute(putDeskApproveRecorded, { token: admin, body: {} })).status).toBe(400);
  });
});
