import { employeeShiftQuery, getEmployeeShift } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const employeeShiftInput = employeeShiftQuery;

/**
 * One of the caller's shifts with every field that concerns them (GET /v1/Shift/Employee/Shift),
 * always with `ui=true`: the answer carries the Helsinki texts the details show.
 */
export function useEmployeeShift(shiftId: string) {
  return useEndpoint(getEmployeeShift, { query: { shiftId, ui: 'true' } });
}
