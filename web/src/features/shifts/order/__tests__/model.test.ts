import { describe, expect, it } from 'vitest';
import { StaffApiError } from '@/lib/staff-api';
import { checkEdit, notEditableReason, toEditValues, timeChanged } from '../edit-model';
import {
  addOrderDay,
  checkOrder,
  emptyOrder,
  orderErrors,
  orderInPast,
  orderShiftCount,
  saveFailure,
  someErrors,
} from '../model';
import { checkEntries, emptyEntry } from '../report-model';
import { choices } from './fixtures';

// A fixed "now": 1 March 2030 at noon in Helsinki.
const NOW = new Date('2030-03-01T10:00:00.000Z');
const order = (patch = {}) => ({
  ...emptyOrder(choices),
  placeOfWorkId: 'pow-kitchen',
  professionTitleId: 'pt-cook',
  day: '2030-03-04',
  start: '08:00',
  end: '16:00',
  target: 'allSuitable' as const,
  ...patch,
});

describe('checkOrder', () => {
  it('one day is a Create body with the defaults the route takes', () => {
    const checked = checkOrder(order({ lunchBreak: '30', contactPerson: ' Maija ' }), NOW);
    expect(checked).toEqual({
      ok: true,
      request: {
        kind: 'one',
        body: expect.objectContaining({
          placeOfWorkId: 'pow-kitchen',
          professionTitleId: 'pt-cook',
          day: '2030-03-04',
          start: '08:00',
          end: '16:00',
          lunchBreak: 30,
          contactPerson: 'Maija',
          peopleCount: 1,
          internal: false,
          target: { target: 'allSuitable' },
        }),
      },
    });
  });

  it('several days are a CreateMultiple body, the days in order', () => {
    const checked = checkOrder(order({ several: true, days: ['2030-03-06', '2030-03-05'], peopleCount: '2' }), NOW);
    expect(checked.ok && checked.request.kind).toBe('several');
    expect(checked.ok && checked.request.body).toMatchObject({ days: ['2030-03-05', '2030-03-06'], peopleCount: 2 });
  });

  it('more than 31 shifts (days × people) is refused at the days', () => {
    const days = Array.from({ length: 8 }, (_, i) => `2030-03-1${i}`);
    const values = order({ several: true, days, peopleCount: '4' });
    expect(orderShiftCount(values)).toBe(32);
    expect(checkOrder(values, NOW)).toEqual({ ok: false, errors: { days: 'validation:tooManyItems' } });
  });

  it("a pool target without a pool is said at the pool's field; without a target at the target", () => {
    expect(checkOrder(order({ target: 'pool' }), NOW)).toEqual({
      ok: false,
      errors: { poolId: 'validation:suggestionPoolMissing' },
    });
    expect(checkOrder(order({ target: 'selectedEmployees' }), NOW)).toEqual({
      ok: false,
      errors: { employeeIds: 'validation:suggestionEmployeesMissing' },
    });
    expect(checkOrder(order({ target: '' }), NOW)).toMatchObject({ ok: false, errors: { target: 'validation:fieldRequired' } });
  });

  it('a time already past is refused: today at the start time, an earlier day at the day', () => {
    expect(orderInPast(order({ day: '2030-03-01', start: '08:00' }), NOW)).toBe(true);
    expect(orderInPast(order({ day: '2030-03-01', start: '13:00' }), NOW)).toBe(false);
    expect(checkOrder(order({ day: '2030-03-01', start: '08:00' }), NOW)).toEqual({
      ok: false,
      errors: { start: 'validation:orderInPast' },
    });
  });

  it("a 400 answer names its fields, the target's own by their names", () => {
    expect(
      orderErrors([
        { path: 'target.poolId', message: 'validation:suggestionPoolMissing' },
        { path: 'days', message: 'validation:tooManyItems' },
        { path: 'nonsense', message: 'x' },
      ]),
    ).toEqual({ poolId: 'validation:suggestionPoolMissing', days: 'validation:tooManyItems' });
  });

  it('adding a day keeps the days sorted and never twice', () => {
    expect(addOrderDay(['2030-03-05'], '2030-03-04')).toEqual(['2030-03-04', '2030-03-05']);
    expect(addOrderDay(['2030-03-05'], '2030-03-05')).toEqual(['2030-03-05']);
  });
});

