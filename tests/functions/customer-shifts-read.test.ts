import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  customerShiftsResponse,
  customerTopAlertsResponse,
  getAllCustomerShifts,
  getCreateCustomerShiftData,
  getCustomerProfessionTitles,
  getCustomerShiftEdit,
  getCustomerTopAlerts,
  getCustomerUserPlaceOfWorkList,
  getEmployeesToSuggest,
  getShiftSummary,
  getSuggestedEmployees,
  getUnapprovedShiftCount,
  shiftSummaryResponse,
  unapprovedShiftCountResponse,
  type AnyEndpoint,
} from '@vuoro/domain';
import { deleteTestUsers } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import {
  at,
  AURORA,
  BOREA,
  dayFromToday,
  KITCHEN,
  LOBBY,
  OTHER,
  OTHER_PLACE,
  customerCallers,
  EERO,
  LIISA,
  putCustomerShift,
  putCustomerUsers,
  putCustomerWorld,
  STORE,
} from '../support/customer-shift-fixtures';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The customer's reading routes (issue 22), part one: who may call each of the ten, the 400s, and
 * the lists, summary, badge and alerts read from one query of the caller's customers. A customer
 * user sees the shifts of their own customers only. Part two (the shift, its suggestions, the
 * order forms' choices): customer-shifts-read-forms.test.ts. Real tokens, real documents.
 */
let asta: Caller, ville: Caller, olli: Caller, noRecord: Caller, eero: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  ({ asta, ville, olli } = await customerCallers('cread'));
  noRecord = await caller('cread-norecord', { customerIds: [AURORA.id] });
  eero = await caller('cread-eero', { employee: true }, { id: 'sp-eero' });
  talent = await caller('cread-talent', {});
});
afterAll(() => deleteTestUsers([asta, ville, olli, noRecord, eero, talent].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putCustomerWorld();
  await putCustomerUsers({ asta, ville, olli });
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Esimerkki' });
});

const aurora = (place: { id: string; name: string }) => ({ customer: AURORA, place });
const borea = { customer: BOREA, place: STORE };
const day = (days: number, start = '8.00', end = '16.00') => ({ day: dayFromToday(days), start, end });

/**
 * The caller's customers' shifts in every situation the lists, summary and alerts tell apart,
 * and one of another customer's. Each lasts 8 hours less a 30-minute break.
 */
async function putShifts() {
  await Promise.all([
    putCustomerShift('s-ancient', aurora(KITCHEN), day(-100), { employee: EERO }),
    putCustomerShift('s-old', aurora(KITCHEN), day(-20), { employee: EERO }),
    putCustomerShift('s-past', aurora(KITCHEN), day(-3), { employee: EERO }),
    putCustomerShift('s-accepted', borea, day(-2), { employee: LIISA, state: 'accepted' }),
    putCustomerShift('s-soon', aurora(LOBBY), day(1)),
    putCustomerShift('s-cancelled', aurora(LOBBY), day(2), { state: 'cancelled' }),
    putCustomerShift('s-cancelreq', borea, day(5), { employee: EERO, state: 'requestedForCancellation' }),
    putCustomerShift('s-timechange', aurora(KITCHEN), day(6, '9.00', '17.00'), {
      employee: LIISA,
      originalStart: at(dayFromToday(6), '8.00'),
      originalEnd: at(dayFromToday(6), '16.00'),
      timeChange: 'pendingConfirmation',
    }),
    putCustomerShift('s-later', aurora(KITCHEN), day(10)),
    putCustomerShift('s-other', { customer: OTHER, place: OTHER_PLACE }, day(1)),
  ]);
}

/** Every route with a query it takes. */
const ROUTES = (
  [
    [getCustomerShiftEdit, { query: { shiftId: 's-soon' } }],
    [
      getEmployeesToSuggest,
      { query: { placeOfWorkId: KITCHEN.id, professionTitleId: 'pt-cook', day: '2030-01-02', start: '8.00', end: '16.00' } },
    ],
    [getCustomerProfessionTitles, {}],
    [getSuggestedEmployees, { query: { shiftId: 's-soon' } }],
    [getAllCustomerShifts, {}],
    [getShiftSummary, {}],
    [getUnapprovedShiftCount, {}],
    [getCreateCustomerShiftData, {}],
    [getCustomerTopAlerts, {}],
    [getCustomerUserPlaceOfWorkList, {}],
  ] satisfies [AnyEndpoint, RouteCall][]
).map(([contract, call]) => [`${contract.method} ${contract.path}`, contract, call] as const);

