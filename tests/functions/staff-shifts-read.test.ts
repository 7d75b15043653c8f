import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  agencyDay,
  apiError,
  calendarMonthResponse,
  calendarShiftResponse,
  createShiftDataResponse,
  donePlacesOfWorkResponse,
  doneShiftsResponse,
  EMPLOYEE_REPORTED_ENTRY,
  employeeShiftView,
  shiftEditResponse,
  staffCollections,
  suggestedOrOpenShiftsResponse,
  upcomingShiftsResponse,
  type AnyEndpoint,
  deleteSuggestedShift,
  getCalendarMonth,
  getCalendarShift,
  getCreateShiftData,
  getDoneShiftEntriesSortable,
  getDoneShiftPlacesOfWork,
  getEmployeeShift,
  getEmployeeShiftEdit,
  getSuggestedOrOpenShifts,
  getUpcomingShifts,
  putBookSuggestedShift,
} from '@vuoro/domain';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { adminDb } from '../support/admin';
import { caller, fromNow, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

const putPlace = (id: string, place: { name: string; address: string | null; city: string | null; phone: string | null }) =>
  adminDb
    .collection(staffCollections.placesOfWork)
    .doc(id)
    .set({ customerId: 'c-aurora', ...place });

/**
 * The employee's shift reads (issue 15): each route's happy path, 400 for bad input, 403 for a
 * customer user and a talent, and another employee's shift refused as if it did not exist.
 * Real tokens from the Auth emulator, real documents in the Firestore emulator.
 */
let eero: Caller, liisa: Caller, customer: Caller, talent: Caller, noRecord: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('shifts-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('shifts-liisa', { employee: true }, { id: 'sp-liisa' });
  customer = await caller('shifts-customer', { customerIds: ['c-aurora'] });
  talent = await caller('shifts-talent', {});
  noRecord = await caller('shifts-norecord', { employee: true });
});
afterAll(() => deleteTestUsers([eero, liisa, customer, talent, noRecord].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email });
});

/** Every route of this file refuses a customer user and a talent (403) and a caller without a token (401). */
const ROUTES = (
  [
    [getEmployeeShift, { shiftId: 's1' }],
    [getCalendarShift, { shiftId: 's1' }],
    [getEmployeeShiftEdit, { shiftId: 's1' }],
    [getDoneShiftEntriesSortable, undefined],
    [getDoneShiftPlacesOfWork, undefined],
    [getUpcomingShifts, undefined],
    [getSuggestedOrOpenShifts, undefined],
    [getCreateShiftData, undefined],
  ] satisfies [AnyEndpoint, Record<string, string> | undefined][]
).map(([contract, query]) => [`${contract.method} ${contract.path}`, contract, query] as const);

describe('employee shift routes: who may call', () => {
  it.each(ROUTES)('%s: 403 for a customer user and a talent, 401 without a token', async (name, contract, query) => {
    await putShift('s1', 'sp-eero', fromNow(1), fromNow(1, 8));
    for (const who of [customer, talent]) {
      const res = await callRoute(contract, { query, caller: who });
      expect(res.status, name).toBe(403);
    }
    expect((await callRoute(contract, { query })).status).toBe(401);
  });

  it.each(ROUTES)(
    '%s: 403 notAnEmployee when the employee claim has no staff record with employee status',
    async (_name, contract, query) => {
      expect((await callRoute(contract, { query, caller: noRecord })).body).toEqual({ error: 'notAnEmployee' });
      await putPerson('sp-former', { firebaseUid: noRecord.user.uid, employee: false });
      const res = await callRoute(contract, { query, caller: noRecord });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'notAnEmployee' });
    },
  );
});

