import { customerShiftIdQuery, getCustomerShiftEdit } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const customerShiftEditInput = customerShiftIdQuery;

/** A shift of the caller's customers with what an edit may change and the form's values (GET .../Shift/Edit). */
export function useCustomerShiftEdit(shiftId: string) {
  return useEndpoint(getCustomerShiftEdit, { query: { shiftId } });
}
