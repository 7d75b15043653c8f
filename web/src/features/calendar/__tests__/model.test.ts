import { describe, expect, it } from 'vitest';
import { agencyDayStart, agencyInstant, type CalendarItem } from '@vuoro/domain';
import {
  eventBody,
  eventFormOf,
  isoWeek,
  itemDays,
  itemHref,
  itemsByDay,
  monthGrid,
  newEventForm,
  resolveWeek,
  shiftMonth,
} from '../model';

const days = (year: number, month: number) => monthGrid(year, month).map((w) => [w.week, w.days[0]!.day, w.days[6]!.day]);
const item = (over: Partial<CalendarItem>): CalendarItem => ({
  id: 'e1',
  type: 2,
  day: '2026-10-24',
  start: agencyDayStart('2026-10-24')!.toISOString(),
  end: agencyDayStart('2026-10-26')!.toISOString(),
  title: null,
  note: null,
  shiftId: null,
  editable: true,
  ...over,
});

describe('the month grid', () => {
  it('weeks run Monday to Sunday, numbered by ISO week, filled from the months around', () => {
    expect(days(2026, 11)).toEqual([
      [44, '2026-10-26', '2026-11-01'],
      [45, '2026-11-02', '2026-11-08'],
      [46, '2026-11-09', '2026-11-15'],
      [47, '2026-11-16', '2026-11-22'],
      [48, '2026-11-23', '2026-11-29'],
      [49, '2026-11-30', '2026-12-06'],
    ]);
    const first = monthGrid(2026, 11)[0]!.days;
    expect(first.map((d) => d.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(first.map((d) => d.date)).toEqual([26, 27, 28, 29, 30, 31, 1]);
  });

  it('a month starting on Monday has no days before it (February 2027: four whole weeks)', () => {
    expect(days(2027, 2)).toEqual([
      [5, '2027-02-01', '2027-02-07'],
      [6, '2027-02-08', '2027-02-14'],
      [7, '2027-02-15', '2027-02-21'],
      [8, '2027-02-22', '2027-02-28'],
    ]);
  });

  it('has every day once across the daylight-saving changes (29.3.2026 and 25.10.2026)', () => {
    for (const [year, month, change] of [
      [2026, 3, '2026-03-29'],
      [2026, 10, '2026-10-25'],
    ] as const) {
      const all = monthGrid(year, month).flatMap((w) => w.days.map((d) => d.day));
      const at = all.indexOf(change);
      expect(all.slice(at - 1, at + 2)).toEqual([
        `${change.slice(0, 8)}${String(Number(change.slice(8)) - 1).padStart(2, '0')}`,
        change,
        `${change.slice(0, 8)}${String(Number(change.slice(8)) + 1).padStart(2, '0')}`,
      ]);
      expect(new Set(all).size).toBe(all.length);
      expect(all.filter((d) => d.startsWith(`${year}-${String(month).padStart(2, '0')}`))).toHaveLength(31);
    }
    // Both changes fall on a Sunday: the last day of their week row.
    expect(monthGrid(2026, 3).find((w) => w.days[6]!.day === '2026-03-29')?.week).toBe(13);
    expect(monthGrid(2026, 10).find((w) => w.days[6]!.day === '2026-10-25')?.week).toBe(43);
  });

  it('across the year change: the week of New Year is week 53 of 2026 in both Decembers and Januarys grid', () => {
    expect(days(2026, 12).at(-1)).toEqual([53, '2026-12-28', '2027-01-03']);
    expect(days(2027, 1)[0]).toEqual([53, '2026-12-28', '2027-01-03']);
    expect(days(2027, 1)[1]).toEqual([1, '2027-01-04', '2027-01-10']);
    expect(isoWeek('2027-01-03')).toEqual({ year: 2026, week: 53 });
    expect(isoWeek('2024-12-30')).toEqual({ year: 2025, week: 1 });
    expect(days(2024, 12).at(-1)).toEqual([1, '2024-12-30', '2025-01-05']);
  });

  it('shifts months over the year change', () => {
    expect(shiftMonth(2026, 12, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth(2027, 1, -1)).toEqual({ year: 2026, month: 12 });
    expect(shiftMonth(2026, 11, -11)).toEqual({ year: 2025, month: 12 });
  });
});

describe('the week `w`', () => {
  it('is the ISO week of one of the month rows', () => {
    expect(resolveWeek(2026, 11, '48')?.days.map((d) => d.day)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(resolveWeek(2026, 12, '53')?.days[6]!.day).toBe('2027-01-03');
    expect(resolveWeek(2027, 1, '53')?.days[0]!.day).toBe('2026-12-28');
    expect(resolveWeek(2027, 1, '1')?.days[0]!.day).toBe('2027-01-04');
  });

  it('is no week when absent, malformed or not a row of the month', () => {
    expect(resolveWeek(2026, 11, undefined)).toBeNull();
    expect(resolveWeek(2026, 11, '12')).toBeNull();
    expect(resolveWeek(2026, 11, 'x')).toBeNull();
    expect(resolveWeek(2026, 11, '480')).toBeNull();
  });
});

describe('items on days', () => {
  it('an own entry shows on every Helsinki day it covers, across the October change (a 25-hour day)', () => {
    expect(itemDays(item({}))).toEqual(['2026-10-24', '2026-10-25']);
    const map = itemsByDay([item({}), item({ id: 's1', type: 4, day: '2026-10-25', shiftId: 's1' })]);
    expect(map.get('2026-10-25')?.map((i) => i.id)).toEqual(['e1', 's1']);
    expect(map.get('2026-10-24')?.map((i) => i.id)).toEqual(['e1']);
  });

  it('a shift over midnight shows on its start day only', () => {
    const night = item({
      type: 4,
      day: '2026-03-28',
      start: agencyInstant('2026-03-28', '22.00')!.toISOString(),
      end: agencyInstant('2026-03-29', '6.00')!.toISOString(),
    });
    expect(itemDays(night)).toEqual(['2026-03-28']);
  });

  it('opens an entry in the edit form, a shift in its details, a suggestion in the calendar’s own details', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    const at = { year: 2026, month: 11 };
    expect(itemHref(item({ id: 'ev' }), at, now)).toBe('/calendar/2026/11/edit?eventId=ev');
    const shift = item({ type: 4, shiftId: 'sh', end: '2026-11-25T14:00:00.000Z' });
    expect(itemHref(shift, at, now)).toBe('/shifts/upcoming?shiftId=sh');
    expect(itemHref({ ...shift, end: '2026-11-20T14:00:00.000Z' }, at, now)).toBe('/shifts/done?shiftId=sh');
    expect(itemHref(item({ type: 3, shiftId: 'sh', day: '2026-11-29' }), at, now)).toBe(
      '/calendar/2026/11?day=2026-11-29&shiftId=sh',
    );
    expect(itemHref(item({ type: 5, shiftId: 'sh', day: '2026-11-29' }), at, now)).toBe(
      '/calendar/2026/11?day=2026-11-29&shiftId=sh',
    );
    expect(itemHref(item({ type: 5, shiftId: null }), at, now)).toBeNull();
  });
});

describe('the entry form', () => {
  const now = new Date('2026-11-24T10:00:00Z');

  it('whole days run from the first midnight to the midnight after the last day', () => {
    const result = eventBody({ ...newEventForm('2026-11-30'), until: '2026-12-01', note: ' Lääkäri ' }, now);
    expect(result).toEqual({
      body: {
        start: agencyDayStart('2026-11-30'),
        end: agencyDayStart('2026-12-02'),
        title: undefined,
        note: 'Lääkäri',
      },
    });
  });

  it('clock times are read on Helsinki clock across the March change', () => {
    const form = { ...newEventForm('2027-03-27'), allDay: false, until: '2027-03-28', startTime: '22.00', endTime: '6.00' };
    const result = eventBody(form, new Date('2027-03-01T10:00:00Z'));
    expect('body' in result && result.body.end.getTime() - result.body.start.getTime()).toBe(7 * 3_600_000);
  });

  it('refuses a past day before sending, as the server would; today is not past', () => {
    expect(eventBody(newEventForm('2026-11-23'), now)).toEqual({ errors: { from: 'validation:eventInPast' } });
    expect('body' in eventBody(newEventForm('2026-11-24'), now)).toBe(true);
  });

  it('refuses an end before the start and more than 31 days', () => {
    expect(eventBody({ ...newEventForm('2026-11-30'), until: '2026-11-29' }, now)).toEqual({
      errors: { until: 'validation:endBeforeStart' },
    });
    expect(eventBody({ ...newEventForm('2026-11-30'), until: '2026-12-31' }, now)).toEqual({
      errors: { until: 'calendar:form.tooLong' },
    });
    expect(eventBody({ ...newEventForm('2026-11-30'), allDay: false, startTime: '25.99' }, now)).toMatchObject({
      errors: { startTime: 'validation:invalidValue' },
    });
  });

  it('reads an entry back as the form (whole days and timed)', () => {
    expect(eventFormOf(item({ note: 'Mökki' }))).toMatchObject({
      type: 2,
      from: '2026-10-24',
      until: '2026-10-25',
      allDay: true,
      note: 'Mökki',
    });
    const timed = item({
      type: 1,
      start: agencyInstant('2026-11-30', '8.00')!.toISOString(),
      end: agencyInstant('2026-11-30', '14.30')!.toISOString(),
      day: '2026-11-30',
    });
    expect(eventFormOf(timed)).toMatchObject({
      type: 1,
      from: '2026-11-30',
      until: '2026-11-30',
      allDay: false,
      startTime: '8.00',
      endTime: '14.30',
    });
  });
});