describe('customer reading routes: who may call', () => {
  it.each(ROUTES)(
    '%s: a customer user reads it; 403 for an employee and a talent, 401 without a token',
    async (name, contract, call) => {
      await putShifts();
      expect((await callRoute(contract, { ...call, caller: asta })).status, name).toBe(200);
      for (const who of [eero, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), name).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
      expect((await callRoute(contract, call)).status).toBe(401);
    },
  );

  it.each(ROUTES)('%s: 403 notACustomer for a customer claim without a staff record', async (name, contract, call) => {
    await putShifts();
    expect(await callRoute(contract, { ...call, caller: noRecord }), name).toEqual({
      status: 403,
      body: { error: 'notACustomer' },
    });
  });

  const WITH_CUSTOMER = ROUTES.filter(([, contract]) =>
    [getAllCustomerShifts, getShiftSummary, getUnapprovedShiftCount, getCustomerTopAlerts].includes(contract as never),
  );
  it.each(WITH_CUSTOMER)(
    "%s: 403 notYourCustomer for another customer's id or an unknown one, whether it exists or not",
    async (name, contract) => {
      await putShifts();
      for (const [who, customerId] of [
        [olli, AURORA.id],
        [ville, BOREA.id],
        [asta, OTHER.id],
        [asta, 'c-nobody'],
      ] as const) {
        expect(await callRoute(contract, { query: { customerId }, caller: who }), name).toEqual({
          status: 403,
          body: { error: 'notYourCustomer' },
        });
      }
    },
  );
});

describe('customer reading routes: 400 for a bad query', () => {
  const BAD: [AnyEndpoint, RouteCall['query'], string][] = [
    [getCustomerShiftEdit, {}, 'shiftId'],
    [getCustomerShiftEdit, { shiftId: 'a/b' }, 'shiftId'],
    [getSuggestedEmployees, { shiftId: '' }, 'shiftId'],
    [
      getEmployeesToSuggest,
      { placeOfWorkId: KITCHEN.id, professionTitleId: 'pt-cook', day: '2030-02-30', start: '8.00', end: '16.00' },
      'day',
    ],
    [
      getEmployeesToSuggest,
      { placeOfWorkId: KITCHEN.id, professionTitleId: 'pt-cook', day: '2030-01-02', start: '25.00', end: '16.00' },
      'start',
    ],
    [getEmployeesToSuggest, { placeOfWorkId: KITCHEN.id, day: '2030-01-02', start: '8.00', end: '16.00' }, 'professionTitleId'],
    [getCustomerProfessionTitles, { placeOfWorkId: 'a/b' }, 'placeOfWorkId'],
    [getAllCustomerShifts, { sortBy: 'price' }, 'sortBy'],
    [getAllCustomerShifts, { from: '2030-01-10', until: '2030-01-09' }, 'until'],
    [getShiftSummary, { from: '2026-02-30' }, 'from'],
    [getUnapprovedShiftCount, { customerId: 'a/b' }, 'customerId'],
    [getCustomerTopAlerts, { state: 'new' }, ''],
  ];
  it.each(
    BAD.map(
      ([c, q, path]) => [`${c.method} ${c.path} ?${new URLSearchParams(q as Record<string, string>)}`, c, q, path] as const,
    ),
  )('%s', async (_name, contract, query, path) => {
    const res = await callRoute(contract, { query, caller: asta });
    expect(res.status).toBe(400);
    const issues = (res.body as { issues: { path: string; message: string }[] }).issues;
    expect(issues.map((i) => i.path)).toContain(path);
    for (const issue of issues) expect(issue.message).toMatch(/^validation:/);
  });

  it('AllShifts and ShiftSummary read at most 93 Helsinki days: a longer period is a 400 on `from`', async () => {
    for (const contract of [getAllCustomerShifts, getShiftSummary]) {
      const long = await callRoute(contract, { query: { from: dayFromToday(0), until: dayFromToday(93) }, caller: asta });
      expect(long).toEqual({
        status: 400,
        body: { error: 'Invalid input', issues: [{ path: 'from', message: 'validation:numberOutOfRange' }] },
      });
      const quarter = await callRoute(contract, { query: { from: dayFromToday(0), until: dayFromToday(92) }, caller: asta });
      expect(quarter.status).toBe(200);
    }
  });
});

