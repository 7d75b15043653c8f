import { getCalendarMonth } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * The caller's Helsinki month (GET /v1/Calendar/{year}/{month}): their wishes and not-available
 * entries, shifts and suggestions. `null`: not asked (e.g. a week that stays within one month
 * needs no second month).
 */
export function useCalendarMonth(month: { year: number; month: number } | null) {
  return useEndpoint(getCalendarMonth, month && { params: { year: month.year, month: month.month } });
}
