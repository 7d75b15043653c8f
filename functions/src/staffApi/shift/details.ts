import {
  CALENDAR_EVENT,
  isOfferable,
  toShiftEdit,
  type getCalendarShift,
  type getEmployeeShift,
  type getEmployeeShiftEdit,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import {
  callerEmployeeId,
  employeeView,
  ownShift,
  parseShift,
  parseSuggestion,
  placesOf,
  read,
  shifts,
  suggestions,
} from './store';

/** GET /v1/Shift/Employee/Shift?shiftId&ui: one of the caller's shifts (details screen). */
export const employeeShift: Handler<typeof getEmployeeShift> = async ({ query }, c) => {
  const { shift } = await ownShift(await callerEmployeeId(c), query.shiftId);
  return employeeView(shift, { display: query.ui === true });
};

/**
 * GET /v1/Shift/Calendar/Shift?shiftId: a shift from the caller's calendar. Their own shift is
 * "in shift"; a shift suggested to them is a suggestion (or a rejected one) only while it is free:
 * once somebody else has it (or it is cancelled) its notes, info and wage are theirs, and it is
 * the same 404 as any other shift, as in the calendar itself.
 */
export const calendarShift: Handler<typeof getCalendarShift> = async ({ query }, c) => {
  const employeeId = await callerEmployeeId(c);
  const snap = await shifts().doc(query.shiftId).get();
  const shift = snap.exists ? parseShift(snap) : null;
  if (!shift) throw new ApiFailure(404, 'shiftNotFound');
  if (shift.employee?.id === employeeId) {
    return { eventType: CALENDAR_EVENT.inShift, suggestionId: null, shift: await employeeView(shift, { display: true }) };
  }
  if (!isOfferable(shift)) throw new ApiFailure(404, 'shiftNotFound');
  const made = await read(
    suggestions().where('employeeId', '==', employeeId).where('shiftIds', 'array-contains', shift.id),
    parseSuggestion,
  );
  const open = made.find((s) => s.state === 'suggested');
  const rejected = made.find((s) => s.state === 'rejected');
  const found = open ?? rejected;
  if (!found) throw new ApiFailure(404, 'shiftNotFound');
  return {
    eventType: found === open ? CALENDAR_EVENT.shiftSuggestion : CALENDAR_EVENT.rejectedShiftSuggestion,
    suggestionId: found.id,
    shift: await employeeView(shift, { display: true }),
  };
};

/** GET /v1/Shift/Employee/Shift/Edit?shiftId: a shift of the caller's as the MarkShift form takes it. */
export const employeeShiftEdit: Handler<typeof getEmployeeShiftEdit> = async ({ query }, c) => {
  const { shift } = await ownShift(await callerEmployeeId(c), query.shiftId);
  return toShiftEdit(shift, (await placesOf([shift])).get(shift.placeOfWork.id));
};