describe('GET /v1/Shift/Employee/Shift?shiftId&ui', () => {
  it("answers the caller's shift with every field that concerns them, info not yet read", async () => {
    await putPlace('pow-kitchen', { name: 'Keittiö', address: 'Mannerheimintie 12', city: 'Helsinki', phone: '+358961504410' });
    await putShift('s1', 'sp-eero', fromNow(2), fromNow(2, 8), {
      infoToEmployee: 'Ovi B',
      contactPerson: 'Jari, 040 123 4567',
      wageEstimate: 15.8,
      costEstimate: 999,
    });
    const res = await callRoute(getEmployeeShift, { query: { shiftId: 's1' }, caller: eero });
    expect(res.status).toBe(200);
    const shift = employeeShiftView.parse(res.body);
    expect(shift).toMatchObject({
      id: 's1',
      start: fromNow(2),
      hours: 7.5,
      infoToEmployee: 'Ovi B',
      infoRead: false,
      contactPerson: 'Jari, 040 123 4567',
      wageEstimate: 15.8,
      // Where it is, from the stored place (the shift keeps only its id and name).
      placeOfWork: {
        id: 'pow-kitchen',
        name: 'Keittiö',
        address: 'Mannerheimintie 12',
        city: 'Helsinki',
        phone: '+358961504410',
      },
    });
    expect(shift.display).toBeUndefined();
    // The customer's cost estimate is not the employee's business.
    expect(JSON.stringify(res.body)).not.toContain('999');
  });

  it("refuses another employee's shift and a missing one with the same 404 ('Shift not found')", async () => {
    await putShift('s-liisa', 'sp-liisa', fromNow(2), fromNow(2, 8));
    await putShift('s-open', null, fromNow(2), fromNow(2, 8), { open: true });
    for (const id of ['s-liisa', 's-open', 'no-such-shift']) {
      const res = await callRoute(getEmployeeShift, { query: { shiftId: id }, caller: eero });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: 'shiftNotFound' });
    }
    expect((await callRoute(getEmployeeShift, { query: { shiftId: 's-liisa' }, caller: liisa })).status).toBe(200);
  });

  it('400 for a missing or malformed shiftId and an unknown ui value, with validation keys', async () => {
    for (const query of ['', 'shiftId=', 'shiftId=a%2Fb', 'shiftId=__x__', 'shiftId=s1&ui=maybe', 'shiftId=s1&extra=1']) {
      const res = await callRoute(getEmployeeShift, { query, caller: eero });
      expect(res.status, query).toBe(400);
      const body = apiError.parse(res.body);
      expect(body.issues?.length).toBeGreaterThan(0);
      for (const issue of body.issues!) expect(issue.message).toMatch(/^validation:/);
    }
  });

  it('shows a night across the last Sunday of October and of March right: Helsinki clock, real hours', async () => {
    // 24.10.2026 22.00 EEST → 25.10.2026 6.00 EET: clocks go back, 9 hours.
    await putShift('s-oct', 'sp-eero', '2026-10-24T19:00:00Z', '2026-10-25T04:00:00Z', { lunchBreak: 0 });
    // 27.3.2027 22.00 EET → 28.3.2027 6.00 EEST: clocks go forward, 7 hours.
    await putShift('s-mar', 'sp-eero', '2027-03-27T20:00:00Z', '2027-03-28T03:00:00Z', { lunchBreak: 0 });
    const oct = employeeShiftView.parse(
      (await callRoute(getEmployeeShift, { query: { shiftId: 's-oct', ui: 'true' }, caller: eero })).body,
    );
    expect(oct).toMatchObject({ day: '2026-10-24', hours: 9 });
    expect(oct.display).toMatchObject({ date: '24.10.2026', start: '22.00', end: '6.00' });
    const mar = employeeShiftView.parse(
      (await callRoute(getEmployeeShift, { query: { shiftId: 's-mar', ui: 'true' }, caller: eero })).body,
    );
    expect(mar).toMatchObject({ day: '2027-03-27', hours: 7 });
    expect(mar.display).toMatchObject({ date: '27.3.2027', start: '22.00', end: '6.00' });
  });

  it('shows the original time beside a changed one', async () => {
    await putShift('s1', 'sp-eero', '2026-12-01T07:00:00Z', '2026-12-01T15:00:00Z', {
      originalStart: '2026-12-01T06:00:00Z',
      originalEnd: '2026-12-01T14:00:00Z',
      timeChange: 'pendingConfirmation',
    });
    const shift = employeeShiftView.parse(
      (await callRoute(getEmployeeShift, { query: { shiftId: 's1', ui: 'true' }, caller: eero })).body,
    );
    expect(shift.timeChange).toBe('pendingConfirmation');
    expect(shift.display).toEqual({
      date: '1.12.2026',
      start: '9.00',
      end: '17.00',
      originalStart: '8.00',
      originalEnd: '16.00',
    });
  });

  it('is served by the deployed function too (the build includes the route)', async () => {
    await putShift('s1', 'sp-eero', fromNow(1), fromNow(1, 8));
    const res = await callRoute(getEmployeeShift, { query: { shiftId: 's1' }, caller: eero, via: 'function' });
    expect(res.status).toBe(200);
    expect(employeeShiftView.parse(res.body).id).toBe('s1');
  });
});