describe('saveFailure', () => {
  const toErrors = (issues: Parameters<typeof orderErrors>[0]) => someErrors(orderErrors(issues));
  it('a 400 with field issues marks the fields; a 409 says its reason; a 404 that a choice is gone', () => {
    const invalid = new StaffApiError(400, 'invalidInput', [{ path: 'start', message: 'validation:orderInPast' }]);
    expect(saveFailure(invalid, toErrors, 'fallback')).toEqual({ errors: { start: 'validation:orderInPast' }, message: null });
    const conflict = new StaffApiError(409, 'validation:shiftChangedMeanwhile');
    expect(saveFailure(conflict, toErrors, 'fallback')).toEqual({ errors: null, message: 'validation:shiftChangedMeanwhile' });
    expect(saveFailure(new StaffApiError(404, 'poolNotFound'), toErrors, 'fallback').message).toBe('shiftOrder:choiceGone');
    expect(saveFailure(new StaffApiError(500, 'boom'), toErrors, 'fallback').message).toBe('fallback');
    expect(saveFailure(new TypeError('offline'), toErrors, 'fallback').message).toBe('fallback');
  });
});

describe('checkEntries', () => {
  const row = (patch = {}) => ({
    ...emptyEntry(choices),
    placeOfWorkId: 'pow-kitchen',
    professionTitleId: 'pt-cook',
    day: '2030-02-27',
    start: '08:00',
    end: '16:00',
    ...patch,
  });

  it('an agency employee or a named worker goes as one of the two', () => {
    const checked = checkEntries([row({ employeeId: 'emp-aino' }), row({ worker: 'name', workerName: ' Oma Työntekijä ' })], NOW);
    expect(checked.ok && checked.entries.map((e) => [e.employeeId, e.workerName])).toEqual([
      ['emp-aino', undefined],
      [undefined, 'Oma Työntekijä'],
    ]);
  });

  it('a missing worker is said at the field the row shows, a shift still to come at its start', () => {
    const checked = checkEntries([row(), row({ worker: 'name' }), row({ day: '2030-03-02', employeeId: 'emp-aino' })], NOW);
    expect(checked).toEqual({
      ok: false,
      errors: { rows: { 0: { employeeId: 'validation:workerMissing' }, 1: { workerName: 'validation:workerMissing' } } },
    });
    expect(checkEntries([row({ day: '2030-03-02', employeeId: 'emp-aino' })], NOW)).toEqual({
      ok: false,
      errors: { rows: { 0: { start: 'validation:entryNotWorkedYet' } } },
    });
  });
});

describe('the edit form', () => {
  const form = {
    day: '2030-03-04',
    start: '8.00',
    end: '16.00',
    lunchBreak: 30,
    worktimeFormat: null,
    contactPerson: null,
    infoToEmployee: 'Ovi B',
    updatedAt: '2030-03-01T10:00:00.000Z',
  };

  it('sends the values with the version it was loaded with', () => {
    const values = { ...toEditValues(form), start: '09:00' };
    expect(values.end).toBe('16:00');
    expect(timeChanged(values, toEditValues(form))).toBe(true);
    expect(checkEdit(values, 'shift-1', form.updatedAt)).toEqual({
      ok: true,
      body: {
        shiftId: 'shift-1',
        day: '2030-03-04',
        start: '09:00',
        end: '16:00',
        lunchBreak: 30,
        worktimeFormat: null,
        contactPerson: null,
        infoToEmployee: 'Ovi B',
        updatedAt: form.updatedAt,
      },
    });
  });

  it('says why a shift cannot change', () => {
    const shift = { start: '2030-03-04T06:00:00.000Z', state: 'new' as const, entryType: null };
    expect(notEditableReason({ ...shift, start: '2030-02-28T06:00:00.000Z' }, NOW)).toBe('shiftOrder:edit.why.started');
    expect(notEditableReason({ ...shift, entryType: 'customerReported' }, NOW)).toBe('shiftOrder:edit.why.reported');
    expect(notEditableReason({ ...shift, state: 'cancelled' }, NOW)).toBe('shiftOrder:edit.why.state');
    expect(notEditableReason(shift, NOW)).toBe('shiftOrder:edit.why.rights');
  });
});
