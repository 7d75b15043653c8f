import { addReportedShiftsBody, putAddMultipleEmployeeShifts, type ReportedShiftBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export const addShiftsInput = addReportedShiftsBody;

/** Records shifts the caller worked (PUT .../Shift/AddMultiple); the answer's `late` is the late-report warning. */
export function addShifts(shifts: ReportedShiftBody[]) {
  return callEndpoint(putAddMultipleEmployeeShifts, { body: { shifts } });
}