describe('GET /v1/Shift/Calendar/Shift?shiftId', () => {
  it('answers the caller’s own shift as in shift (4), a suggestion to them as 3, a rejected one as 5', async () => {
    await putShift('own', 'sp-eero', fromNow(3), fromNow(3, 8));
    await putShift('offered', null, fromNow(4), fromNow(4, 8));
    await putShift('declined', null, fromNow(5), fromNow(5, 8));
    const base = { employeeId: 'sp-eero', kind: 'single' as const, suggestedAt: fromNow(-1) };
    await putSuggestion({ ...base, id: 'sg-1', shiftIds: ['offered'], start: fromNow(4), end: fromNow(4, 8) });
    await putSuggestion({
      ...base,
      id: 'sg-2',
      shiftIds: ['declined'],
      start: fromNow(5),
      end: fromNow(5, 8),
      state: 'rejected',
    });
    const read = async (id: string) =>
      calendarShiftResponse.parse((await callRoute(getCalendarShift, { query: { shiftId: id }, caller: eero })).body);
    expect(await read('own')).toMatchObject({ eventType: 4, suggestionId: null, shift: { id: 'own' } });
    expect(await read('offered')).toMatchObject({ eventType: 3, suggestionId: 'sg-1', shift: { id: 'offered' } });
    expect(await read('declined')).toMatchObject({ eventType: 5, suggestionId: 'sg-2' });
  });

  it("refuses another employee's shift, one suggested to someone else, and a taken suggestion (404)", async () => {
    await putShift('theirs', 'sp-liisa', fromNow(3), fromNow(3, 8));
    await putShift('for-liisa', null, fromNow(4), fromNow(4, 8));
    await putShift('taken', 'sp-liisa', fromNow(5), fromNow(5, 8));
    const base = { kind: 'single' as const, suggestedAt: fromNow(-1), start: fromNow(4), end: fromNow(4, 8) };
    await putSuggestion({ ...base, id: 'sg-l', employeeId: 'sp-liisa', shiftIds: ['for-liisa'] });
    await putSuggestion({ ...base, id: 'sg-e', employeeId: 'sp-eero', shiftIds: ['taken'] });
    for (const id of ['theirs', 'for-liisa', 'taken', 'nothing']) {
      const res = await callRoute(getCalendarShift, { query: { shiftId: id }, caller: eero });
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual({ error: 'shiftNotFound' });
    }
  });

  it('a rejected suggestion answers while the shift is free; once another employee books it, the same 404', async () => {
    const secret = { personalNotes: 'Avain vastaanotosta', infoToEmployee: 'Ovi B', wageEstimate: 15.8 };
    await putShift('x', null, fromNow(4), fromNow(4, 8), secret);
    const base = { kind: 'single' as const, suggestedAt: fromNow(-1), start: fromNow(4), end: fromNow(4, 8), shiftIds: ['x'] };
    await putSuggestion({ ...base, id: 'sg-e', employeeId: 'sp-eero' });
    await putSuggestion({ ...base, id: 'sg-l', employeeId: 'sp-liisa' });
    expect((await callRoute(deleteSuggestedShift, { params: { id: 'sg-e' }, caller: eero })).status).toBe(204);
    const free = await callRoute(getCalendarShift, { query: { shiftId: 'x' }, caller: eero });
    expect(free.status).toBe(200);
    expect(calendarShiftResponse.parse(free.body)).toMatchObject({ eventType: 5, suggestionId: 'sg-e', shift: secret });

    expect((await callRoute(putBookSuggestedShift, { params: { id: 'sg-l' }, caller: liisa })).status).toBe(200);
    expect(await callRoute(getCalendarShift, { query: { shiftId: 'x' }, caller: eero })).toEqual({
      status: 404,
      body: { error: 'shiftNotFound' },
    });
    // Nor does Eero's calendar list it any more; Liisa's has it as her shift.
    const [year, monthNo] = agencyDay(new Date(fromNow(4))).split('-');
    const inMonth = async (who: Caller) =>
      calendarMonthResponse
        .parse((await callRoute(getCalendarMonth, { params: { year, month: Number(monthNo) }, caller: who })).body)
        .items.filter((i) => i.shiftId === 'x')
        .map((i) => i.type);
    expect(await inMonth(eero)).toEqual([]);
    expect(await inMonth(liisa)).toEqual([4]);
  });

  it('400 without a shiftId', async () => {
    expect((await callRoute(getCalendarShift, { caller: eero })).status).toBe(400);
    expect((await callRoute(getCalendarShift, { query: { shiftId: 'a/b' }, caller: eero })).status).toBe(400);
  });
});

