import {
  CUSTOMER_REPORTED_ENTRY,
  UNFILLED_STATES,
  updateCustomerShiftBody,
  fieldErrors,
  type customerShiftEditResponse,
  type UpdateCustomerShiftBody,
} from '@vuoro/domain';
import type { z } from 'zod';
import { timeInputValue } from '../model';
import type { Issue } from './model';

export type CustomerShiftEdit = z.infer<typeof customerShiftEditResponse>;

/** The /customer/shifts/edit form as its inputs give it. */
export interface EditValues {
  day: string;
  start: string;
  end: string;
  lunchBreak: string;
  worktimeFormat: string;
  contactPerson: string;
  infoToEmployee: string;
}
export const EDIT_FIELDS = ['day', 'start', 'end', 'lunchBreak', 'worktimeFormat', 'contactPerson', 'infoToEmployee'] as const;
export type EditField = (typeof EDIT_FIELDS)[number];
export type EditErrors = Partial<Record<EditField, string>>;

/** The fields an edit of that kind may change: all of an unfilled order; of a filled one its time, contact person and info. */
export const EDITABLE: Record<'all' | 'time' | 'none', ReadonlySet<EditField>> = {
  all: new Set(EDIT_FIELDS),
  time: new Set(['start', 'end', 'contactPerson', 'infoToEmployee']),
  none: new Set(),
};

export function toEditValues(form: CustomerShiftEdit['form']): EditValues {
  return {
    day: form.day,
    start: timeInputValue(form.start),
    end: timeInputValue(form.end),
    lunchBreak: String(form.lunchBreak),
    worktimeFormat: form.worktimeFormat ?? '',
    contactPerson: form.contactPerson ?? '',
    infoToEmployee: form.infoToEmployee ?? '',
  };
}

/** A filled shift's new time differs from the loaded one: it goes to the employee to confirm. */
export const timeChanged = (values: EditValues, loaded: EditValues): boolean =>
  timeInputValue(values.start) !== loaded.start || timeInputValue(values.end) !== loaded.end;

export function editErrors(issues: readonly Issue[]): EditErrors {
  const byField = fieldErrors<string>(
    issues.map((i) => ({ path: typeof i.path === 'string' ? i.path.split('.') : i.path, message: i.message })),
  );
  const errors: EditErrors = {};
  for (const field of EDIT_FIELDS) if (byField[field]) errors[field] = byField[field];
  return errors;
}

/** Checks the form with the route's own schema; the version it was loaded with goes along. */
export function checkEdit(
  values: EditValues,
  shiftId: string,
  updatedAt: string | null,
): { ok: true; body: UpdateCustomerShiftBody } | { ok: false; errors: EditErrors } {
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  const lunch = values.lunchBreak.trim();
  const parsed = updateCustomerShiftBody.safeParse({
    shiftId,
    day: values.day,
    start: values.start,
    end: values.end,
    lunchBreak: lunch === '' ? undefined : Number(lunch),
    worktimeFormat: optional(values.worktimeFormat),
    contactPerson: optional(values.contactPerson),
    infoToEmployee: optional(values.infoToEmployee),
    updatedAt,
  });
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, errors: editErrors(parsed.error.issues) };
}

/** Why a shift cannot be changed, as an i18n key of `shiftOrder`: started, recorded as worked, its state, or the caller's rights. */
export function notEditableReason(shift: Pick<CustomerShiftEdit['shift'], 'start' | 'state' | 'entryType'>, now: Date): string {
  if (new Date(shift.start) <= now) return 'shiftOrder:edit.why.started';
  if (shift.entryType === CUSTOMER_REPORTED_ENTRY) return 'shiftOrder:edit.why.reported';
  if (!UNFILLED_STATES.includes(shift.state) && shift.state !== 'filled') return 'shiftOrder:edit.why.state';
  return 'shiftOrder:edit.why.rights';
}
