import { getUpcomingShifts, upcomingShiftsQuery, type UpcomingShiftsQuery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const upcomingShiftsInput = upcomingShiftsQuery;
export type UpcomingShiftsInput = UpcomingShiftsQuery;

/** The caller's shifts not over yet (GET /v1/Shift/Employee/UpcomingShifts); `state` keeps only changed ones. */
export function useUpcomingShifts({ state }: UpcomingShiftsInput) {
  return useEndpoint(getUpcomingShifts, { query: { state } });
}
