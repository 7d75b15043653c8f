import { putDeskApproveRecorded } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Approves a shift recorded as worked (PUT /v1/Desk/Shifts/ApproveRecorded): it becomes filled. */
export function approveRecorded(shiftId: string) {
  return callEndpoint(putDeskApproveRecorded, { body: { shiftId } });
}
