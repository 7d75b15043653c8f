import { EMPLOYEE_REPORTED_ENTRY, type EmployeeShiftView } from '@vuoro/domain';

/**
 * A shift's state in the employee's words, as an i18n key: a shift given to them is confirmed
 * ("Filled" is the customer's word for it), one they recorded themself waits for the office's
 * approval while it is new; any other state as the customer reads it.
 */
export function ownShiftStateKey(shift: Pick<EmployeeShiftView, 'state' | 'entryType'>): string {
  if (shift.state === 'filled') return 'shifts:ownState.filled';
  if (shift.state === 'new' && shift.entryType === EMPLOYEE_REPORTED_ENTRY) return 'shifts:ownState.reportedNew';
  return `labels:customerShiftState.${shift.state}`;
}
