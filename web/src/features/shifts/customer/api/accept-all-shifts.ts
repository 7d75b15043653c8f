import { putAcceptAllUnAcceptedShifts } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Accepts every worked shift waiting for acceptance (PUT .../Customer/AcceptAllUnAcceptedShifts); answers how many. */
export function acceptAllShifts() {
  return callEndpoint(putAcceptAllUnAcceptedShifts, { body: {} });
}