describe('GET /v1/Shift/Employee/Shift/Edit?shiftId', () => {
  it('answers a shift the caller recorded as the MarkShift form takes it (Helsinki day and H.mm), editable', async () => {
    await putShift('mine', 'sp-eero', '2026-11-20T05:00:00Z', '2026-11-20T13:30:00Z', {
      entryType: EMPLOYEE_REPORTED_ENTRY,
      state: 'new',
      notes: 'Tuuraus',
    });
    const edit = shiftEditResponse.parse(
      (await callRoute(getEmployeeShiftEdit, { query: { shiftId: 'mine' }, caller: eero })).body,
    );
    expect(edit.editable).toBe(true);
    expect(edit.form).toEqual({
      date: '2026-11-20',
      start: '7.00',
      end: '15.30',
      placeOfWork: 'pow-kitchen',
      professionTitle: 'pt-cook',
      lunchBreak: 30,
      notes: 'Tuuraus',
    });
  });

  it("an agency's shift or an accepted one is not editable; another employee's is not found", async () => {
    await putShift('agency', 'sp-eero', fromNow(-3), fromNow(-3, 8));
    await putShift('accepted', 'sp-eero', fromNow(-9), fromNow(-9, 8), { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'accepted' });
    await putShift('theirs', 'sp-liisa', fromNow(-3), fromNow(-3, 8), { entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' });
    for (const id of ['agency', 'accepted']) {
      expect(
        shiftEditResponse.parse((await callRoute(getEmployeeShiftEdit, { query: { shiftId: id }, caller: eero })).body).editable,
      ).toBe(false);
    }
    const res = await callRoute(getEmployeeShiftEdit, { query: { shiftId: 'theirs' }, caller: eero });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'shiftNotFound' });
  });

  it('400 without a shiftId', async () => {
    expect((await callRoute(getEmployeeShiftEdit, { caller: eero })).status).toBe(400);
  });
});

