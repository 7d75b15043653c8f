import { putDeskSettleCancellation, type SETTLEMENTS } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export type Settlement = (typeof SETTLEMENTS)[number];

/** Settles a customer's cancellation request (PUT /v1/Desk/Shifts/SettleCancellation); answers the shift. */
export function settleCancellation(input: { shiftId: string; outcome: Settlement }) {
  return callEndpoint(putDeskSettleCancellation, { body: input });
}
