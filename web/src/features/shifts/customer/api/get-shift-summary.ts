import { getShiftSummary } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** Per place of work in the period: shifts in each state and their hours (GET .../Customer/ShiftSummary). */
export function useShiftSummary(period: { from: string; until: string }) {
  return useEndpoint(getShiftSummary, { query: { from: period.from, until: period.until } });
}
