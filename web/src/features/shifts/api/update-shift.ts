import { putUpdateEmployeeShift, updateReportedShiftBody, type ReportedShiftBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const updateShiftInput = updateReportedShiftBody;

/** Saves new values of a shift the caller recorded (PUT .../Shift/Update): 409 `shiftNotEditable` once the agency has it. */
export function updateShift(shiftId: string, body: ReportedShiftBody) {
  return callEndpoint(putUpdateEmployeeShift, { body: { shiftId, ...body } });
}
