import { describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  agencyDayStart,
  agencyDay,
  agencyMonth,
  formatAgencyDate,
  formatAgencyTime,
  roundHours,
  shiftHours,
  startOfAgencyDay,
} from './time';

describe('Europe/Helsinki times of stored UTC instants', () => {
  it('reads the day and the clock in Helsinki, d.M.y and H.mm', () => {
    const at = new Date('2026-10-24T21:05:00Z'); // 25.10.2026 0.05 EEST
    expect(agencyDay(at)).toBe('2026-10-25');
    expect(formatAgencyDate(at)).toBe('25.10.2026');
    expect(formatAgencyTime(at)).toBe('0.05');
    expect(formatAgencyTime(new Date('2026-01-15T04:30:00Z'))).toBe('6.30'); // EET, +2
    expect(formatAgencyTime(new Date('2026-07-15T04:30:00Z'))).toBe('7.30'); // EEST, +3
  });

  it('a month is its Helsinki midnights, whichever offset each has', () => {
    expect(agencyMonth(2026, 3)).toEqual({ start: new Date('2026-02-28T22:00:00Z'), end: new Date('2026-03-31T21:00:00Z') });
    expect(agencyMonth(2026, 10)).toEqual({ start: new Date('2026-09-30T21:00:00Z'), end: new Date('2026-10-31T22:00:00Z') });
    expect(agencyMonth(2026, 12).end).toEqual(new Date('2026-12-31T22:00:00Z'));
  });

  it('adds calendar days across a daylight-saving change, keeping the clock time', () => {
    const saturday = new Date('2026-03-28T06:00:00Z'); // 8.00 EET
    const sunday = addAgencyDays(saturday, 1); // 8.00 EEST
    expect(sunday).toEqual(new Date('2026-03-29T05:00:00Z'));
    expect(formatAgencyTime(sunday)).toBe('8.00');
    expect(startOfAgencyDay(new Date('2026-03-29T12:00:00Z'))).toEqual(new Date('2026-03-28T22:00:00Z'));
  });

  it('counts the real hours of a night across the last Sunday of October and of March', () => {
    // 22.00 to 6.00 on the Helsinki clock: 9 hours in October (clocks back), 7 in March (forward).
    expect(shiftHours({ start: new Date('2026-10-24T19:00:00Z'), end: new Date('2026-10-25T04:00:00Z') })).toBe(9);
    expect(shiftHours({ start: new Date('2026-03-28T20:00:00Z'), end: new Date('2026-03-29T03:00:00Z') })).toBe(7);
  });

  it('takes off the lunch break and keeps 2 decimals', () => {
    const start = new Date('2026-05-04T05:00:00Z');
    expect(shiftHours({ start, end: new Date('2026-05-04T12:40:00Z'), lunchBreak: 30 })).toBe(7.17);
    expect(shiftHours({ start, end: start, lunchBreak: 30 })).toBe(0);
    expect(roundHours(7.3333)).toBe(7.33);
  });

  it('reads a day written yyyy-MM-dd as its first Helsinki instant, and refuses a day that does not exist', () => {
    expect(agencyDayStart('2026-10-25')).toEqual(new Date('2026-10-24T21:00:00Z'));
    expect(agencyDayStart('2026-10-26')).toEqual(new Date('2026-10-25T22:00:00Z'));
    expect(agencyDayStart('2026-02-30')).toBeNull();
    expect(agencyDayStart('25.10.2026')).toBeNull();
  });
});
