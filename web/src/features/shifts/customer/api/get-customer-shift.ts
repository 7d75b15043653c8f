import { getCustomerShiftEdit } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * One shift of the caller's customers as the customer sees it, with its history and what the
 * caller may do with it (GET .../Customer/Shift/Edit, the route that answers one shift by id):
 * the details of `?shift=<id>`, also for a shift outside the list's period.
 */
export function useCustomerShift(shiftId: string) {
  return useEndpoint(getCustomerShiftEdit, { query: { shiftId } });
}
