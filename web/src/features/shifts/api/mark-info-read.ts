import { putMarkInfoAsRead } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Marks the info to the employee read (PUT /v1/Shift/Employee/Shift/MarkInfoAsRead): the first opening counts. */
export function markInfoRead(shiftId: string) {
  return callEndpoint(putMarkInfoAsRead, { query: { shiftId } });
}
