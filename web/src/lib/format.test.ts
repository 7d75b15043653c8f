import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '@vuoro/domain';
import {
  agencyYearMonth,
  formatAgencyTimeRange,
  currencySymbol,
  formatCurrency,
  formatDate,
  formatDateTimeInAgencyZone,
  formatDayHeading,
  formatDayInSentence,
  formatList,
  inSentence,
  formatMonthHeading,
  formatMonthInSentence,
  formatPhone,
  keepPhonesWhole,
  formatRange,
  formatTime,
  RANGE_DASH,
} from './format';

// Intl uses narrow no-break spaces in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatCurrency (configurable currency, default EUR)', () => {
  it.each([
    ['fi', '1 234,50 €'],
    ['en', '€1,234.50'],
    ['sv', '1 234,50 €'],
    ['uk', '1 234,50 EUR'],
    ['ru', '1 234,50 €'],
  ] as const)('%s: 1234.5 → %s', (lng, expected) => {
    expect(plain(formatCurrency(1234.5, lng))).toBe(expected);
  });

  it('uses another currency when configured', () => {
    expect(plain(formatCurrency(10, 'en', 'SEK'))).toBe('SEK 10.00');
    expect(plain(formatCurrency(10, 'fi', 'SEK'))).toBe('10,00 SEK');
  });

  it('names the currency\'s sign as its amounts write it, for a label\'s unit ("Hourly wage (€)")', () => {
    expect(currencySymbol('fi')).toBe('€');
    expect(currencySymbol('en')).toBe('€');
    expect(currencySymbol('uk')).toBe('EUR');
    expect(currencySymbol('en', 'SEK')).toBe('SEK');
  });
});

describe('formatDate d.M.y and formatTime H.mm, the same in every language', () => {
  const date = new Date(2026, 2, 5, 7, 5);
  it.each(SUPPORTED_LANGUAGES)('%s', () => {
    expect(formatDate(date)).toBe('5.3.2026');
    expect(formatTime(date)).toBe('7.05');
    expect(formatDate(new Date(2026, 11, 24))).toBe('24.12.2026');
    expect(formatTime(new Date(2026, 11, 24, 23, 59))).toBe('23.59');
  });
});

describe("formatList: a list in the language's own words", () => {
  it.each([
    ['en', 'Admin, My and Customer user'],
    ['fi', 'Admin, My ja Customer user'],
    ['sv', 'Admin, My och Customer user'],
    ['uk', 'Admin, My і Customer user'],
    ['ru', 'Admin, My и Customer user'],
  ] as const)('%s: %s', (language, text) => {
    expect(formatList(['Admin', 'My', 'Customer user'], language)).toBe(text);
  });
});

describe('inSentence: a stand-alone label as it reads inside a list', () => {
  it.each([
    ['fi', 'Viikonloppuisin', 'viikonloppuisin'],
    ['en', 'Proficient', 'proficient'],
    ['uk', 'Вільно', 'вільно'],
    ['ru', 'Свободно', 'свободно'],
    ['sv', 'Helger', 'helger'],
  ] as const)('%s: %s → %s', (language, label, text) => {
    expect(inSentence(label, language)).toBe(text);
  });
});

describe('formatDateTimeInAgencyZone (d.M.y H.mm in Europe/Helsinki)', () => {
  it('shows the Helsinki wall clock, across the summer time change', () => {
    expect(formatDateTimeInAgencyZone(new Date('2026-11-23T22:05:00Z'))).toBe('24.11.2026 0.05');
    expect(formatDateTimeInAgencyZone(new Date('2026-06-10T06:30:00Z'))).toBe('10.6.2026 9.30');
  });
});

describe('formatDayHeading: a Helsinki day as a list heading', () => {
  it.each([
    ['en', 'Monday 30.11.'],
    ['fi', 'Maanantai 30.11.'],
    ['sv', 'Måndag 30.11.'],
    ['uk', 'Понеділок 30.11.'],
    ['ru', 'Понедельник 30.11.'],
  ] as const)('%s: 2026-11-30 → %s', (lng, expected) => {
    expect(formatDayHeading('2026-11-30', lng)).toBe(expected);
  });

  it('reads the weekday of the day itself, not of the browser zone (the first and last of a month)', () => {
    expect(formatDayHeading('2026-03-01', 'en')).toBe('Sunday 1.3.');
    expect(formatDayHeading('2026-10-25', 'en')).toBe('Sunday 25.10.');
  });
});

describe('formatDayInSentence: a Helsinki day inside a sentence', () => {
  it.each([
    ['en', 'Sunday 29.11.'],
    ['fi', 'su 29.11.'],
    ['sv', 'sön 29.11.'],
    ['uk', 'неділя 29.11.'],
    ['ru', 'воскресенье 29.11.'],
  ] as const)('%s: 2026-11-29 → %s (lower-case but in English)', (lng, expected) => {
    expect(formatDayInSentence('2026-11-29', lng)).toBe(expected);
  });
});

