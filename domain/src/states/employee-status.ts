import type { EmployeeStatus } from '../labels';
import { validationMessages as m } from '../texts/messages';
import { errorResult, okResult, type StateResult } from './result';

/** An employee's status and, when passive, why. */
export interface EmployeeStatusRecord {
  readonly status: EmployeeStatus;
  readonly passivationReason?: string | null | undefined;
}

/** Active → passive; passivation needs a reason ('validation:passivationReasonMissing'). */
export function passivate(
  current: EmployeeStatusRecord,
  reason: string | null | undefined,
): StateResult<
  { status: 'passive'; passivationReason: string },
  typeof m.employeeAlreadyPassive | typeof m.passivationReasonMissing
> {
  if (current.status === 'passive') return errorResult(m.employeeAlreadyPassive);
  const trimmed = reason?.trim() ?? '';
  if (!trimmed) return errorResult(m.passivationReasonMissing);
  return okResult({ status: 'passive', passivationReason: trimmed });
}

/** Passive → active; the passivation reason is cleared. */
export function activate(
  current: EmployeeStatusRecord,
): StateResult<{ status: 'active'; passivationReason: undefined }, typeof m.employeeAlreadyActive> {
  if (current.status === 'active') return errorResult(m.employeeAlreadyActive);
  return okResult({ status: 'active', passivationReason: undefined });
}
