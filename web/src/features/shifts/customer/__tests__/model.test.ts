import { describe, expect, it } from 'vitest';
import { StaffApiError } from '@/lib/staff-api';
import {
  alertView,
  clampPeriod,
  customerListHref,
  customerShiftHref,
  customerShiftsQueryOf,
  customerViewSearch,
  groupCustomerShifts,
  issueOf,
  readCustomerView,
  validationAnswer,
} from '../model';
import { placeAddress } from '../../model';
import { shiftView } from './harness';

// 25.11.2026 12.00 Helsinki.
const now = new Date('2026-11-25T10:00:00.000Z');

describe('the list in its address', () => {
  it('defaults to a week back and four weeks ahead, from the start, every place and state', () => {
    expect(readCustomerView('', now)).toEqual({
      from: '2026-11-18',
      until: '2026-12-23',
      placeOfWorkId: '',
      state: '',
      sortBy: 'start',
      direction: 'asc',
    });
  });

  it('reads a shared filter back as it was written, and sends it as the AllShifts query', () => {
    const view = {
      from: '2026-12-01',
      until: '2026-12-31',
      placeOfWorkId: 'p1',
      state: 'filled',
      sortBy: 'placeOfWork',
      direction: 'desc',
    } as const;
    expect(readCustomerView(customerViewSearch(view), now)).toEqual(view);
    expect(customerViewSearch(view)).toBe('from=2026-12-01&until=2026-12-31&place=p1&state=filled&sort=placeOfWork&dir=desc');
    expect(customerShiftsQueryOf({ ...view, placeOfWorkId: '', state: '' })).toEqual({
      from: '2026-12-01',
      until: '2026-12-31',
      placeOfWorkId: undefined,
      state: undefined,
      sortBy: 'placeOfWork',
      direction: 'desc',
    });
  });

  it('drops what is malformed, turns a reversed period round and keeps a period to the 93 days the route reads', () => {
    expect(readCustomerView('from=2026-02-30&state=done&sort=hours&place=a/b', now)).toMatchObject({
      from: '2026-11-18',
      state: '',
      sortBy: 'start',
      placeOfWorkId: '',
    });
    expect(readCustomerView('from=2026-12-10&until=2026-12-01', now)).toMatchObject({ from: '2026-12-01', until: '2026-12-10' });
    expect(clampPeriod('2026-01-01', '2026-12-31')).toEqual({ from: '2026-01-01', until: '2026-04-03' });
  });

  it("opens a shift's details with ?shift= and goes back to the same filter", () => {
    const href = customerShiftHref('from=2026-12-01&state=filled', 's9');
    expect(href).toBe('/customer/shifts?from=2026-12-01&state=filled&shift=s9');
    expect(customerListHref(href.split('?')[1]!)).toBe('/customer/shifts?from=2026-12-01&state=filled');
    expect(customerListHref('shift=s9')).toBe('/customer/shifts');
  });
});

describe('groupCustomerShifts', () => {
  const a = shiftView({ id: 'a', day: '2026-12-02', placeOfWork: { id: 'p2', name: 'B' } });
  const b = shiftView({ id: 'b', day: '2026-12-01', placeOfWork: { id: 'p1', name: 'A' } });
  const c = shiftView({ id: 'c', day: '2026-12-02', placeOfWork: { id: 'p1', name: 'A' } });
  const ids = (groups: ReturnType<typeof groupCustomerShifts>) => groups.map((g) => [g.day, g.shifts.map((s) => s.id)]);

  it("puts the days in date order and keeps the route's order within a day", () => {
    expect(ids(groupCustomerShifts([a, b, c], { sortBy: 'placeOfWork', direction: 'asc' }))).toEqual([
      ['2026-12-01', ['b']],
      ['2026-12-02', ['a', 'c']],
    ]);
  });

  it('puts the latest day first when sorted by time descending', () => {
    expect(ids(groupCustomerShifts([a, c, b], { sortBy: 'start', direction: 'desc' })).map(([day]) => day)).toEqual([
      '2026-12-02',
      '2026-12-01',
    ]);
  });
});

describe('alertView', () => {
  const current = readCustomerView('', now);
  const alert = (kind: Parameters<typeof alertView>[0]['kind'], firstStart: string) => ({
    kind,
    placeOfWork: { id: 'p1' },
    firstStart,
  });

  it('shows the unfilled shifts of the next 48 hours at that place', () => {
    expect(alertView(alert('unfilledSoon', '2026-11-26T05:00:00.000Z'), current, now)).toMatchObject({
      from: '2026-11-26',
      until: '2026-11-27',
      placeOfWorkId: 'p1',
      state: '',
    });
  });

  it('shows the filled shifts up to today for acceptance, at most 93 days back', () => {
    expect(alertView(alert('waitingForAcceptance', '2026-11-20T05:00:00.000Z'), current, now)).toMatchObject({
      from: '2026-11-20',
      until: '2026-11-25',
      state: 'filled',
    });
    expect(alertView(alert('waitingForAcceptance', '2026-01-20T05:00:00.000Z'), current, now)).toMatchObject({
      from: '2026-08-25',
      until: '2026-11-25',
    });
  });

  it('shows the cancellation requests from the first one on', () => {
    expect(alertView(alert('cancellationRequested', '2026-12-03T05:00:00.000Z'), current, now)).toMatchObject({
      from: '2026-12-03',
      until: '2026-12-31',
      state: 'requestedForCancellation',
    });
  });
});

describe('answers and contacts', () => {
  it('names a known validation answer in the validation namespace, and nothing else', () => {
    const noPhone = new StaffApiError(409, 'validation:smsNoPhone');
    expect(validationAnswer(noPhone, ['smsNoPhone', 'smsNoWorker'])).toBe('validation:smsNoPhone');
    expect(validationAnswer(noPhone, ['smsNoWorker'])).toBeNull();
    expect(validationAnswer(new TypeError('Failed to fetch'), ['smsNoPhone'])).toBeNull();
  });

  it("reads a field's issue of a 400 answer", () => {
    const missing = new StaffApiError(400, 'invalid', [{ path: 'reason', message: 'validation:cancellationReasonMissing' }]);
    expect(issueOf(missing, 'reason')).toBe('validation:cancellationReasonMissing');
    expect(issueOf(missing, 'message')).toBeNull();
  });

  it('makes a map search of the address', () => {
    expect(placeAddress({ address: 'Mannerheimintie 1', city: 'Helsinki' })).toEqual({
      text: 'Mannerheimintie 1, Helsinki',
      mapHref: 'https://www.google.com/maps/search/?api=1&query=Mannerheimintie%201%2C%20Helsinki',
    });
    expect(placeAddress({ address: null, city: null })).toBeNull();
  });
});
