import { putDeskProcess } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Takes an order into processing (PUT /v1/Desk/Shifts/Process); answers the shift as it now is. */
export function processDeskOrder(shiftId: string) {
  return callEndpoint(putDeskProcess, { body: { shiftId } });
}
