import { describe, expect, it } from 'vitest';
import { addAgencyDays, agencyDayStart } from '../time';
import { EMPLOYEE_REPORTED_ENTRY, type StaffShift } from './model';
import {
  addReportedShiftsBody,
  answerTimeChange,
  bookingConflict,
  bookingConflictAnswer,
  cancelOwnShift,
  conflictWindow,
  isSuggestionOpen,
  reportedShiftTimes,
  spansOverlap,
  takeShift,
  type EmployeeTime,
} from './writes';

const at = (iso: string) => new Date(iso);

describe('answerTimeChange', () => {
  const pending = {
    timeChange: 'pendingConfirmation' as const,
    originalStart: at('2026-11-30T06:00:00Z'),
    originalEnd: at('2026-11-30T14:00:00Z'),
  };

  it('accepting keeps the new times; rejecting brings the original back and clears it', () => {
    expect(answerTimeChange(pending, 'accept')).toEqual({ ok: true, value: { timeChange: 'accepted' } });
    expect(answerTimeChange(pending, 'reject')).toEqual({
      ok: true,
      value: {
        timeChange: 'rejected',
        start: pending.originalStart,
        end: pending.originalEnd,
        originalStart: null,
        originalEnd: null,
      },
    });
  });

  it('an answered change or none at all cannot be answered', () => {
    for (const timeChange of ['accepted', 'rejected', null] as const) {
      expect(answerTimeChange({ ...pending, timeChange }, 'accept')).toEqual({
        ok: false,
        error: 'validation:timeChangeNotPending',
      });
    }
  });
});

describe('takeShift', () => {
  const now = at('2026-11-23T12:00:00Z');
  const free = { employee: null, state: 'inProcessing' as const, start: at('2026-11-25T06:00:00Z') };

  it('a free future shift is filled for the employee', () => {
    expect(takeShift(free, { id: 'e1', name: 'E' }, 'booked', now)).toEqual({
      ok: true,
      value: { employee: { id: 'e1', name: 'E' }, state: 'filled', suggestion: 'booked' },
    });
  });

  it('a taken, cancelled or started shift is already taken', () => {
    for (const s of [
      { ...free, employee: { id: 'e2', name: 'F' } },
      { ...free, state: 'cancelled' as const },
      { ...free, start: at('2026-11-23T11:00:00Z') },
    ]) {
      expect(takeShift(s, { id: 'e1', name: 'E' }, 'booked', now)).toEqual({ ok: false, error: 'validation:shiftAlreadyTaken' });
    }
  });
});

