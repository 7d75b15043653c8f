import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { agencyInstant } from '../time';
import {
  ROSTER_MAX_DAYS,
  ROSTER_TEXTS,
  rosterDayText,
  rosterFileName,
  rosterOf,
  rosterPeriodDays,
  rosterPeriodTooLong,
  rosterPresetDays,
  rosterQuery,
  rosterTimes,
} from './model';

const title = { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook', uk: 'Кухар' } };
const shift = (
  day: string,
  start: string,
  end: string,
  over: Partial<Parameters<typeof rosterOf>[0][number]> = {},
): Parameters<typeof rosterOf>[0][number] => ({
  start: agencyInstant(day, start)!,
  end: agencyInstant(day, end)!,
  lunchBreak: 30,
  state: 'filled',
  employee: { id: 'sp-a', name: 'Äijä Öhman' },
  workerName: null,
  professionTitle: title,
  ...over,
});

describe('rosterOf', () => {
  it('lists worked shifts with a worker by start, totals per employee by name, totals the sums of the printed hours', () => {
    const roster = rosterOf(
      [
        shift('2030-01-08', '8.00', '16.00'),
        shift('2030-01-07', '9.00', '13.20', { employee: { id: 'sp-o', name: 'Олена Коваленко' }, lunchBreak: 0 }),
        shift('2030-01-07', '9.00', '13.20', { employee: null, workerName: 'Leena Aalto', state: 'accepted', lunchBreak: 0 }),
        shift('2030-01-07', '7.00', '15.00', { state: 'billed' }),
        shift('2030-01-07', '7.00', '15.00', { state: 'willNotBeCharged', employee: { id: 'sp-o', name: 'Олена Коваленко' } }),
        shift('2030-01-09', '8.00', '16.00', { state: 'cancelled' }),
        shift('2030-01-09', '8.00', '16.00', { state: 'requestedForCancellation' }),
        shift('2030-01-09', '8.00', '16.00', { state: 'inProcessing', employee: null }),
        shift('2030-01-09', '8.00', '16.00', { state: 'undone' }),
      ],
      'fi',
    );
    expect(roster.rows.map((r) => [r.employee, r.hours])).toEqual([
      ['Äijä Öhman', 7.5],
      ['Олена Коваленко', 7.5],
      ['Leena Aalto', 4.33],
      ['Олена Коваленко', 4.33],
      ['Äijä Öhman', 7.5],
    ]);
    expect(roster.totals).toEqual([
      { employee: 'Leena Aalto', shifts: 1, hours: 4.33 },
      { employee: 'Äijä Öhman', shifts: 2, hours: 15 }, // Finnish order: Ä after Z
      { employee: 'Олена Коваленко', shifts: 2, hours: 11.83 },
    ]);
    expect(roster.shifts).toBe(5);
    expect(roster.hours).toBe(31.16);
  });

  it("names the title in the reader's language, Finnish where it has no translation", () => {
    const one = [shift('2030-01-07', '8.00', '16.00')];
    expect(rosterOf(one, 'en').rows[0]!.title).toBe('Cook');
    expect(rosterOf(one, 'uk').rows[0]!.title).toBe('Кухар');
    expect(rosterOf(one, 'sv').rows[0]!.title).toBe('Kokki');
  });

  it('an empty list is an empty roster', () => {
    expect(rosterOf([], 'fi')).toEqual({ rows: [], totals: [], shifts: 0, hours: 0 });
  });
});

describe('the period', () => {
  it('counts Helsinki days with both ends, a daylight-saving change still whole days', () => {
    expect(rosterPeriodDays('2030-01-07', '2030-01-07')).toBe(1);
    expect(rosterPeriodDays('2030-03-01', '2030-05-01')).toBe(ROSTER_MAX_DAYS);
    expect(rosterPeriodTooLong('2030-03-01', '2030-05-01')).toBe(false);
    expect(rosterPeriodTooLong('2030-03-01', '2030-05-02')).toBe(true);
    expect(rosterPeriodTooLong('2030-10-01', '2030-12-01')).toBe(false);
  });

  it('the query takes a place and two real days, `until` not before `from`', () => {
    const ok = { placeOfWorkId: 'pow-1', from: '2030-01-07', until: '2030-01-07' };
    expect(rosterQuery.safeParse(ok).success).toBe(true);
    const issues = (q: object) => rosterQuery.safeParse(q).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ ...ok, until: '2030-01-06' })).toEqual([['until', 'validation:endBeforeStart']]);
    expect(issues({ ...ok, from: '2030-02-30', until: '2030-03-02' })).toEqual([['from', 'validation:invalidDate']]);
    expect(rosterQuery.safeParse({ ...ok, extra: '1' }).success).toBe(false);
  });

  it('presets: this week Monday to Sunday in Helsinki; the next two weeks from today, 14 days', () => {
    // Sunday 29 November 2026, 23.30 in Helsinki (21.30 UTC): still Sunday there.
    const sundayNight = new Date('2026-11-29T21:30:00Z');
    expect(rosterPresetDays('thisWeek', sundayNight)).toEqual({ from: '2026-11-23', until: '2026-11-29' });
    expect(rosterPresetDays('nextTwoWeeks', sundayNight)).toEqual({ from: '2026-11-29', until: '2026-12-12' });
    // Monday 0.30 in Helsinki is Sunday 22.30 UTC.
    expect(rosterPresetDays('thisWeek', new Date('2026-11-29T22:30:00Z'))).toEqual({ from: '2026-11-30', until: '2026-12-06' });
  });
});

describe('words and formats', () => {
  it('a row names the Helsinki day with its weekday in the language, and the times on Helsinki clock', () => {
    const late = agencyInstant('2030-01-07', '23.30')!; // 21.30 UTC
    expect(rosterDayText(late, 'fi')).toBe('ma 7.1.2030');
    expect(rosterDayText(late, 'en')).toBe('Mon 7.1.2030');
    expect(rosterTimes({ start: late, end: agencyInstant('2030-01-07', '7.05', 1)! })).toBe('23.30–7.05');
  });

  it('every language has every word, and a file name has no path characters', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const t = ROSTER_TEXTS[language];
      expect(t.columns).toHaveLength(5);
      expect(t.totalsColumns).toHaveLength(3);
      expect(Object.values(t).every((v) => (typeof v === 'string' ? v.length > 0 : true))).toBe(true);
      expect(t.page(1, 2)).toMatch(/1 \/ 2$/);
    }
    expect(rosterFileName('Roster', 'Aurora / keittiö', '2030-01-07', '2030-01-20')).toBe(
      'Roster Aurora   keittiö 2030-01-07–2030-01-20.pdf',
    );
  });
});
