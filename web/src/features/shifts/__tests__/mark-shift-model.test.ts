import { describe, expect, it } from 'vitest';
import { StaffApiError } from '@/lib/staff-api';
import {
  checkMarkShift,
  doneDaysHref,
  emptyMarkShift,
  endsNextMorning,
  isLateMarkShift,
  markShiftErrors,
  markShiftSaveFailure,
  timeInputValue,
  toMarkShiftValues,
  type MarkShiftValues,
} from '../model';

const choices = {
  placesOfWork: [{ id: 'pow-a', name: 'Ravintola Satama', customer: { id: 'c', name: 'Satama Oy' } }],
  professionTitles: [
    { id: 'pt-a', name: 'Kokki', names: {} },
    { id: 'pt-b', name: 'Tarjoilija', names: {} },
  ],
};
const filled: MarkShiftValues = {
  date: '2026-11-20',
  start: '08:00',
  end: '16:00',
  lunchBreak: '30',
  placeOfWork: 'pow-a',
  professionTitle: 'pt-a',
  notes: '',
};
// 23.30 UTC on 30.11. is already 1.12. in Helsinki.
const now = new Date('2026-11-30T23:30:00Z');

describe('the MarkShift form values', () => {
  it('starts empty, with a choice taken only when there is one to take', () => {
    expect(emptyMarkShift(choices)).toEqual({
      date: '',
      start: '',
      end: '',
      lunchBreak: '0',
      placeOfWork: 'pow-a',
      professionTitle: '',
      notes: '',
    });
  });

  it('fills from the Edit answer, its H.mm times as a time input takes them', () => {
    expect(timeInputValue('8.00')).toBe('08:00');
    expect(timeInputValue('23.30')).toBe('23:30');
    expect(timeInputValue('07:15')).toBe('07:15');
    expect(
      toMarkShiftValues({
        date: '2026-11-20',
        start: '8.00',
        end: '16.30',
        placeOfWork: 'pow-a',
        professionTitle: 'pt-a',
        lunchBreak: 30,
        notes: null,
      }),
    ).toEqual({ ...filled, end: '16:30' });
  });
});

describe('checkMarkShift', () => {
  it('gives the body the route takes', () => {
    expect(checkMarkShift({ ...filled, notes: ' Tuuraus ' }, now)).toEqual({
      ok: true,
      body: {
        date: '2026-11-20',
        start: '08:00',
        end: '16:00',
        lunchBreak: 30,
        placeOfWork: 'pow-a',
        professionTitle: 'pt-a',
        notes: 'Tuuraus',
      },
    });
  });

  it("marks every missing field with the domain's 'Fill all required fields'", () => {
    const checked = checkMarkShift({ ...emptyMarkShift(choices), placeOfWork: '', lunchBreak: '' }, now);
    expect(checked).toEqual({
      ok: false,
      errors: {
        date: 'validation:fillAllRequiredFields',
        start: 'validation:fillAllRequiredFields',
        end: 'validation:fillAllRequiredFields',
        lunchBreak: 'validation:fillAllRequiredFields',
        placeOfWork: 'validation:fillAllRequiredFields',
        professionTitle: 'validation:fillAllRequiredFields',
      },
    });
  });

  it('says what is wrong with a field that is there', () => {
    expect(checkMarkShift({ ...filled, lunchBreak: '500' }, now)).toEqual({
      ok: false,
      errors: { lunchBreak: 'validation:numberOutOfRange' },
    });
    expect(checkMarkShift({ ...filled, lunchBreak: '2.5' }, now)).toEqual({
      ok: false,
      errors: { lunchBreak: 'validation:wholeNumberRequired' },
    });
    expect(checkMarkShift({ ...filled, date: '2026-02-30' }, now)).toEqual({
      ok: false,
      errors: { date: 'validation:invalidDate' },
    });
  });

  it('records only a shift that has started, as the server does (Helsinki day and clock)', () => {
    // It is 1.12. 1.30 in Helsinki: a shift that day from 1.00 has started, one from 2.00 has not.
    expect(checkMarkShift({ ...filled, date: '2026-12-01', start: '01:00', end: '09:00' }, now).ok).toBe(true);
    expect(checkMarkShift({ ...filled, date: '2026-12-01', start: '02:00', end: '09:00' }, now)).toEqual({
      ok: false,
      errors: { start: 'shifts:mark.notStarted' },
    });
    expect(checkMarkShift({ ...filled, date: '2026-12-02' }, now)).toEqual({
      ok: false,
      errors: { date: 'shifts:mark.notStarted' },
    });
  });
});