describe('bookingConflict: a shift against the employee’s own time', () => {
  const now = at('2026-03-20T10:00:00Z');
  const kitchen = { name: 'Hotelli Aurora' };
  const shift = (id: string, start: string, end: string, state: 'filled' | 'cancelled' | 'undone' | 'new' = 'filled') => ({
    id,
    start: at(start),
    end: at(end),
    state,
    placeOfWork: kitchen,
  });
  const candidate = (start: string, end: string, id?: string) => ({
    id,
    start: at(start),
    end: at(end),
    placeOfWork: { name: 'Satama' },
  });
  const none: EmployeeTime = { shifts: [], events: [] };
  /** A whole-day not-available entry as the calendar form makes it: Helsinki midnight to the next midnight. */
  const awayDay = (day: string, days = 1) => ({
    type: 2 as const,
    start: agencyDayStart(day)!,
    end: addAgencyDays(agencyDayStart(day)!, days),
  });

  it('shifts that only touch (8–14 and 14–20) do not overlap; one minute more does', () => {
    // 8.00–14.00 and 14.00–20.00 Helsinki (EET, UTC+2) on 25.11.2026.
    const morning = shift('m', '2026-11-25T06:00:00Z', '2026-11-25T12:00:00Z');
    expect(spansOverlap(morning, candidate('2026-11-25T12:00:00Z', '2026-11-25T18:00:00Z'))).toBe(false);
    expect(
      bookingConflict([candidate('2026-11-25T12:00:00Z', '2026-11-25T18:00:00Z')], { ...none, shifts: [morning] }, { now }),
    ).toBeNull();
    expect(
      bookingConflict([candidate('2026-11-25T11:59:00Z', '2026-11-25T18:00:00Z')], { ...none, shifts: [morning] }, { now }),
    ).toEqual({
      error: 'shiftConflict',
      conflict: { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T12:00:00.000Z', placeName: 'Hotelli Aurora' },
    });
  });

  it('a night shift across midnight meets the next morning’s shift, not the next evening’s', () => {
    // 28.11. 22.00 – 29.11. 6.00 Helsinki.
    const night = shift('n', '2026-11-28T20:00:00Z', '2026-11-29T04:00:00Z');
    const theirs = { ...none, shifts: [night] };
    expect(bookingConflict([candidate('2026-11-29T03:00:00Z', '2026-11-29T10:00:00Z')], theirs, { now })?.error).toBe(
      'shiftConflict',
    );
    expect(bookingConflict([candidate('2026-11-29T04:00:00Z', '2026-11-29T10:00:00Z')], theirs, { now })).toBeNull();
    // And the other way round: booking the night over an evening shift already his.
    const evening = shift('e', '2026-11-28T16:00:00Z', '2026-11-28T20:30:00Z');
    expect(
      bookingConflict([candidate('2026-11-28T20:00:00Z', '2026-11-29T04:00:00Z')], { ...none, shifts: [evening] }, { now }),
    ).toMatchObject({
      conflict: { start: '2026-11-28T16:00:00.000Z' },
    });
  });

  it('a cancelled or undone shift frees its time; the shift being edited is not in its own way', () => {
    const times = ['2026-11-25T06:00:00Z', '2026-11-25T12:00:00Z'] as const;
    for (const state of ['cancelled', 'undone'] as const) {
      expect(bookingConflict([candidate(...times)], { ...none, shifts: [shift('x', ...times, state)] }, { now })).toBeNull();
    }
    expect(bookingConflict([candidate(...times, 'x')], { ...none, shifts: [shift('x', ...times, 'new')] }, { now })).toBeNull();
  });

  it('a bundle’s or a week’s shifts are checked against each other too, in order', () => {
    const first = candidate('2026-11-25T06:00:00Z', '2026-11-25T12:00:00Z');
    const second = candidate('2026-11-25T10:00:00Z', '2026-11-25T16:00:00Z');
    expect(bookingConflict([first, second], none, { now })).toEqual({
      error: 'shiftConflict',
      conflict: { start: '2026-11-25T06:00:00.000Z', end: '2026-11-25T12:00:00.000Z', placeName: 'Satama' },
    });
    expect(bookingConflict([first, candidate('2026-11-25T12:00:00Z', '2026-11-25T16:00:00Z')], none, { now })).toBeNull();
  });

  it('a not-available day covers its Helsinki day, 23 hours when the clocks go forward and 25 when they go back', () => {
    // 29.3.2026: 3.00 EET → 4.00 EEST; the day is 28.3. 22.00Z – 29.3. 21.00Z.
    const march = { ...none, events: [awayDay('2026-03-29')] };
    expect(bookingConflict([candidate('2026-03-29T19:30:00Z', '2026-03-29T20:30:00Z')], march, { now })).toEqual({
      error: 'dayNotAvailable',
      day: '2026-03-29',
    });
    expect(bookingConflict([candidate('2026-03-29T21:00:00Z', '2026-03-29T23:00:00Z')], march, { now })).toBeNull(); // 30.3. 0.00
    expect(bookingConflict([candidate('2026-03-28T19:00:00Z', '2026-03-28T22:00:00Z')], march, { now })).toBeNull(); // 28.3. 21–24
    // 25.10.2026: 4.00 EEST → 3.00 EET; the day is 24.10. 21.00Z – 25.10. 22.00Z.
    const october = { ...none, events: [awayDay('2026-10-25')] };
    expect(bookingConflict([candidate('2026-10-25T21:30:00Z', '2026-10-25T21:45:00Z')], october, { now })).toEqual({
      error: 'dayNotAvailable',
      day: '2026-10-25',
    });
    expect(bookingConflict([candidate('2026-10-25T22:00:00Z', '2026-10-26T04:00:00Z')], october, { now })).toBeNull();
    // A night from 24.10. 22.00 into the marked day: the day said is the marked one.
    expect(bookingConflict([candidate('2026-10-24T19:00:00Z', '2026-10-25T04:00:00Z')], october, { now })).toEqual({
      error: 'dayNotAvailable',
      day: '2026-10-25',
    });
  });

  it('an entry with hours covers only those hours; a shift wish is no conflict; a shift comes before the day', () => {
    // Not available 8.00–12.00 on 25.11.
    const hours = { type: 2 as const, start: at('2026-11-25T06:00:00Z'), end: at('2026-11-25T10:00:00Z') };
    expect(
      bookingConflict([candidate('2026-11-25T14:00:00Z', '2026-11-25T20:00:00Z')], { ...none, events: [hours] }, { now }),
    ).toBeNull();
    expect(
      bookingConflict([candidate('2026-11-25T09:00:00Z', '2026-11-25T14:00:00Z')], { ...none, events: [hours] }, { now }),
    ).toEqual({
      error: 'dayNotAvailable',
      day: '2026-11-25',
    });
    expect(
      bookingConflict(
        [candidate('2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z')],
        { ...none, events: [{ ...hours, type: 1 }] },
        { now },
      ),
    ).toBeNull();
    const both = { shifts: [shift('m', '2026-11-25T06:00:00Z', '2026-11-25T12:00:00Z')], events: [awayDay('2026-11-25')] };
    expect(bookingConflict([candidate('2026-11-25T06:00:00Z', '2026-11-25T10:00:00Z')], both, { now })?.error).toBe(
      'shiftConflict',
    );
  });

  it('recording worked time: a past day’s entry, which can no longer be removed, does not refuse it; today’s does', () => {
    const today = { ...none, events: [awayDay('2026-03-20'), awayDay('2026-03-18')] };
    const worked = (day: string) => candidate(`${day}T06:00:00Z`, `${day}T09:00:00Z`);
    expect(bookingConflict([worked('2026-03-18')], today, { now, record: true })).toBeNull();
    expect(bookingConflict([worked('2026-03-20')], today, { now, record: true })).toEqual({
      error: 'dayNotAvailable',
      day: '2026-03-20',
    });
    expect(bookingConflict([worked('2026-03-18')], today, { now })).toEqual({ error: 'dayNotAvailable', day: '2026-03-18' });
  });

  it('answers in the shape the route declares', () => {
    const answer = bookingConflict(
      [candidate('2026-03-29T19:30:00Z', '2026-03-29T20:30:00Z')],
      { ...none, events: [awayDay('2026-03-29')] },
      { now },
    );
    expect(bookingConflictAnswer.parse(answer)).toEqual(answer);
  });

  it('reads shifts from a day and entries from a month before the first span, up to the last end', () => {
    const window = conflictWindow([
      candidate('2026-11-25T12:00:00Z', '2026-11-25T18:00:00Z'),
      candidate('2026-11-20T06:00:00Z', '2026-11-20T12:00:00Z'),
    ]);
    expect(window).toEqual({
      shiftsFrom: at('2026-11-19T06:00:00Z'),
      eventsFrom: at('2026-10-20T05:00:00Z'), // the same Helsinki clock time, 31 days before, across the October change
      to: at('2026-11-25T18:00:00Z'),
    });
  });
});

describe('cancelOwnShift', () => {
  it('only a recorded shift the agency has not processed', () => {
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'new' }).ok).toBe(true);
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'inProcessing' }).ok).toBe(true);
    expect(cancelOwnShift({ entryType: EMPLOYEE_REPORTED_ENTRY, state: 'filled' }).ok).toBe(false);
    expect(cancelOwnShift({ entryType: null, state: 'new' })).toEqual({ ok: false, error: 'validation:shiftCannotBeCancelled' });
  });
});

