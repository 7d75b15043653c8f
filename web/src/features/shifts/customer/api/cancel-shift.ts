import { putCancelCustomerShift } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export interface CancelShiftInput {
  shiftId: string;
  reason: string;
  /** After the billing warning: cancel inside the notice period all the same. */
  confirmed: boolean;
}

/** Cancels a shift with a reason (PUT .../Customer/Cancel); answers the shift as it now is. */
export function cancelCustomerShift({ shiftId, reason, confirmed }: CancelShiftInput) {
  return callEndpoint(putCancelCustomerShift, { body: { shiftId, reason, ...(confirmed && { confirmed: true }) } });
}
