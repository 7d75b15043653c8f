import { putDeskAssign } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Fills a shift with a suitable employee (PUT /v1/Desk/Shifts/Assign); answers the shift, filled. */
export function assignEmployee(input: { shiftId: string; employeeId: string }) {
  return callEndpoint(putDeskAssign, { body: input });
}
