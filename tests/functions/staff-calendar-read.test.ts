import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, calendarMonthResponse, getCalendarMonth } from '@vuoro/domain';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute } from '../support/call-route';
import { caller, putCalendarEvent, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * GET /v1/Calendar/{year}/{month} (issue 15): the caller's Helsinki month of the five event types
 * of spec section 4, month edges and daylight saving in Helsinki time, nobody else's entries.
 */
let eero: Caller, liisa: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('calendar-eero', { employee: true }, { id: 'sp-eero' });
  liisa = await caller('calendar-liisa', { employee: true }, { id: 'sp-liisa' });
  customer = await caller('calendar-customer', { customerIds: ['c-aurora'] });
  talent = await caller('calendar-talent', {});
});
afterAll(() => deleteTestUsers([eero, liisa, customer, talent].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email });
  await putPerson('sp-liisa', { firebaseUid: liisa.user.uid, email: liisa.user.email });
});

const created = '2026-09-01T00:00:00Z';

describe('GET /v1/Calendar/{year}/{month}', () => {
  it('answers the five event types of the month, by start, each on its Helsinki day', async () => {
    // October 2026 in Helsinki: 2026-09-30T21:00Z (EEST) to 2026-10-31T22:00Z (EET).
    await putCalendarEvent({
      id: 'wish',
      employeeId: 'sp-eero',
      type: 1,
      start: '2026-10-04T21:00:00Z',
      end: '2026-10-05T21:00:00Z',
      title: 'Toive',
      created,
    });
    await putCalendarEvent({
      id: 'away',
      employeeId: 'sp-eero',
      type: 2,
      start: '2026-10-09T21:00:00Z',
      end: '2026-10-11T21:00:00Z',
      note: 'Mökki',
      created,
    });
    await putShift('work', 'sp-eero', '2026-10-02T04:00:00Z', '2026-10-02T12:00:00Z');
    // The night the clocks go back: 24.10. 22.00 EEST to 25.10. 6.00 EET.
    await putShift('night', 'sp-eero', '2026-10-24T19:00:00Z', '2026-10-25T04:00:00Z');
    await putShift('offered', null, '2026-10-20T04:00:00Z', '2026-10-20T12:00:00Z');
    await putShift('declined', null, '2026-10-21T04:00:00Z', '2026-10-21T12:00:00Z');
    const base = { employeeId: 'sp-eero', kind: 'single' as const, suggestedAt: created };
    await putSuggestion({
      ...base,
      id: 'sg-3',
      shiftIds: ['offered'],
      start: '2026-10-20T04:00:00Z',
      end: '2026-10-20T12:00:00Z',
    });
    await putSuggestion({
      ...base,
      id: 'sg-5',
      shiftIds: ['declined'],
      start: '2026-10-21T04:00:00Z',
      end: '2026-10-21T12:00:00Z',
      state: 'rejected',
    });

    const res = await callRoute(getCalendarMonth, { params: { year: '2026', month: '10' }, caller: eero });
    expect(res.status).toBe(200);
    const month = calendarMonthResponse.parse(res.body);
    expect(month).toMatchObject({ year: 2026, month: 10, timeZone: 'Europe/Helsinki' });
    expect(month.items.map((i) => [i.type, i.day, i.shiftId])).toEqual([
      [4, '2026-10-02', 'work'],
      [1, '2026-10-05', null],
      [2, '2026-10-10', null],
      [3, '2026-10-20', 'offered'],
      [5, '2026-10-21', 'declined'],
      [4, '2026-10-24', 'night'],
    ]);
    // Past entries (this test runs after October 2026) cannot be edited; shifts never from here.
    expect(month.items.every((i) => !i.editable)).toBe(true);
    expect(month.items[0]).toMatchObject({ title: 'Keittiö', note: 'Kokki' });
  });

  it('keeps to the Helsinki month: 31.10. 23.30 is October, 1.11. 0.30 is November, and a week begun in September reaches in', async () => {
    await putShift('last-of-oct', 'sp-eero', '2026-10-31T21:30:00Z', '2026-10-31T21:45:00Z');
    await putShift('first-of-nov', 'sp-eero', '2026-10-31T22:30:00Z', '2026-11-01T03:00:00Z');
    await putShift('last-of-sep', 'sp-eero', '2026-09-30T20:30:00Z', '2026-09-30T20:45:00Z');
    await putCalendarEvent({
      id: 'week',
      employeeId: 'sp-eero',
      type: 2,
      start: '2026-09-27T21:00:00Z',
      end: '2026-10-03T21:00:00Z',
      created,
    });
    const october = calendarMonthResponse.parse(
      (await callRoute(getCalendarMonth, { params: { year: '2026', month: '10' }, caller: eero })).body,
    );
    expect(october.items.map((i) => i.id)).toEqual(['week', 'last-of-oct']);
    const november = calendarMonthResponse.parse(
      (await callRoute(getCalendarMonth, { params: { year: '2026', month: '11' }, caller: eero })).body,
    );
    expect(november.items.map((i) => [i.id, i.day])).toEqual([['first-of-nov', '2026-11-01']]);
  });

  it("never shows another employee's entries, shifts or suggestions", async () => {
    await putCalendarEvent({
      id: 'theirs',
      employeeId: 'sp-liisa',
      type: 1,
      start: '2036-01-10T22:00:00Z',
      end: '2036-01-11T22:00:00Z',
      created,
    });
    await putShift('their-shift', 'sp-liisa', '2036-01-12T06:00:00Z', '2036-01-12T14:00:00Z');
    await putShift('for-liisa', null, '2036-01-13T06:00:00Z', '2036-01-13T14:00:00Z');
    await putSuggestion({
      id: 'sg-l',
      employeeId: 'sp-liisa',
      kind: 'single',
      shiftIds: ['for-liisa'],
      suggestedAt: created,
      start: '2036-01-13T06:00:00Z',
      end: '2036-01-13T14:00:00Z',
    });
    expect(
      calendarMonthResponse.parse(
        (await callRoute(getCalendarMonth, { params: { year: '2036', month: '1' }, caller: eero })).body,
      ).items,
    ).toEqual([]);
    const theirs = calendarMonthResponse.parse(
      (await callRoute(getCalendarMonth, { params: { year: '2036', month: '1' }, caller: liisa })).body,
    );
    expect(theirs.items.map((i) => [i.id, i.type, i.editable])).toEqual([
      ['theirs', 1, true],
      ['their-shift', 4, false],
      ['sg-l.for-liisa', 3, false],
    ]);
  });

  it('400 for a month that is not 1–12 or a year out of range, with validation keys', async () => {
    for (const [year, month] of [
      ['2026', '13'],
      ['2026', '0'],
      ['1999', '5'],
      ['2026', 'may'],
      ['2026', '1.5'],
    ]) {
      const res = await callRoute(getCalendarMonth, { params: { year, month }, caller: eero });
      expect(res.status, `${year}/${month}`).toBe(400);
      for (const issue of apiError.parse(res.body).issues ?? []) expect(issue.message).toMatch(/^validation:/);
    }
  });

  it('403 for a customer user and a talent, 401 without a token', async () => {
    expect((await callRoute(getCalendarMonth, { params: { year: '2026', month: '10' }, caller: customer })).status).toBe(403);
    expect((await callRoute(getCalendarMonth, { params: { year: '2026', month: '10' }, caller: talent })).status).toBe(403);
    expect((await callRoute(getCalendarMonth, { params: { year: '2026', month: '10' } })).status).toBe(401);
  });
});
