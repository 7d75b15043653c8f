import { putCancelEmployeeShift } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Cancels a shift the caller recorded while the agency has not processed it (PUT .../Shift/Cancel); answers the shift as it now is. */
export function cancelShift(shiftId: string) {
  return callEndpoint(putCancelEmployeeShift, { query: { shiftId } });
}