describe('GET /v1/Shift/Employee/DoneShiftEntriesSortable and /DoneShiftEntries/PlacesOfWork', () => {
  beforeEach(async () => {
    const satama = { placeOfWork: { id: 'pow-satama', name: 'Ravintola Satama' } };
    const varasto = { placeOfWork: { id: 'pow-varasto', name: 'Varasto' } };
    await putShift('d1', 'sp-eero', fromNow(-10), fromNow(-10, 8)); // 7.5 h kitchen
    await putShift('d2', 'sp-eero', fromNow(-8), fromNow(-8, 4), { ...satama, lunchBreak: 0 }); // 4 h
    await putShift('d3', 'sp-eero', fromNow(-5), fromNow(-5, 10), { ...varasto, lunchBreak: 45, state: 'billed' }); // 9.25 h
    await putShift('cancelled', 'sp-eero', fromNow(-4), fromNow(-4, 8), { state: 'cancelled' });
    await putShift('old', 'sp-eero', fromNow(-60), fromNow(-60, 8), { placeOfWork: { id: 'pow-old', name: 'Vanha paikka' } });
    await putShift('future', 'sp-eero', fromNow(2), fromNow(2, 8));
    await putShift('liisas', 'sp-liisa', fromNow(-6), fromNow(-6, 8), { placeOfWork: { id: 'pow-l', name: 'Liisan paikka' } });
  });

  it('lists the done shifts of the last 31 days by default, newest first, with the total hours', async () => {
    const res = await callRoute(getDoneShiftEntriesSortable, { caller: eero });
    expect(res.status).toBe(200);
    const done = doneShiftsResponse.parse(res.body);
    expect(done.shifts.map((s) => s.id)).toEqual(['d3', 'd2', 'd1']);
    expect(done.totalHours).toBe(20.75);
  });

  it('sorts by place or hours, filters by place, and reads an asked period', async () => {
    const read = async (query: string) =>
      doneShiftsResponse.parse((await callRoute(getDoneShiftEntriesSortable, { query: query, caller: eero })).body);
    expect((await read('sortBy=hours&direction=asc')).shifts.map((s) => s.hours)).toEqual([4, 7.5, 9.25]);
    expect((await read('sortBy=placeOfWork&direction=asc')).shifts.map((s) => s.id)).toEqual(['d1', 'd2', 'd3']);
    expect(await read('placeOfWorkId=pow-satama')).toMatchObject({ shifts: [{ id: 'd2' }], totalHours: 4 });
    const from = fromNow(-70).slice(0, 10);
    const until = fromNow(-50).slice(0, 10);
    expect((await read(`from=${from}&until=${until}`)).shifts.map((s) => s.id)).toEqual(['old']);
  });

  it('400 for a period backwards, too long, a day that does not exist, or an unknown sort', async () => {
    for (const query of [
      'from=2026-05-02&until=2026-05-01',
      'from=2024-01-01&until=2026-01-01',
      'from=2026-02-30',
      'from=1.5.2026',
      'sortBy=wage',
      'direction=up',
    ]) {
      const res = await callRoute(getDoneShiftEntriesSortable, { query: query, caller: eero });
      expect(res.status, query).toBe(400);
      for (const issue of apiError.parse(res.body).issues ?? []) expect(issue.message).toMatch(/^validation:/);
    }
  });

  it('places of work: those of the caller’s done shifts in the last year, by name, never another employee’s', async () => {
    const res = await callRoute(getDoneShiftPlacesOfWork, { caller: eero });
    expect(res.status).toBe(200);
    expect(donePlacesOfWorkResponse.parse(res.body).placesOfWork).toEqual([
      { id: 'pow-kitchen', name: 'Keittiö' },
      { id: 'pow-satama', name: 'Ravintola Satama' },
      { id: 'pow-old', name: 'Vanha paikka' },
      { id: 'pow-varasto', name: 'Varasto' },
    ]);
  });
});

describe('GET /v1/Shift/Employee/UpcomingShifts?state', () => {
  beforeEach(async () => {
    await putShift('u2', 'sp-eero', fromNow(2), fromNow(2, 8), {
      originalStart: fromNow(2, -1),
      originalEnd: fromNow(2, 7),
      timeChange: 'pendingConfirmation',
    });
    await putShift('u1', 'sp-eero', fromNow(1), fromNow(1, 8), { infoToEmployee: 'Ovi B' });
    await putShift('now', 'sp-eero', fromNow(0, -2), fromNow(0, 4));
    await putShift('u3', 'sp-eero', fromNow(3), fromNow(3, 8), { timeChange: 'accepted' });
    await putShift('past', 'sp-eero', fromNow(-1), fromNow(-1, 8));
    await putShift('cancelled', 'sp-eero', fromNow(4), fromNow(4, 8), { state: 'cancelled' });
    await putShift('liisas', 'sp-liisa', fromNow(1), fromNow(1, 8));
  });

  it("lists the caller's shifts not over yet, by start, the one under way and a cancelled one (marked) included", async () => {
    await putShift('undone', 'sp-eero', fromNow(5), fromNow(5, 8), { state: 'undone' });
    const res = await callRoute(getUpcomingShifts, { caller: eero });
    expect(res.status).toBe(200);
    const { shifts } = upcomingShiftsResponse.parse(res.body);
    expect(shifts.map((s) => s.id)).toEqual(['now', 'u1', 'u2', 'u3', 'cancelled']);
    expect(shifts[4]).toMatchObject({ state: 'cancelled' });
    expect(shifts[1]).toMatchObject({ infoToEmployee: 'Ovi B', infoRead: false });
  });

  it('state=changesNeedConfirmation: only the shifts whose time change waits for the caller', async () => {
    const { shifts } = upcomingShiftsResponse.parse(
      (await callRoute(getUpcomingShifts, { query: { state: 'changesNeedConfirmation' }, caller: eero })).body,
    );
    expect(shifts.map((s) => s.id)).toEqual(['u2']);
    expect(shifts[0]).toMatchObject({ originalStart: fromNow(2, -1), start: fromNow(2) });
  });

  it('400 for an unknown state', async () => {
    const res = await callRoute(getUpcomingShifts, { query: { state: 'all' }, caller: eero });
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).issues?.[0]?.path).toBe('state');
  });
});

