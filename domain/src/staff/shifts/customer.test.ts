import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT } from '../../states/calendar';
import { CUSTOMER_REPORTED_ENTRY, staffShift, type StaffShiftInput } from './model';
import {
  acceptCustomerShift,
  canGiveFeedback,
  canSendSms,
  createCustomerShiftsBody,
  customerEditKind,
  customerEntry,
  customerNoticeHours,
  DEFAULT_CANCELLATION_NOTICE_HOURS,
  isSuitable,
  maskPhone,
  orderedShiftTimes,
  poolFirstOpensAt,
  toCustomerShiftView,
} from './customer';

const at = (iso: string) => new Date(iso);
const now = at('2026-11-25T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

const stored = (over: Partial<StaffShiftInput> = {}) =>
  staffShift.parse({
    id: 's1',
    date: hours(24),
    start: hours(24),
    end: hours(32),
    placeOfWork: { id: 'pow-1', name: 'Keittiö' },
    professionTitle: { id: 'pt-cook', name: 'Kokki' },
    customer: { id: 'c-1', name: 'Hotelli' },
    lunchBreak: 30,
    ...over,
  });

describe('poolFirstOpensAt', () => {
  it('waits half the time to the start, at most a day', () => {
    expect(poolFirstOpensAt(now, hours(10))).toEqual(hours(5));
    expect(poolFirstOpensAt(now, hours(24 * 30))).toEqual(hours(24));
    expect(poolFirstOpensAt(now, hours(-1))).toEqual(now);
  });
});

describe('customerNoticeHours', () => {
  it("is the customer's own or the default", () => {
    expect(customerNoticeHours({ cancellationNoticeHours: 72 })).toBe(72);
    expect(customerNoticeHours({ cancellationNoticeHours: null })).toBe(DEFAULT_CANCELLATION_NOTICE_HOURS);
    expect(customerNoticeHours(undefined)).toBe(DEFAULT_CANCELLATION_NOTICE_HOURS);
  });
});

describe('isSuitable', () => {
  const person = { employee: true, status: 'active' as const, professionTitleIds: ['pt-cook'] };
  const shift = {
    id: 's1',
    start: at('2026-11-26T06:00:00Z'),
    end: at('2026-11-26T14:00:00Z'),
    professionTitle: { id: 'pt-cook' },
  };
  const free = { shifts: [], events: [] };

  it('an active employee with the title and free time is suitable', () => {
    expect(isSuitable(person, shift, free, now)).toBe(true);
  });

  it('a passive employee, a non-employee, or one without the title is not', () => {
    expect(isSuitable({ ...person, status: 'passive' }, shift, free, now)).toBe(false);
    expect(isSuitable({ ...person, employee: false }, shift, free, now)).toBe(false);
    expect(isSuitable({ ...person, professionTitleIds: ['pt-waiter'] }, shift, free, now)).toBe(false);
    expect(isSuitable({ employee: true }, shift, free, now)).toBe(false);
  });

  it('a shift at the same time rules out; a touching or cancelled one does not', () => {
    const theirs = (start: string, end: string, state: 'filled' | 'cancelled' = 'filled') => ({
      shifts: [{ id: 'x', start: at(start), end: at(end), state, placeOfWork: { name: 'Muu' } }],
      events: [],
    });
    expect(isSuitable(person, shift, theirs('2026-11-26T13:00:00Z', '2026-11-26T18:00:00Z'), now)).toBe(false);
    expect(isSuitable(person, shift, theirs('2026-11-26T14:00:00Z', '2026-11-26T18:00:00Z'), now)).toBe(true);
    expect(isSuitable(person, shift, theirs('2026-11-26T06:00:00Z', '2026-11-26T14:00:00Z', 'cancelled'), now)).toBe(true);
  });

  it("a not-available entry on the shift's Helsinki day rules out even when its hours do not meet the shift", () => {
    const away = (start: string, end: string) => ({
      shifts: [],
      events: [{ type: CALENDAR_EVENT.notAvailable, start: at(start), end: at(end) }],
    });
    // 18–20 Helsinki time the same day; the shift is 8–16.
    expect(isSuitable(person, shift, away('2026-11-26T16:00:00Z', '2026-11-26T18:00:00Z'), now)).toBe(false);
    // The evening before, ending at Helsinki midnight.
    expect(isSuitable(person, shift, away('2026-11-25T18:00:00Z', '2026-11-25T22:00:00Z'), now)).toBe(true);
    // A shift wish is no obstacle.
    expect(
      isSuitable(
        person,
        shift,
        { shifts: [], events: [{ type: CALENDAR_EVENT.shiftRequest, start: shift.start, end: shift.end }] },
        now,
      ),
    ).toBe(true);
  });
});

describe('what the customer may do', () => {
  it('edits an unfilled order outright, a filled one by its time, and nothing started, done or recorded', () => {
    expect(customerEditKind(stored({ state: 'new' }), now)).toBe('all');
    expect(customerEditKind(stored({ state: 'inProcessing' }), now)).toBe('all');
    expect(customerEditKind(stored({ state: 'filled', employee: { id: 'e', name: 'E' } }), now)).toBe('time');
    expect(customerEditKind(stored({ state: 'filled', start: hours(-1), end: hours(7) }), now)).toBe('none');
    expect(customerEditKind(stored({ state: 'cancelled' }), now)).toBe('none');
    expect(customerEditKind(stored({ state: 'new', entryType: CUSTOMER_REPORTED_ENTRY }), now)).toBe('none');
  });

  it('accepts a filled shift once worked', () => {
    expect(acceptCustomerShift({ state: 'filled', end: hours(-1) }, now)).toEqual({ ok: true, value: 'accepted' });
    expect(acceptCustomerShift({ state: 'filled', end: hours(1) }, now)).toEqual({
      ok: false,
      error: 'validation:shiftNotWorkedYet',
    });
    expect(acceptCustomerShift({ state: 'new', end: hours(-1) }, now)).toEqual({
      ok: false,
      error: 'validation:shiftCannotBeAccepted',
    });
  });

  it('gives feedback on a worked shift with a worker, and texts the employee of a shift that is on', () => {
    const worked = { state: 'accepted' as const, end: hours(-2), employee: { id: 'e', name: 'E' }, workerName: null };
    expect(canGiveFeedback(worked, now).ok).toBe(true);
    expect(canGiveFeedback({ ...worked, end: hours(2) }, now).ok).toBe(false);
    expect(canGiveFeedback({ ...worked, employee: null }, now).ok).toBe(false);
    expect(canGiveFeedback({ ...worked, employee: null, workerName: 'Oma Työntekijä' }, now).ok).toBe(true);
    expect(canSendSms({ state: 'filled', employee: { id: 'e', name: 'E' } })).toEqual({ ok: true, value: true });
    expect(canSendSms({ state: 'cancelled', employee: { id: 'e', name: 'E' } }).ok).toBe(false);
    expect(canSendSms({ state: 'new', employee: null }).ok).toBe(false);
  });

  it('the view says what the caller may do; a user without canEditShifts may not edit or cancel', () => {
    const filled = stored({ state: 'filled', employee: { id: 'e', name: 'Eero' } });
    const editor = toCustomerShiftView(filled, { now, noticeHours: 48, feedbackGiven: false, canEdit: true });
    expect(editor.can).toEqual({ accept: false, cancel: true, edit: 'time', feedback: false, sms: true });
    expect(editor.cancelNotice).toEqual({ hours: 48, met: false });
    expect(editor.worker).toEqual({ id: 'e', name: 'Eero' });
    const viewer = toCustomerShiftView(filled, { now, noticeHours: 12, feedbackGiven: false, canEdit: false });
    expect(viewer.can).toMatchObject({ cancel: false, edit: 'none', sms: true });
    expect(viewer.cancelNotice.met).toBe(true);
    const done = stored({ state: 'filled', start: hours(-10), end: hours(-2), employee: { id: 'e', name: 'Eero' } });
    expect(toCustomerShiftView(done, { now, noticeHours: 48, feedbackGiven: false, canEdit: true }).can).toMatchObject({
      accept: true,
      cancel: false,
      feedback: true,
    });
    expect(toCustomerShiftView(done, { now, noticeHours: 48, feedbackGiven: true, canEdit: true }).can.feedback).toBe(false);
  });
});

describe('order and entry bodies', () => {
  const order = {
    placeOfWorkId: 'pow-1',
    professionTitleId: 'pt-cook',
    start: '8.00',
    end: '16.00',
    target: { target: 'allSuitable' },
  };

  it('an order of days × people over 31 shifts is refused on days, and so are repeated days', () => {
    const days = Array.from({ length: 16 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`);
    expect(createCustomerShiftsBody.safeParse({ ...order, days, peopleCount: 1 }).success).toBe(true);
    const tooMany = createCustomerShiftsBody.safeParse({ ...order, days, peopleCount: 2 });
    expect(tooMany.error?.issues).toEqual([expect.objectContaining({ path: ['days'], message: 'validation:tooManyItems' })]);
    const twice = createCustomerShiftsBody.safeParse({ ...order, days: ['2026-12-01', '2026-12-01'] });
    expect(twice.error?.issues[0]).toMatchObject({ path: ['days'], message: 'validation:invalidValue' });
  });

  it('a pool target needs the pool, a selection at least one employee', () => {
    const pool = createCustomerShiftsBody.safeParse({ ...order, days: ['2026-12-01'], target: { target: 'pool' } });
    expect(pool.error?.issues[0]?.message).toBe('validation:suggestionPoolMissing');
    const none = createCustomerShiftsBody.safeParse({
      ...order,
      days: ['2026-12-01'],
      target: { target: 'selectedEmployees', employeeIds: [] },
    });
    expect(none.error?.issues[0]?.message).toBe('validation:suggestionEmployeesMissing');
  });

  it('each person of each day is a shift; a night shift ends the next morning', () => {
    const times = orderedShiftTimes({ days: ['2026-12-01', '2026-12-02'], start: '22.00', end: '6.00', peopleCount: 2 });
    expect(times).toHaveLength(4);
    expect(times[0]).toEqual({ day: '2026-12-01', start: at('2026-12-01T20:00:00Z'), end: at('2026-12-02T04:00:00Z') });
  });

  it('an entry names an agency employee or a worker, not both and not neither', () => {
    const entry = { placeOfWorkId: 'pow-1', professionTitleId: 'pt-cook', day: '2026-11-20', start: '8.00', end: '16.00' };
    expect(customerEntry.safeParse({ ...entry, employeeId: 'sp-eero' }).success).toBe(true);
    expect(customerEntry.safeParse({ ...entry, workerName: 'Oma Työntekijä' }).success).toBe(true);
    expect(customerEntry.safeParse(entry).error?.issues[0]).toMatchObject({
      path: ['workerName'],
      message: 'validation:workerMissing',
    });
    expect(customerEntry.safeParse({ ...entry, employeeId: 'sp-eero', workerName: 'X' }).success).toBe(false);
  });

  it('a masked number shows its country code and last three digits', () => {
    expect(maskPhone('+358401234567')).toBe('+358 ••• ••• 567');
  });
});
