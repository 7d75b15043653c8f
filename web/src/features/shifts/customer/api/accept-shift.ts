import { putAcceptCustomerShift } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Accepts a worked shift for invoicing (PUT .../Customer/Accept); answers the shift as it now is. */
export function acceptShift(shiftId: string) {
  return callEndpoint(putAcceptCustomerShift, { body: { shiftId } });
}