describe('endsNextMorning', () => {
  it('is an end not after the start: the next morning, as the server stores it', () => {
    expect(endsNextMorning({ start: '22:00', end: '06:00' })).toBe(true);
    expect(endsNextMorning({ start: '08:00', end: '08:00' })).toBe(true);
    expect(endsNextMorning({ start: '08:00', end: '16:00' })).toBe(false);
    expect(endsNextMorning({ start: '', end: '06:00' })).toBe(false);
    expect(endsNextMorning({ start: '22:00', end: '' })).toBe(false);
  });
});

describe('isLateMarkShift', () => {
  it('warns as soon as the day falls in a pay period whose cut-off (the 2nd of the next month) has passed', () => {
    const third = new Date('2026-12-03T10:00:00Z');
    expect(isLateMarkShift({ date: '2026-11-30' }, third)).toBe(true);
    expect(isLateMarkShift({ date: '2026-12-01' }, third)).toBe(false);
    // On the 2nd the November period is still open until its end, Helsinki time.
    expect(isLateMarkShift({ date: '2026-11-30' }, new Date('2026-12-02T21:59:00Z'))).toBe(false);
    expect(isLateMarkShift({ date: '2026-11-30' }, new Date('2026-12-02T22:00:00Z'))).toBe(true);
    expect(isLateMarkShift({ date: '' }, third)).toBe(false);
    expect(isLateMarkShift({ date: '2026-02-30' }, third)).toBe(false);
  });

  it("follows the payment schedule's stored period where one covers the day (the desk moved its deadline)", () => {
    const third = new Date('2026-12-03T10:00:00Z');
    const moved = {
      periodStart: new Date('2026-11-15T22:00:00Z'),
      periodEnd: new Date('2026-11-30T21:59:59.999Z'),
      reportingDeadline: new Date('2026-12-05T21:59:59.999Z'),
      paymentDate: new Date('2026-12-14T22:00:00Z'),
    };
    expect(isLateMarkShift({ date: '2026-11-30' }, third, [moved])).toBe(false);
    expect(isLateMarkShift({ date: '2026-11-30' }, new Date('2026-12-05T22:00:00Z'), [moved])).toBe(true);
    // A day the stored periods do not cover: the generated half month decides.
    expect(isLateMarkShift({ date: '2026-11-10' }, third, [moved])).toBe(true);
  });
});

describe('the answers of a failed save', () => {
  it("maps a 400's issues to the form's fields, AddMultiple's `shifts.0.` too", () => {
    expect(
      markShiftErrors([
        { path: 'shifts.0.placeOfWork', message: 'validation:invalidValue' },
        { path: 'date', message: 'validation:invalidDate' },
        { path: 'shiftId', message: 'validation:invalidValue' },
      ]),
    ).toEqual({ placeOfWork: 'validation:invalidValue', date: 'validation:invalidDate' });
  });

  it("keeps the fields' issues, says 'Failed to save shift' for the rest, with the reason of a 409", () => {
    const failed = { errors: {}, message: 'shifts:mark.saveFailed', reason: null };
    const invalid = new StaffApiError(400, 'Invalid input', [{ path: 'shifts.0.date', message: 'validation:invalidDate' }]);
    expect(markShiftSaveFailure(invalid, 'en')).toEqual({
      errors: { date: 'validation:invalidDate' },
      message: null,
      reason: null,
    });
    expect(markShiftSaveFailure(new StaffApiError(400, 'Invalid input', []), 'en')).toEqual(failed);
    expect(markShiftSaveFailure(new StaffApiError(409, 'validation:shiftNotEditable'), 'en')).toEqual({
      ...failed,
      reason: 'validation:shiftNotEditable',
    });
    expect(markShiftSaveFailure(new StaffApiError(404, 'shiftNotFound'), 'en')).toEqual({
      errors: {},
      message: 'errors:shiftNotFound',
      reason: null,
    });
    expect(markShiftSaveFailure(new StaffApiError(403, 'notAnEmployee'), 'en')).toEqual({
      errors: {},
      message: 'errors:notAnEmployee',
      reason: null,
    });
    expect(markShiftSaveFailure(new StaffApiError(500, 'Internal'), 'en')).toEqual(failed);
    expect(markShiftSaveFailure(new TypeError('Failed to fetch'), 'en')).toEqual(failed);
  });
});

describe('doneDaysHref', () => {
  it('is the done list of the saved shifts’ days', () => {
    expect(doneDaysHref(['2026-11-20'])).toBe('/shifts/done?from=2026-11-20&until=2026-11-20');
    expect(doneDaysHref(['2026-11-21', '2026-11-19'])).toBe('/shifts/done?from=2026-11-19&until=2026-11-21');
  });
});
