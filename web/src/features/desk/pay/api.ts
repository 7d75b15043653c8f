import { getDeskPayPeriods, putDeskPayRun, putDeskPaySchedule } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The stored pay periods of `year` (GET /v1/Desk/Pay/Periods). */
export function useDeskPayPeriods(year: number) {
  return useEndpoint(getDeskPayPeriods, { query: { year } });
}

/** Publishes a year or moves a period's dates (PUT /v1/Desk/Pay/Schedule), run through `useEndpointAction`. */
export const changePaySchedule = putDeskPaySchedule;
/** Makes a period's slips (PUT /v1/Desk/Pay/Run), run through `useEndpointAction`. */
export const runPayPeriod = putDeskPayRun;
