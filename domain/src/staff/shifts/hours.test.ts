import { describe, expect, it } from 'vitest';
import { CALENDAR_EVENT } from '../../states/calendar';
import { notAvailableConflicts } from './calendar';
import { hoursPresetDays, hoursPresetOf, hoursSummary } from './hours';
import type { CalendarItem } from './views';

const at = (iso: string) => new Date(iso);

describe('the hours screen', () => {
  it('splits the total into approved (accepted, billed, not charged) and waiting hours, and sums the estimated pay', () => {
    const summary = hoursSummary([
      { state: 'accepted', hours: 7.5, wageEstimate: 14.6 },
      { state: 'billed', hours: 8, wageEstimate: null },
      { state: 'filled', hours: 6.25, wageEstimate: 15 },
      { state: 'new', hours: 4, wageEstimate: 12.34 },
    ]);
    expect(summary).toEqual({ approvedHours: 15.5, waitingHours: 10.25, estimatedPay: 252.61, withoutWage: 1 });
    expect(hoursSummary([{ state: 'filled', hours: 3, wageEstimate: null }]).estimatedPay).toBeNull();
  });

  it('this month, last month and the pay period are Helsinki days, both included', () => {
    const now = at('2026-12-31T22:30:00Z'); // 1.1.2027 00.30 in Helsinki
    expect(hoursPresetDays('thisMonth', now)).toEqual({ from: '2027-01-01', until: '2027-01-31' });
    expect(hoursPresetDays('lastMonth', now)).toEqual({ from: '2026-12-01', until: '2026-12-31' });
    expect(hoursPresetDays('payPeriod', now)).toEqual({ from: '2027-01-01', until: '2027-01-15' });
    expect(hoursPresetDays('payPeriod', at('2027-02-20T10:00:00Z'))).toEqual({ from: '2027-02-16', until: '2027-02-28' });
    expect(hoursPresetOf({ from: '2026-12-01', until: '2026-12-31' }, now)).toBe('lastMonth');
    expect(hoursPresetOf({ from: '2026-12-02', until: '2026-12-31' }, now)).toBeNull();
  });
});

describe('a not-available entry over a booked shift', () => {
  const item = (over: Partial<CalendarItem>): CalendarItem => ({
    id: 'x',
    type: CALENDAR_EVENT.inShift,
    day: '2026-12-02',
    start: '2026-12-02T06:00:00.000Z', // 8.00 Helsinki
    end: '2026-12-02T14:00:00.000Z',
    title: 'Hotelli Aurora',
    note: 'Kokki',
    shiftId: 'x',
    editable: false,
    ...over,
  });

  it("blocks the whole Helsinki day of the shift, whatever the entry's hours; suggestions and other days do not count", () => {
    const shift = item({});
    const evening = { start: at('2026-12-02T17:00:00Z'), end: at('2026-12-02T19:00:00Z') }; // 19–21 Helsinki, after the shift
    expect(notAvailableConflicts(evening, [shift])).toEqual([shift]);
    const wholeDay = { start: at('2026-12-01T22:00:00Z'), end: at('2026-12-02T22:00:00Z') };
    expect(notAvailableConflicts(wholeDay, [shift, item({ id: 's', type: CALENDAR_EVENT.shiftSuggestion })])).toEqual([shift]);
    const nextDay = { start: at('2026-12-02T22:00:00Z'), end: at('2026-12-03T22:00:00Z') };
    expect(notAvailableConflicts(nextDay, [shift])).toEqual([]);
  });

  it('a night shift blocks both of its days', () => {
    const night = item({ start: '2026-12-02T20:00:00.000Z', end: '2026-12-03T04:00:00.000Z' }); // 22–6 Helsinki
    const nextDay = { start: at('2026-12-02T22:00:00Z'), end: at('2026-12-03T22:00:00Z') };
    expect(notAvailableConflicts(nextDay, [night])).toEqual([night]);
  });
});