describe('GET /v1/Shift/Customer/AllShifts', () => {
  const ids = (body: unknown) => customerShiftsResponse.parse(body).shifts.map((s) => s.id);

  it("by default a week back to four weeks ahead of the caller's customers, by start; never another customer's", async () => {
    await putShifts();
    const res = await callRoute(getAllCustomerShifts, { caller: asta });
    expect(res.status).toBe(200);
    const body = customerShiftsResponse.parse(res.body);
    expect(body.from).toBe(dayFromToday(-7));
    expect(body.until).toBe(dayFromToday(28));
    expect(body.shifts.map((s) => s.id)).toEqual([
      's-past',
      's-accepted',
      's-soon',
      's-cancelled',
      's-cancelreq',
      's-timechange',
      's-later',
    ]);
    const past = body.shifts[0]!;
    expect(past).toMatchObject({
      day: dayFromToday(-3),
      start: at(dayFromToday(-3), '8.00'),
      hours: 7.5,
      state: 'filled',
      customer: AURORA,
      placeOfWork: KITCHEN,
      worker: EERO,
      cancelNotice: { hours: 24, met: false },
      can: { accept: true, cancel: false, edit: 'none', feedback: true },
    });
    // Borea's contract sets no notice: the default 48 hours.
    expect(body.shifts.find((s) => s.id === 's-cancelreq')!.cancelNotice.hours).toBe(48);
    expect(body.shifts.find((s) => s.id === 's-later')!.can).toMatchObject({ cancel: true, edit: 'all' });

    expect(ids((await callRoute(getAllCustomerShifts, { caller: ville })).body)).toEqual([
      's-past',
      's-soon',
      's-cancelled',
      's-timechange',
      's-later',
    ]);
    expect(ids((await callRoute(getAllCustomerShifts, { caller: olli })).body)).toEqual(['s-other']);
  });

  it('a user without canEditShifts sees the same shifts but may not edit or cancel them', async () => {
    await putShifts();
    const later = customerShiftsResponse
      .parse((await callRoute(getAllCustomerShifts, { caller: ville })).body)
      .shifts.find((s) => s.id === 's-later')!;
    expect(later.can).toMatchObject({ cancel: false, edit: 'none' });
  });

  it('filters by period, customer, place and state', async () => {
    await putShifts();
    const list = async (query: Record<string, string>) =>
      ids((await callRoute(getAllCustomerShifts, { query, caller: asta })).body);
    expect(await list({ from: dayFromToday(-20), until: dayFromToday(-3) })).toEqual(['s-old', 's-past']);
    expect(await list({ customerId: BOREA.id })).toEqual(['s-accepted', 's-cancelreq']);
    expect(await list({ placeOfWorkId: KITCHEN.id })).toEqual(['s-past', 's-timechange', 's-later']);
    expect(await list({ state: 'new' })).toEqual(['s-soon', 's-later']);
    expect(await list({ placeOfWorkId: OTHER_PLACE.id })).toEqual([]);
  });

  it('with only one end of the period, the default length (35 days past the first) from or to it', async () => {
    await putShifts();
    const period = async (query: Record<string, string>) => {
      const res = await callRoute(getAllCustomerShifts, { query, caller: asta });
      expect(res.status).toBe(200);
      const { from, until, shifts } = customerShiftsResponse.parse(res.body);
      return { from, until, ids: shifts.map((s) => s.id) };
    };
    expect(await period({ from: dayFromToday(-70) })).toEqual({ from: dayFromToday(-70), until: dayFromToday(-35), ids: [] });
    expect(await period({ until: dayFromToday(-3) })).toEqual({
      from: dayFromToday(-38),
      until: dayFromToday(-3),
      ids: ['s-old', 's-past'],
    });
  });

  it('sorts by place of work (name) or state (the order of its life), ties by start, either way', async () => {
    await putShifts();
    const list = async (query: Record<string, string>) =>
      ids((await callRoute(getAllCustomerShifts, { query, caller: asta })).body);
    const byPlace = ['s-soon', 's-cancelled', 's-past', 's-timechange', 's-later', 's-accepted', 's-cancelreq'];
    expect(await list({ sortBy: 'placeOfWork' })).toEqual(byPlace);
    expect(await list({ sortBy: 'placeOfWork', direction: 'desc' })).toEqual([...byPlace].reverse());
    // new, accepted, filled, cancelled, requestedForCancellation (CUSTOMER_SHIFT_STATES).
    const byState = ['s-soon', 's-later', 's-accepted', 's-past', 's-timechange', 's-cancelled', 's-cancelreq'];
    expect(await list({ sortBy: 'state' })).toEqual(byState);
    expect(await list({ direction: 'desc' })).toEqual(
      ['s-past', 's-accepted', 's-soon', 's-cancelled', 's-cancelreq', 's-timechange', 's-later'].reverse(),
    );
  });
});

