import { describe, expect, it } from 'vitest';
import { StaffApiError } from '@/lib/staff-api';
import {
  deskActionError,
  deskActions,
  deskShiftsRequest,
  deskViewSearch,
  readDeskView,
  shiftsByDay,
  stateCounts,
  shiftName,
} from '../model';
import { deskShift } from './desk-shift';

const now = new Date('2026-11-25T10:00:00Z');

describe('the desk view in the address', () => {
  it('reads the period, state and customer, swapping a period given backwards', () => {
    expect(readDeskView('from=2026-12-10&until=2026-12-01&state=requestedForCancellation&customerId=c1')).toEqual({
      from: '2026-12-01',
      until: '2026-12-10',
      state: 'requestedForCancellation',
      customerId: 'c1',
    });
  });

  it('leaves out what is not a day, a state or an id (the API then picks its own period)', () => {
    const view = readDeskView('from=1.12.2026&state=lost&customerId=a/b');
    expect(view).toEqual({ from: '', until: '', state: '', customerId: '' });
    expect(deskShiftsRequest(view)).toEqual({});
    expect(deskViewSearch(view)).toBe('');
  });

  it('writes back only what is set, and sends the state to nobody (it filters the loaded list)', () => {
    const view = { from: '2026-12-01', until: '', state: 'new' as const, customerId: 'c1' };
    expect(deskViewSearch(view)).toBe('from=2026-12-01&state=new&customerId=c1');
    expect(deskShiftsRequest(view)).toEqual({ from: '2026-12-01', customerId: 'c1' });
    expect(readDeskView(deskViewSearch(view))).toEqual(view);
  });
});

describe('counts and days', () => {
  const shifts = [
    deskShift({ id: 'b', day: '2026-12-02', start: '2026-12-02T06:00:00.000Z', state: 'filled' }),
    deskShift({ id: 'a', day: '2026-12-01', start: '2026-12-01T08:00:00.000Z' }),
    deskShift({ id: 'c', day: '2026-12-01', start: '2026-12-01T05:00:00.000Z' }),
  ];

  it('counts each state in the state table order, leaving out states with none', () => {
    expect(stateCounts(shifts)).toEqual([
      { state: 'new', count: 2 },
      { state: 'filled', count: 1 },
    ]);
  });

  it('groups by Helsinki day, days and shifts in time order', () => {
    expect(shiftsByDay(shifts).map((d) => [d.day, d.shifts.map((s) => s.id)])).toEqual([
      ['2026-12-01', ['c', 'a']],
      ['2026-12-02', ['b']],
    ]);
  });

  it('names a shift by place, d.M.y and H.mm in Helsinki', () => {
    expect(shiftName(deskShift())).toBe('Hotelli Aurora, keittiö, 1.12.2026 7.00\u2060–\u206015.00');
  });
});

describe('deskActions: what the state allows', () => {
  it.each([
    ['a new order', {}, ['process', 'assign', 'suggest']],
    ['an order waiting for employee selection', { state: 'waitingForEmployeeSelection' }, ['process', 'assign', 'suggest']],
    ['an order in processing', { state: 'inProcessing' }, ['assign', 'suggest']],
    ['a filled shift', { state: 'filled', worker: { id: 'e1', name: 'Aino' } }, []],
    ['a cancellation request', { state: 'requestedForCancellation', worker: { id: 'e1', name: 'Aino' } }, ['settle']],
    ['a recorded shift waiting', { entryType: 'customerReported', worker: { id: null, name: 'Oma Työntekijä' } }, ['approve']],
    ['a shift the employee recorded', { entryType: 'employeeReported', worker: { id: 'e1', name: 'Aino' } }, ['approve']],
    ['an approved recorded shift', { entryType: 'employeeReported', state: 'filled', worker: { id: 'e1', name: 'Aino' } }, []],
    ['an order already started', { start: '2026-11-25T08:00:00.000Z', end: '2026-11-25T16:00:00.000Z' }, ['process']],
    ['a cancelled order', { state: 'cancelled' }, []],
  ] as const)('%s: %j', (_what, change, expected) => {
    expect(deskActions(deskShift(change), now)).toEqual(expected);
  });
});

describe('deskActionError: what a failed action says', () => {
  it.each([
    [new StaffApiError(409, 'validation:shiftAlreadyTaken'), 'validation:shiftAlreadyTaken'],
    [new StaffApiError(409, 'validation:employeeNotSuitable'), 'validation:employeeNotSuitable'],
    [new StaffApiError(409, 'validation:cancellationNotRequested'), 'validation:cancellationNotRequested'],
    [new StaffApiError(409, 'validation:entryNotPending'), 'validation:entryNotPending'],
    [
      new StaffApiError(400, 'Invalid request', [
        { path: 'target.employeeIds', message: 'validation:suggestionEmployeesMissing' },
      ]),
      'validation:suggestionEmployeesMissing',
    ],
    [new StaffApiError(404, 'shiftNotFound'), 'errors:shiftNotFound'],
    [new StaffApiError(404, 'poolNotFound'), 'desk:errors.poolNotFound'],
    [new StaffApiError(500, 'Something went wrong'), 'desk:errors.saveFailed'],
    [new TypeError('Failed to fetch'), 'desk:errors.saveFailed'],
  ])('%s → %s', (error, key) => {
    expect(deskActionError(error)).toBe(key);
  });
});
