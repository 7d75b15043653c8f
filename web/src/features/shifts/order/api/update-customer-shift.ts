import { putUpdateCustomerShift, updateCustomerShiftBody, type UpdateCustomerShiftBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const updateCustomerShiftInput = updateCustomerShiftBody;

/** Saves a shift on the version it was loaded with (PUT .../Shift/Update): 409 `shiftChangedMeanwhile` if it changed since. */
export function updateCustomerShift(body: UpdateCustomerShiftBody) {
  return callEndpoint(putUpdateCustomerShift, { body });
}