describe('GET /v1/Shift/Employee/SuggestedOrOpenShifts?skip&take', () => {
  beforeEach(async () => {
    await putShift('open-2', null, fromNow(2), fromNow(2, 8), { open: true });
    await putShift('open-taken', 'sp-liisa', fromNow(3), fromNow(3, 8), { open: true });
    await putShift('open-past', null, fromNow(-1), fromNow(-1, 8), { open: true });
    await putShift('single-1', null, fromNow(1), fromNow(1, 8));
    for (const d of [5, 6])
      await putShift(`bundle-${d}`, null, fromNow(d), fromNow(d, 8), { bundledShifts: [`bundle-${11 - d}`] });
    await putShift('broken-7', null, fromNow(7), fromNow(7, 8));
    await putShift('broken-8', 'sp-liisa', fromNow(8), fromNow(8, 8));
    await putShift('for-liisa', null, fromNow(4), fromNow(4, 8));
    const base = { employeeId: 'sp-eero', suggestedAt: fromNow(-1) };
    await putSuggestion({
      ...base,
      id: 'sg-single',
      kind: 'single',
      shiftIds: ['single-1'],
      start: fromNow(1),
      end: fromNow(1, 8),
    });
    await putSuggestion({
      ...base,
      id: 'sg-bundle',
      kind: 'bundle',
      shiftIds: ['bundle-5', 'bundle-6'],
      start: fromNow(5),
      end: fromNow(6, 8),
    });
    // One shift of this bundle is taken: the bundle is no longer on offer.
    await putSuggestion({
      ...base,
      id: 'sg-broken',
      kind: 'bundle',
      shiftIds: ['broken-7', 'broken-8'],
      start: fromNow(7),
      end: fromNow(8, 8),
    });
    await putSuggestion({
      ...base,
      id: 'sg-rejected',
      kind: 'single',
      shiftIds: ['open-2'],
      start: fromNow(2),
      end: fromNow(2, 8),
      state: 'rejected',
    });
    await putSuggestion({
      ...base,
      id: 'sg-liisa',
      employeeId: 'sp-liisa',
      kind: 'single',
      shiftIds: ['for-liisa'],
      start: fromNow(4),
      end: fromNow(4, 8),
    });
  });

  it('lists open suggestions to the caller (single and bundle) and open shifts nobody has taken, by start', async () => {
    const res = await callRoute(getSuggestedOrOpenShifts, { caller: eero });
    expect(res.status).toBe(200);
    const page = suggestedOrOpenShiftsResponse.parse(res.body);
    expect(page.total).toBe(3);
    expect(page.offers.map((o) => [o.kind, o.id, o.shifts.map((s) => s.id)])).toEqual([
      ['single', 'sg-single', ['single-1']],
      ['open', 'open-2', ['open-2']],
      ['bundle', 'sg-bundle', ['bundle-5', 'bundle-6']],
    ]);
  });

  it('pages with skip and take; another employee sees only their own suggestion and the open shift', async () => {
    const page = suggestedOrOpenShiftsResponse.parse(
      (await callRoute(getSuggestedOrOpenShifts, { query: { skip: '1', take: '1' }, caller: eero })).body,
    );
    expect(page).toMatchObject({ total: 3, offers: [{ id: 'open-2' }] });
    const theirs = suggestedOrOpenShiftsResponse.parse((await callRoute(getSuggestedOrOpenShifts, { caller: liisa })).body);
    expect(theirs.offers.map((o) => o.id)).toEqual(['open-2', 'sg-liisa']);
  });

  it("each offer's shifts carry their place's address; a place without one has nulls", async () => {
    await putPlace('pow-kitchen', { name: 'Keittiö', address: 'Mannerheimintie 12', city: 'Helsinki', phone: null });
    const page = suggestedOrOpenShiftsResponse.parse((await callRoute(getSuggestedOrOpenShifts, { caller: eero })).body);
    expect(page.offers.flatMap((o) => o.shifts.map((s) => s.placeOfWork))).toEqual(
      Array(4).fill({ id: 'pow-kitchen', name: 'Keittiö', address: 'Mannerheimintie 12', city: 'Helsinki', phone: null }),
    );
  });

  it('filters by day, place and profession title before paging, with the choices of every offer', async () => {
    await putShift('open-hall', null, fromNow(2, 1), fromNow(2, 9), {
      open: true,
      placeOfWork: { id: 'pow-hall', name: 'Sali' },
      professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' },
    });
    const offers = async (query: Record<string, string>) =>
      suggestedOrOpenShiftsResponse.parse((await callRoute(getSuggestedOrOpenShifts, { query, caller: eero })).body);
    const all = await offers({});
    expect(all.total).toBe(4);
    expect(all.choices).toEqual({
      days: [
        ...new Set([fromNow(1), fromNow(2), fromNow(2, 1), fromNow(5), fromNow(6)].map((d) => agencyDay(new Date(d)))),
      ].sort(),
      placesOfWork: [
        { id: 'pow-kitchen', name: 'Keittiö' },
        { id: 'pow-hall', name: 'Sali' },
      ],
      professionTitles: [
        { id: 'pt-cook', name: 'Kokki', names: {} },
        { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
      ],
    });
    expect((await offers({ placeOfWorkId: 'pow-hall' })).offers.map((o) => o.id)).toEqual(['open-hall']);
    expect((await offers({ professionTitleId: 'pt-cook' })).offers.map((o) => o.id)).toEqual([
      'sg-single',
      'open-2',
      'sg-bundle',
    ]);
    // A bundle matches by any of its days; the page counts only the matches, and keeps the choices.
    const sixth = await offers({ day: agencyDay(new Date(fromNow(6))), take: '1' });
    expect(sixth).toMatchObject({ total: 1, offers: [{ id: 'sg-bundle' }], choices: all.choices });
    const cooksPage2 = await offers({ professionTitleId: 'pt-cook', skip: '2', take: '2' });
    expect([cooksPage2.total, cooksPage2.offers.map((o) => o.id)]).toEqual([3, ['sg-bundle']]);
    for (const query of ['day=2026-02-30', 'placeOfWorkId=a%2Fb']) {
      expect((await callRoute(getSuggestedOrOpenShifts, { query, caller: eero })).status, query).toBe(400);
    }
  });

  it('400 for a negative skip, a take of 0 or over 50, and text', async () => {
    for (const query of ['skip=-1', 'take=0', 'take=51', 'take=many', 'skip=1.5']) {
      expect((await callRoute(getSuggestedOrOpenShifts, { query: query, caller: eero })).status, query).toBe(400);
    }
  });
});

describe('GET /v1/User/CreateShiftData', () => {
  it('answers the places of work (with customer) and profession titles of the caller’s shifts', async () => {
    await putShift('a', 'sp-eero', fromNow(-20), fromNow(-20, 8));
    await putShift('b', 'sp-eero', fromNow(5), fromNow(5, 8), {
      placeOfWork: { id: 'pow-varasto', name: 'Varasto' },
      professionTitle: { id: 'pt-wh', name: 'Varastotyöntekijä', names: { uk: 'Працівник складу', sv: null } },
      customer: { id: 'c-pohjola', name: 'Pohjola' },
    });
    await putShift('cancelled', 'sp-eero', fromNow(6), fromNow(6, 8), {
      placeOfWork: { id: 'pow-x', name: 'X' },
      state: 'cancelled',
    });
    await putShift('liisas', 'sp-liisa', fromNow(3), fromNow(3, 8), { placeOfWork: { id: 'pow-l', name: 'Liisan' } });
    const res = await callRoute(getCreateShiftData, { caller: eero });
    expect(res.status).toBe(200);
    expect(createShiftDataResponse.parse(res.body)).toEqual({
      placesOfWork: [
        { id: 'pow-kitchen', name: 'Keittiö', customer: { id: 'c-aurora', name: 'Hotelli Aurora' } },
        { id: 'pow-varasto', name: 'Varasto', customer: { id: 'c-pohjola', name: 'Pohjola' } },
      ],
      // The translations kept with a title come along (a missing one left out), so the form names it in the user's language.
      professionTitles: [
        { id: 'pt-cook', name: 'Kokki', names: {} },
        { id: 'pt-wh', name: 'Varastotyöntekijä', names: { uk: 'Працівник складу' } },
      ],
    });
  });
});
