import { AGENCY_TIME_ZONE, dateTimeFormat } from '@vuoro/domain';

/**
 * Helsinki's year and month at `at` (the calendar link in the menu), with Intl: domain's
 * `agencyDay` would bring date-fns into the bundle loaded before sign-in. A module of its own:
 * the menu imports it, and importing format.ts there put all of format.ts into the first bundle.
 */
export function agencyYearMonth(at: Date, timeZone: string = AGENCY_TIME_ZONE): { year: number; month: number } {
  const parts = dateTimeFormat('en-US', { year: 'numeric', month: 'numeric', timeZone }).formatToParts(at);
  const part = (type: 'year' | 'month') => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month') };
}
