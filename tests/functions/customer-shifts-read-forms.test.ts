import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createCustomerShiftDataResponse,
  customerPlacesOfWorkResponse,
  customerShiftEditResponse,
  getCreateCustomerShiftData,
  getCustomerProfessionTitles,
  getCustomerShiftEdit,
  getCustomerUserPlaceOfWorkList,
  getEmployeesToSuggest,
  getSuggestedEmployees,
  professionTitlesResponse,
  suggestedEmployeesResponse,
  suitableEmployeesResponse,
  WORK_TIME_TYPES,
  type CustomerShiftState,
} from '@vuoro/domain';
import { deleteTestUsers } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import {
  at,
  AURORA,
  BOREA,
  CLEANER,
  COOK,
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
  putEmployee,
  STORE,
  WAITER,
} from '../support/customer-shift-fixtures';
import { fromNow, putCalendarEvent, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * The customer's reading routes (issue 22), part two: one shift as the edit form takes it, whom it
 * was suggested to, who would suit an order, and the order forms' choices. Who may call each route
 * and the 400s are in customer-shifts-read.test.ts. Real tokens, real documents.
 */
let asta: Caller, ville: Caller, olli: Caller;

beforeAll(async () => {
  await clearFirestore();
  ({ asta, ville, olli } = await customerCallers('creadf'));
});
afterAll(() => deleteTestUsers([asta, ville, olli].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putCustomerWorld();
  await putCustomerUsers({ asta, ville, olli });
  await putEmployee('sp-eero', ['Eero', 'Esimerkki'], [COOK.id]);
  await putEmployee('sp-liisa', ['Liisa', 'Laine'], [COOK.id, WAITER.id]);
});

const kitchen = { customer: AURORA, place: KITCHEN };
const other = { customer: OTHER, place: OTHER_PLACE };

describe('GET /v1/Shift/Customer/Shift/Edit?shiftId', () => {
  it('answers the shift and the form in Helsinki day and H.mm times, with the version it was loaded at', async () => {
    const day = dayFromToday(4);
    const loadedAt = fromNow(-1);
    await putCustomerShift(
      's1',
      kitchen,
      { day, start: '6.30', end: '14.15' },
      {
        lunchBreak: 45,
        worktimeFormat: 'regular',
        contactPerson: 'Kaisa Keittiö',
        infoToEmployee: 'Ovi B',
        updatedAt: loadedAt,
      },
    );
    const res = await callRoute(getCustomerShiftEdit, { query: { shiftId: 's1' }, caller: asta });
    expect(res.status).toBe(200);
    const body = customerShiftEditResponse.parse(res.body);
    expect(body.form).toEqual({
      day,
      start: '6.30',
      end: '14.15',
      lunchBreak: 45,
      worktimeFormat: 'regular',
      contactPerson: 'Kaisa Keittiö',
      infoToEmployee: 'Ovi B',
      updatedAt: loadedAt,
    });
    expect(body.shift).toMatchObject({ id: 's1', state: 'new', start: at(day, '6.30'), can: { edit: 'all', cancel: true } });
    // Without canEditShifts the same shift, nothing to change.
    const viewer = customerShiftEditResponse.parse(
      (await callRoute(getCustomerShiftEdit, { query: { shiftId: 's1' }, caller: ville })).body,
    );
    expect(viewer.shift.can.edit).toBe('none');
  });

  it('a night shift is its starting day with the morning end; a filled one changes only its time', async () => {
    const day = dayFromToday(2);
    await putCustomerShift('s1', kitchen, { day, start: '22.00', end: '6.00' }, { employee: EERO });
    const body = customerShiftEditResponse.parse(
      (await callRoute(getCustomerShiftEdit, { query: { shiftId: 's1' }, caller: asta })).body,
    );
    expect(body.form).toMatchObject({ day, start: '22.00', end: '6.00', lunchBreak: 30, updatedAt: null });
    expect(body.shift).toMatchObject({ end: at(day, '6.00', 1), worker: EERO, can: { edit: 'time' } });
  });

  it("another customer's shift is the same 404 as a missing one", async () => {
    await putCustomerShift('s-other', other, { day: dayFromToday(3), start: '8.00', end: '16.00' });
    for (const shiftId of ['s-other', 's-missing']) {
      expect(await callRoute(getCustomerShiftEdit, { query: { shiftId }, caller: asta })).toEqual({
        status: 404,
        body: { error: 'shiftNotFound' },
      });
    }
    expect((await callRoute(getCustomerShiftEdit, { query: { shiftId: 's-other' }, caller: olli })).status).toBe(200);
  });
});

describe('GET /v1/Shift/Customer/Shift/SuggestedEmployees?shiftId', () => {
  it('names whom the shift was suggested to and how each answered, not the suggestions of other shifts', async () => {
    const day = dayFromToday(3);
    await putCustomerShift('s1', kitchen, { day, start: '8.00', end: '16.00' });
    await putCustomerShift('s2', kitchen, { day: dayFromToday(4), start: '8.00', end: '16.00' });
    const [twoAgo, threeAgo, hourAgo] = [fromNow(-2), fromNow(-3), fromNow(-1)];
    const suggestion = (shiftId: string, employeeId: string, over: Partial<Parameters<typeof putSuggestion>[0]> = {}) =>
      putSuggestion({
        id: `${shiftId}_${employeeId}`,
        employeeId,
        kind: 'single',
        shiftIds: [shiftId],
        start: at(day, '8.00'),
        end: at(day, '16.00'),
        suggestedAt: twoAgo,
        ...over,
      });
    await Promise.all([
      suggestion('s1', 'sp-eero'),
      suggestion('s1', 'sp-liisa', { state: 'rejected', suggestedAt: threeAgo, answeredAt: hourAgo }),
      suggestion('s2', 'sp-eero'),
    ]);
    const res = await callRoute(getSuggestedEmployees, { query: { shiftId: 's1' }, caller: asta });
    expect(res.status).toBe(200);
    expect(suggestedEmployeesResponse.parse(res.body).suggestions).toEqual([
      { employee: LIISA, state: 'rejected', suggestedAt: threeAgo, answeredAt: hourAgo },
      { employee: EERO, state: 'suggested', suggestedAt: twoAgo, answeredAt: null },
    ]);
  });

  it("another customer's shift is the same 404 as a missing one", async () => {
    await putCustomerShift('s-other', other, { day: dayFromToday(3), start: '8.00', end: '16.00' });
    for (const shiftId of ['s-other', 's-missing']) {
      expect(await callRoute(getSuggestedEmployees, { query: { shiftId }, caller: ville })).toEqual({
        status: 404,
        body: { error: 'shiftNotFound' },
      });
    }
  });
});

describe('GET /v1/Shift/Customer/EmployeesToSuggest', () => {
  const day = dayFromToday(5);
  const query = { placeOfWorkId: KITCHEN.id, professionTitleId: COOK.id, day, start: '8.00', end: '16.00' };

  it('active employees with the title, free then and not marked away that day, with their pool mark', async () => {
    await Promise.all([
      putEmployee('sp-passive', ['Paavo', 'Passiivinen'], [COOK.id], { status: 'passive' }),
      putEmployee('sp-waiter', ['Wilma', 'Tarjoilija'], [WAITER.id]),
      putEmployee('sp-busy', ['Kalle', 'Kiireinen'], [COOK.id]),
      putEmployee('sp-away', ['Aino', 'Poissa'], [COOK.id]),
      putEmployee('sp-after', ['Aatu', 'Jälkeen'], [COOK.id]),
      // A shift at another customer's sharing the time; one starting as the order ends does not.
      putCustomerShift(
        's-busy',
        other,
        { day, start: '12.00', end: '20.00' },
        { employee: { id: 'sp-busy', name: 'Kalle Kiireinen' } },
      ),
      putCustomerShift(
        's-after',
        other,
        { day, start: '16.00', end: '22.00' },
        { employee: { id: 'sp-after', name: 'Aatu Jälkeen' } },
      ),
      // Not available that evening only: the whole day is out, whatever the entry's hours.
      putCalendarEvent({
        id: 'away',
        employeeId: 'sp-away',
        type: 2,
        start: at(day, '18.00'),
        end: at(day, '22.00'),
        created: fromNow(-1),
      }),
    ]);
    const res = await callRoute(getEmployeesToSuggest, { query, caller: asta });
    expect(res.status).toBe(200);
    expect(suitableEmployeesResponse.parse(res.body).employees).toEqual([
      { id: 'sp-after', name: 'Aatu Jälkeen', inPool: false },
      { ...EERO, inPool: true },
      { ...LIISA, inPool: false },
    ]);
    // As a waiter only Liisa; as a cleaner nobody.
    const waiters = await callRoute(getEmployeesToSuggest, { query: { ...query, professionTitleId: WAITER.id }, caller: asta });
    expect(suitableEmployeesResponse.parse(waiters.body).employees.map((e) => e.id)).toEqual(['sp-liisa', 'sp-waiter']);
    const cleaners = await callRoute(getEmployeesToSuggest, { query: { ...query, professionTitleId: CLEANER.id }, caller: asta });
    expect(suitableEmployeesResponse.parse(cleaners.body).employees).toEqual([]);
  });

  it('a night order reaches into the next morning: a shift of theirs then makes them unsuitable', async () => {
    const next = dayFromToday(6);
    await putCustomerShift('s-morning', other, { day: next, start: '5.00', end: '9.00' }, { employee: EERO });
    const res = await callRoute(getEmployeesToSuggest, { query: { ...query, start: '22.00', end: '6.00' }, caller: asta });
    expect(suitableEmployeesResponse.parse(res.body).employees.map((e) => e.id)).toEqual(['sp-liisa']);
  });

  it("another customer's place is the same 404 as a missing one", async () => {
    for (const placeOfWorkId of [OTHER_PLACE.id, 'pow-missing']) {
      expect(await callRoute(getEmployeesToSuggest, { query: { ...query, placeOfWorkId }, caller: asta })).toEqual({
        status: 404,
        body: { error: 'placeOfWorkNotFound' },
      });
    }
    // Borea's place is not Ville's.
    expect((await callRoute(getEmployeesToSuggest, { query: { ...query, placeOfWorkId: STORE.id }, caller: ville })).status).toBe(
      404,
    );
  });
});

describe('GET /v1/Shift/Customer/ProfessionTitles', () => {
  it('every title by name; with a place of the caller, those used there first, the most used first', async () => {
    const shift = (id: string, place: typeof KITCHEN, title: typeof COOK, days: number) =>
      putCustomerShift(
        id,
        { customer: AURORA, place },
        { day: dayFromToday(days), start: '8.00', end: '16.00' },
        { professionTitle: title },
      );
    await Promise.all([
      shift('w1', LOBBY, WAITER, -10),
      shift('w2', LOBBY, WAITER, 3),
      shift('c1', LOBBY, CLEANER, -40),
      shift('k1', KITCHEN, COOK, -5),
      shift('k2', KITCHEN, COOK, 2),
      shift('k3', KITCHEN, COOK, 4),
    ]);
    const titles = async (query?: Record<string, string>) => {
      const res = await callRoute(getCustomerProfessionTitles, { query, caller: asta });
      expect(res.status).toBe(200);
      return professionTitlesResponse.parse(res.body).professionTitles;
    };
    expect(await titles()).toEqual([COOK, CLEANER, WAITER]);
    expect(await titles({ placeOfWorkId: LOBBY.id })).toEqual([WAITER, CLEANER, COOK]);
    expect(await titles({ placeOfWorkId: KITCHEN.id })).toEqual([COOK, CLEANER, WAITER]);
    expect(await titles({ placeOfWorkId: STORE.id })).toEqual([COOK, CLEANER, WAITER]);
  });

  it("another customer's place is the same 404 as a missing one", async () => {
    for (const placeOfWorkId of [OTHER_PLACE.id, 'pow-missing']) {
      expect(await callRoute(getCustomerProfessionTitles, { query: { placeOfWorkId }, caller: asta })).toEqual({
        status: 404,
        body: { error: 'placeOfWorkNotFound' },
      });
    }
  });
});

describe('GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList', () => {
  it("the caller's customers' places by name, with address and phone", async () => {
    const res = await callRoute(getCustomerUserPlaceOfWorkList, { caller: asta });
    expect(res.status).toBe(200);
    expect(customerPlacesOfWorkResponse.parse(res.body).placesOfWork).toEqual([
      { ...LOBBY, customer: AURORA, address: null, city: null, phone: null },
      { ...KITCHEN, customer: AURORA, address: 'Rantakatu 1', city: 'Turku', phone: '+358 2 123 4567' },
      { ...STORE, customer: BOREA, address: null, city: 'Vantaa', phone: null },
    ]);
    const theirs = customerPlacesOfWorkResponse.parse((await callRoute(getCustomerUserPlaceOfWorkList, { caller: olli })).body);
    expect(theirs.placesOfWork.map((p) => p.id)).toEqual([OTHER_PLACE.id]);
  });
});

describe('GET /v1/User/CreateCustomerShiftData', () => {
  it("every choice of the order and report forms, of the caller's customers only", async () => {
    const worked = (
      id: string,
      where: typeof kitchen,
      days: number,
      employee: typeof EERO,
      state: CustomerShiftState = 'filled',
    ) => putCustomerShift(id, where, { day: dayFromToday(days), start: '8.00', end: '16.00' }, { employee, state });
    await Promise.all([
      worked('s1', kitchen, -30, EERO),
      worked('s2', { customer: BOREA, place: STORE }, -200, LIISA, 'accepted'),
      // Not workers of these customers in the last year: a cancelled shift, another customer's, one over a year ago.
      worked('s3', kitchen, -10, { id: 'sp-busy', name: 'Kalle Kiireinen' }, 'cancelled'),
      worked('s4', other, -10, { id: 'sp-other', name: 'Outi Muu' }),
      worked('s5', kitchen, -400, { id: 'sp-old', name: 'Vanha Työntekijä' }),
      // A shift still to come is not work done.
      worked('s6', kitchen, 3, { id: 'sp-next', name: 'Tuleva Tekijä' }),
    ]);
    const res = await callRoute(getCreateCustomerShiftData, { caller: asta });
    expect(res.status).toBe(200);
    const data = createCustomerShiftDataResponse.parse(res.body);
    expect(data).toEqual({
      canEditShifts: true,
      customers: [
        { ...BOREA, cancellationNoticeHours: 48 },
        { ...AURORA, cancellationNoticeHours: 24 },
      ],
      placesOfWork: [
        { ...LOBBY, customer: AURORA, address: null, city: null, phone: null },
        { ...KITCHEN, customer: AURORA, address: 'Rantakatu 1', city: 'Turku', phone: '+358 2 123 4567' },
        { ...STORE, customer: BOREA, address: null, city: 'Vantaa', phone: null },
      ],
      professionTitles: [COOK, CLEANER, WAITER],
      pools: [{ id: 'pool-kitchen', name: 'Keittiön vakiot', placeOfWorkId: KITCHEN.id, size: 2 }],
      workers: [EERO, LIISA],
      worktimeFormats: [...WORK_TIME_TYPES],
    });

    const viewer = createCustomerShiftDataResponse.parse((await callRoute(getCreateCustomerShiftData, { caller: ville })).body);
    expect(viewer).toMatchObject({
      canEditShifts: false,
      customers: [{ ...AURORA, cancellationNoticeHours: 24 }],
      workers: [EERO],
    });
    expect(viewer.pools.map((p) => p.id)).toEqual(['pool-kitchen']);
    const theirs = createCustomerShiftDataResponse.parse((await callRoute(getCreateCustomerShiftData, { caller: olli })).body);
    expect(theirs).toMatchObject({
      customers: [{ ...OTHER, cancellationNoticeHours: 48 }],
      pools: [{ id: 'pool-other', size: 1 }],
      workers: [{ id: 'sp-other', name: 'Outi Muu' }],
    });
  });
});