describe('recorded shifts: times and the payroll cut-off', () => {
  it('reads Helsinki clock times across the October change; an end before the start is the next morning', () => {
    // 25.10.2026: clocks go back at 04.00 EEST → 03.00 EET.
    expect(reportedShiftTimes({ date: '2026-10-24', start: '22.00', end: '6.00' })).toEqual({
      start: at('2026-10-24T19:00:00Z'),
      end: at('2026-10-25T04:00:00Z'),
    });
    expect(reportedShiftTimes({ date: '2026-03-29', start: '8.00', end: '16:00' })).toEqual({
      start: at('2026-03-29T05:00:00Z'),
      end: at('2026-03-29T13:00:00Z'),
    });
  });

  it("a missing field is 'Fill all required fields'; a day that does not exist is invalid", () => {
    const base = { date: '2026-11-20', start: '8.00', end: '16.00', placeOfWork: 'p', professionTitle: 't', lunchBreak: 0 };
    const issues = (over: object) => addReportedShiftsBody.safeParse({ shifts: [{ ...base, ...over }] }).error?.issues;
    expect(issues({})).toBeUndefined();
    expect(issues({ date: '' })?.[0]?.message).toBe('validation:fillAllRequiredFields');
    expect(issues({ placeOfWork: undefined })?.[0]?.message).toBe('validation:fillAllRequiredFields');
    expect(issues({ date: '2026-02-30' })?.[0]?.message).toBe('validation:invalidDate');
  });
});

describe('isSuggestionOpen (the offers list shows and GetTopAlerts counts by it)', () => {
  const now = at('2026-11-29T10:00:00Z');
  type Shift = Pick<StaffShift, 'employee' | 'state' | 'start'>;
  const free: Shift = { employee: null, state: 'accepted', start: at('2026-12-01T06:00:00Z') };
  const shifts = new Map<string, Shift>([
    ['free-1', free],
    ['free-2', { ...free, start: at('2026-12-02T06:00:00Z') }],
    ['taken', { ...free, employee: { id: 'sp-liisa', name: 'Liisa' }, state: 'filled' }],
    ['started', { ...free, start: at('2026-11-29T06:00:00Z') }],
    ['cancelled', { ...free, state: 'cancelled' }],
  ]);
  const open = (shiftIds: string[], state: 'suggested' | 'rejected' = 'suggested') =>
    isSuggestionOpen({ state, shiftIds }, shifts, now);

  it('is open while suggested and every shift is free and not started', () => {
    expect(open(['free-1'])).toBe(true);
    expect(open(['free-1', 'free-2'])).toBe(true);
  });

  it('a bundle closes when any shift of it is taken, started, cancelled or gone; an answered one is closed', () => {
    for (const gone of ['taken', 'started', 'cancelled', 'missing']) expect(open(['free-1', gone]), gone).toBe(false);
    expect(open(['free-1'], 'rejected')).toBe(false);
  });
});
