import { describe, expect, it } from 'vitest';
import { formatWeekdayDay } from '../weekday-date';

describe('formatWeekdayDay', () => {
  it('puts the short weekday of the language before d.M. (and the year when asked)', () => {
    expect(formatWeekdayDay('2026-12-02', 'fi')).toBe('ke 2.12.');
    expect(formatWeekdayDay('2026-12-02', 'uk')).toBe('ср 2.12.');
    expect(formatWeekdayDay('2026-12-02', 'en')).toBe('Wed 2.12.');
    expect(formatWeekdayDay('2026-11-29', 'sv', { year: true })).toBe('sön 29.11.2026');
    expect(formatWeekdayDay('2027-01-04', 'ru', { year: true })).toBe('пн 4.1.2027');
  });
});
