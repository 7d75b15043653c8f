import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  DATE_FORMAT,
  DEFAULT_CURRENCY,
  DEFAULT_PHONE_PREFIX,
  FALLBACK_LANGUAGE,
  FUNCTIONS_REGION,
  HOUR_DECIMALS,
  STAFF_DEFAULT_LANGUAGE,
  STAFF_LANGUAGES,
  SUPPORTED_LANGUAGES,
  TALENT_LANGUAGES,
  TALENT_PAGE_SIZE,
  TIME_FORMAT,
  VACATION_USABLE_FROM,
  holidayYearOf,
  pageSizeAfterFailure,
} from './constants';
import { SERVICE_CENTRE_HOURS, SICK_LEAVE_PHONE_HOURS, isOpenAt } from './help';

describe('business constants', () => {
  it('"Talent page size 100, reduced by 10 on failure, floor 10"', () => {
    const sizes = [TALENT_PAGE_SIZE];
    while (sizes.length < 12) sizes.push(pageSizeAfterFailure(sizes.at(-1)!));
    expect(sizes).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 10, 10]);
    expect(pageSizeAfterFailure(15)).toBe(10);
  });

  it('"Holiday year 1 April to 31 March; vacation usable from 2 May"', () => {
    expect(holidayYearOf({ year: 2025, month: 3, day: 31 })).toEqual({
      startYear: 2024,
      start: { year: 2024, month: 4, day: 1 },
      end: { year: 2025, month: 3, day: 31 },
    });
    expect(holidayYearOf({ year: 2025, month: 4, day: 1 }).startYear).toBe(2025);
    expect(VACATION_USABLE_FROM).toEqual({ month: 5, day: 2 });
  });

  it('"Sick-leave phone service Mon-Fri 7-16" (Helsinki time)', () => {
    // Monday 2 June 2025: 07:00 Helsinki = 04:00 UTC.
    expect(isOpenAt(SICK_LEAVE_PHONE_HOURS, new Date('2025-06-02T04:00:00Z'))).toBe(true);
    expect(isOpenAt(SICK_LEAVE_PHONE_HOURS, new Date('2025-06-02T03:59:00Z'))).toBe(false);
    expect(isOpenAt(SICK_LEAVE_PHONE_HOURS, new Date('2025-06-02T13:00:00Z'))).toBe(false);
    expect(isOpenAt(SICK_LEAVE_PHONE_HOURS, new Date('2025-06-07T08:00:00Z'))).toBe(false);
  });

  it('"Service centre hours: Mon-Fri 6-18, Sat 7-16, Sun 10-16"', () => {
    expect(SERVICE_CENTRE_HOURS[1]).toEqual({ opens: 6, closes: 18 });
    expect(SERVICE_CENTRE_HOURS[6]).toEqual({ opens: 7, closes: 16 });
    expect(SERVICE_CENTRE_HOURS[7]).toEqual({ opens: 10, closes: 16 });
    // Sunday 8 June 2025 09:30 Helsinki is closed, 10:30 open.
    expect(isOpenAt(SERVICE_CENTRE_HOURS, new Date('2025-06-08T06:30:00Z'))).toBe(false);
    expect(isOpenAt(SERVICE_CENTRE_HOURS, new Date('2025-06-08T07:30:00Z'))).toBe(true);
  });

  it('"the talent side supports en, uk, ru. The staff side supports en and fi ... fallback en and default fi"', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['fi', 'en', 'sv', 'uk', 'ru']);
    expect(TALENT_LANGUAGES).toEqual(['en', 'uk', 'ru']);
    expect(STAFF_LANGUAGES).toEqual(['en', 'fi']);
    expect(FALLBACK_LANGUAGE).toBe('en');
    expect(STAFF_DEFAULT_LANGUAGE).toBe('fi');
  });

  it('"Default date format d.M.y; time H.mm; currency EUR default; hours 2 decimals"', () => {
    expect([DATE_FORMAT, TIME_FORMAT, DEFAULT_CURRENCY, HOUR_DECIMALS]).toEqual(['d.M.y', 'H.mm', 'EUR', 2]);
    expect(DEFAULT_PHONE_PREFIX).toBe('+358');
    expect(FUNCTIONS_REGION).toBe('europe-west1');
    expect(BREAKPOINTS).toEqual({ xs: 360, sm: 700, md: 900, lg: 1200, xl: 1536 });
  });
});
