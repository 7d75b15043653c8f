import { describe, expect, it } from 'vitest';
import type { EmployeeShiftView } from '@vuoro/domain';
import {
  ariaSort,
  defaultDonePeriod,
  doneViewSearch,
  groupShiftsByDay,
  nextSort,
  readDoneView,
  shiftDetailsHref,
  shiftListHref,
  shiftTimes,
} from '../model';

const shift = (id: string, day: string) => ({ id, day }) as EmployeeShiftView;

describe('groupShiftsByDay', () => {
  it('groups by the Helsinki day the route gives, keeping the order', () => {
    const groups = groupShiftsByDay([shift('a', '2026-11-30'), shift('b', '2026-11-30'), shift('c', '2026-12-01')]);
    expect(groups.map((g) => [g.day, g.shifts.map((s) => s.id)])).toEqual([
      ['2026-11-30', ['a', 'b']],
      ['2026-12-01', ['c']],
    ]);
    expect(groupShiftsByDay([])).toEqual([]);
  });
});

describe('the done screen in its address', () => {
  // 23.30 UTC on 30.11. is already 1.12. in Helsinki: the period is Helsinki's, not UTC's.
  const now = new Date('2026-11-30T23:30:00Z');

  it('defaults to the last 31 Helsinki days, by date newest first', () => {
    expect(defaultDonePeriod(now)).toEqual({ from: '2026-10-31', until: '2026-12-01' });
    expect(readDoneView('', now)).toEqual({
      from: '2026-10-31',
      until: '2026-12-01',
      placeOfWorkId: '',
      sortBy: 'date',
      direction: 'desc',
    });
  });

  it('reads back what it wrote', () => {
    const view = {
      from: '2026-11-01',
      until: '2026-11-15',
      placeOfWorkId: 'pow-satama',
      sortBy: 'hours',
      direction: 'asc',
    } as const;
    expect(readDoneView(doneViewSearch(view), now)).toEqual(view);
  });

  it('ignores malformed values and turns a reversed period around', () => {
    expect(readDoneView('from=2026-02-30&until=x&place=a/b&sort=wage&dir=up', now)).toEqual(readDoneView('', now));
    const reversed = readDoneView('from=2026-11-20&until=2026-11-01', now);
    expect([reversed.from, reversed.until]).toEqual(['2026-11-01', '2026-11-20']);
    expect(readDoneView('sort=placeOfWork', now).direction).toBe('asc');
  });
});

describe('sorting the done shifts', () => {
  it('turns the sorted column around and starts another in its first direction', () => {
    expect(nextSort({ sortBy: 'date', direction: 'desc' }, 'date')).toEqual({ sortBy: 'date', direction: 'asc' });
    expect(nextSort({ sortBy: 'date', direction: 'desc' }, 'hours')).toEqual({ sortBy: 'hours', direction: 'desc' });
    expect(nextSort({ sortBy: 'hours', direction: 'desc' }, 'placeOfWork')).toEqual({ sortBy: 'placeOfWork', direction: 'asc' });
  });

  it('says the direction on the sorted column only', () => {
    const view = { sortBy: 'hours', direction: 'asc' } as const;
    expect(ariaSort(view, 'hours')).toBe('ascending');
    expect(ariaSort({ ...view, direction: 'desc' }, 'hours')).toBe('descending');
    expect(ariaSort(view, 'date')).toBe('none');
  });
});

describe("a shift's details on the screen it is opened from", () => {
  it('adds and removes shiftId, keeping the list query', () => {
    const href = shiftDetailsHref('/shifts/done', 'from=2026-11-01&sort=hours', 'shift-1');
    expect(href).toBe('/shifts/done?from=2026-11-01&sort=hours&shiftId=shift-1');
    expect(shiftListHref('/shifts/done', href.split('?')[1]!)).toBe('/shifts/done?from=2026-11-01&sort=hours');
    expect(shiftListHref('/shifts/upcoming', 'shiftId=shift-1')).toBe('/shifts/upcoming');
  });
});

describe('shiftTimes: on Helsinki clock, whatever the browser zone', () => {
  it('gives H.mm–H.mm, and the original time beside a changed one', () => {
    const changed = {
      start: '2026-11-30T06:00:00.000Z',
      end: '2026-11-30T14:00:00.000Z',
      originalStart: '2026-11-30T05:00:00.000Z',
      originalEnd: '2026-11-30T13:00:00.000Z',
    };
    expect(shiftTimes(changed)).toEqual({ time: '8.00\u2060–\u206016.00', original: '7.00\u2060–\u206015.00' });
    expect(shiftTimes({ ...changed, originalStart: null, originalEnd: null })).toEqual({
      time: '8.00\u2060–\u206016.00',
      original: null,
    });
  });

  it('reads summer time as +3 (a July night shift)', () => {
    const night = { start: '2026-07-10T19:00:00.000Z', end: '2026-07-11T03:30:00.000Z', originalStart: null, originalEnd: null };
    expect(shiftTimes(night).time).toBe('22.00\u2060–\u20606.30');
  });
});