describe('GET /v1/Shift/Customer/ShiftSummary', () => {
  it('counts each place’s shifts per state, with the hours of those that are on (not the cancelled)', async () => {
    await putShifts();
    const res = await callRoute(getShiftSummary, { caller: asta });
    expect(res.status).toBe(200);
    expect(shiftSummaryResponse.parse(res.body)).toEqual({
      from: dayFromToday(-7),
      until: dayFromToday(28),
      places: [
        { placeOfWork: { ...LOBBY, customer: AURORA }, counts: { new: 1, cancelled: 1 }, shifts: 2, hours: 7.5 },
        { placeOfWork: { ...KITCHEN, customer: AURORA }, counts: { filled: 2, new: 1 }, shifts: 3, hours: 22.5 },
        {
          placeOfWork: { ...STORE, customer: BOREA },
          counts: { accepted: 1, requestedForCancellation: 1 },
          shifts: 2,
          hours: 15,
        },
      ],
    });
    const borea = shiftSummaryResponse.parse(
      (await callRoute(getShiftSummary, { query: { customerId: BOREA.id, from: dayFromToday(0) }, caller: asta })).body,
    );
    expect(borea.places).toEqual([
      { placeOfWork: { ...STORE, customer: BOREA }, counts: { requestedForCancellation: 1 }, shifts: 1, hours: 7.5 },
    ]);
    const other = shiftSummaryResponse.parse((await callRoute(getShiftSummary, { caller: olli })).body);
    expect(other.places.map((p) => p.placeOfWork.id)).toEqual([OTHER_PLACE.id]);
  });
});

describe('GET /v1/Shift/Customer/UnapprovedShiftCount', () => {
  it('counts the worked shifts of the last 93 days waiting for acceptance, of one customer if asked', async () => {
    await putShifts();
    const count = async (who: Caller, query?: Record<string, string>) =>
      unapprovedShiftCountResponse.parse((await callRoute(getUnapprovedShiftCount, { query, caller: who })).body).count;
    // s-past and s-old; not s-ancient (100 days back), the accepted one, nor a filled one still to come.
    expect(await count(asta)).toBe(2);
    expect(await count(ville)).toBe(2);
    expect(await count(asta, { customerId: BOREA.id })).toBe(0);
    expect(await count(olli)).toBe(0);
  });
});

describe('GET /v1/PlaceOfWork/CustomerTopAlerts', () => {
  it('lists the four kinds per place with their count and earliest start', async () => {
    await putShifts();
    const res = await callRoute(getCustomerTopAlerts, { caller: asta });
    expect(res.status).toBe(200);
    expect(customerTopAlertsResponse.parse(res.body).alerts).toEqual([
      { kind: 'unfilledSoon', placeOfWork: { ...LOBBY, customer: AURORA }, count: 1, firstStart: at(dayFromToday(1), '8.00') },
      {
        kind: 'waitingForAcceptance',
        placeOfWork: { ...KITCHEN, customer: AURORA },
        count: 2,
        firstStart: at(dayFromToday(-20), '8.00'),
      },
      {
        kind: 'cancellationRequested',
        placeOfWork: { ...STORE, customer: BOREA },
        count: 1,
        firstStart: at(dayFromToday(5), '8.00'),
      },
      {
        kind: 'timeChangePending',
        placeOfWork: { ...KITCHEN, customer: AURORA },
        count: 1,
        firstStart: at(dayFromToday(6), '9.00'),
      },
    ]);
    const borea = customerTopAlertsResponse.parse(
      (await callRoute(getCustomerTopAlerts, { query: { customerId: BOREA.id }, caller: asta })).body,
    );
    expect(borea.alerts.map((a) => a.kind)).toEqual(['cancellationRequested']);
    const other = customerTopAlertsResponse.parse((await callRoute(getCustomerTopAlerts, { caller: olli })).body);
    expect(other.alerts).toEqual([
      {
        kind: 'unfilledSoon',
        placeOfWork: { ...OTHER_PLACE, customer: OTHER },
        count: 1,
        firstStart: at(dayFromToday(1), '8.00'),
      },
    ]);
  });

  it('an unfilled shift more than 48 hours away, or one already started, is no alert', async () => {
    await putCustomerShift('s-far', aurora(KITCHEN), day(3, '8.00', '16.00'));
    await putCustomerShift('s-started', aurora(KITCHEN), { day: dayFromToday(-1), start: '8.00', end: '16.00' });
    const res = await callRoute(getCustomerTopAlerts, { caller: asta });
    expect(customerTopAlertsResponse.parse(res.body).alerts).toEqual([]);
  });
});