describe('formatMonthHeading and formatMonthInSentence', () => {
  it.each([
    ['en', 'November 2026', 'November 2026'],
    ['fi', 'Marraskuu 2026', 'marraskuu 2026'],
    ['sv', 'November 2026', 'november 2026'],
    ['uk', 'Листопад 2026 р.', 'листопад 2026 р.'],
    ['ru', 'Ноябрь 2026 г.', 'ноябрь 2026 г.'],
  ] as const)('%s: a heading "%s", inside a sentence "%s"', (lng, heading, inSentence) => {
    expect(formatMonthHeading(2026, 11, lng)).toBe(heading);
    expect(formatMonthInSentence(2026, 11, lng)).toBe(inSentence);
  });
});

describe('agencyYearMonth', () => {
  it("is Helsinki's month, not the machine's: the last evening of a month in UTC is the next month there", () => {
    expect(agencyYearMonth(new Date('2026-11-30T21:59:59Z'))).toEqual({ year: 2026, month: 11 });
    expect(agencyYearMonth(new Date('2026-11-30T22:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(agencyYearMonth(new Date('2026-12-31T22:30:00Z'))).toEqual({ year: 2027, month: 1 });
    // Summer time: UTC+3.
    expect(agencyYearMonth(new Date('2026-06-30T21:00:00Z'))).toEqual({ year: 2026, month: 7 });
    expect(agencyYearMonth(new Date('2026-06-30T20:59:00Z'))).toEqual({ year: 2026, month: 6 });
  });
});

/**
 * Where a line may break inside a range (UAX #14): after a space, after a dash or hyphen (the
 * en dash breaks after itself, "7.00–/15.00"), before or after an em dash. A WORD JOINER right
 * after the dash forbids that break, one right before it the break before.
 */
function breakOpportunities(text: string): number[] {
  const at: number[] = [];
  for (let i = 1; i < text.length; i++) {
    const before = text[i - 1]!;
    const after = text[i]!;
    if (after === '\u2060' || before === '\u2060') continue;
    const space = /\s/.test(before) && !'\u00a0\u202f'.includes(before); // a no-break space is no break
    if (space || /[-–—\u2010\u00ad]/.test(before) || after === '—') at.push(i);
  }
  return at;
}

describe('a range never breaks across lines ("7.00–/15.00" was seen at 360 px)', () => {
  it('the dash stands between WORD JOINERs, invisible: the text reads and copies as 8.00–16.00', () => {
    expect(RANGE_DASH).toBe('\u2060\u2013\u2060');
    expect(formatRange('8.00', '16.00')).toBe('8.00\u2060–\u206016.00');
    expect(formatRange('8.00', '16.00').replaceAll('\u2060', '')).toBe('8.00–16.00');
  });

  it("a shift's times on Helsinki's clock, from the API's ISO text or dates, summer and winter", () => {
    expect(formatAgencyTimeRange('2026-11-30T06:00:00.000Z', '2026-11-30T14:30:00.000Z')).toBe(formatRange('8.00', '16.30'));
    expect(formatAgencyTimeRange(new Date('2026-07-01T04:00:00Z'), new Date('2026-07-01T12:00:00Z'))).toBe(
      formatRange('7.00', '15.00'),
    );
  });

  it.each([
    ['times', formatRange('7.00', '15.00')],
    ['dates', formatRange('23.11.', '29.11.')],
    ['shift times', formatAgencyTimeRange('2026-11-30T05:00:00Z', '2026-11-30T13:00:00Z')],
  ])('%s: no break opportunity inside', (_, range) => {
    expect(breakOpportunities(range)).toEqual([]);
  });

  it('the check finds the break after a bare en dash and after a space', () => {
    expect(breakOpportunities('7.00–15.00')).toEqual([5]);
    expect(breakOpportunities('7.00 – 15.00')).toEqual([5, 6, 7]);
  });
});

describe('formatPhone: a number in a sentence never wraps inside', () => {
  it('joins its groups with no-break spaces, and leaves a number without spaces as it is', () => {
    expect(formatPhone('040 123 4567')).toBe('040\u00a0123\u00a04567');
    expect(breakOpportunities(formatPhone('+358 40 123 4567'))).toEqual([]);
    expect(formatPhone('+358401234567')).toBe('+358401234567');
  });
});

describe('keepPhonesWhole: phone numbers inside free text never wrap inside', () => {
  it.each([
    ['Keittiöpäällikkö Jari Mäkinen, 040 123 4567', 'Keittiöpäällikkö Jari Mäkinen, 040\u00a0123\u00a04567'],
    ['Soita +358 40 123 4567 tai 09-6150 4410.', 'Soita +358\u00a040\u00a0123\u00a04567 tai 09-6150\u00a04410.'],
    ['Ovikoodi 1234, kerros 3', 'Ovikoodi 1234, kerros 3'],
    ['Vuoro 27.11.2026 klo 7.00', 'Vuoro 27.11.2026 klo 7.00'],
  ])('%s', (typed, shown) => {
    expect(keepPhonesWhole(typed)).toBe(shown);
  });
});
