import {
  calendarShiftResponse,
  createShiftDataResponse,
  donePlacesOfWorkResponse,
  doneShiftsQuery,
  doneShiftsResponse,
  employeeShiftQuery,
  employeeShiftView,
  shiftEditResponse,
  shiftIdQuery,
  suggestedOrOpenShiftsQuery,
  suggestedOrOpenShiftsResponse,
  upcomingShiftsQuery,
  upcomingShiftsResponse,
} from '../../staff/shifts/views';
import {
  addReportedShiftsBody,
  bookedShiftsResponse,
  offerIdParams,
  reportedShiftsResponse,
  shiftChangeQuery,
  shiftChangeResponse,
  updateReportedShiftBody,
} from '../../staff/shifts/writes';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * The employee's shifts (spec section 7, `/v1/Shift/Employee/...` and the shift form's data).
 * Schemas and the why of their shapes: domain/src/staff/shifts. Every route reads the caller's
 * own shifts only: the employee is the caller's staff record, never a parameter.
 */

/** The same answer for a missing shift and another employee's: nobody learns which exist. */
const shiftNotFound = "`shiftNotFound`: no such shift, or not the caller's ('Shift not found')";

export const getEmployeeShift = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/Shift',
  access: 'employee',
  summary: "One of the caller's shifts with every field that concerns them; `ui=true` adds the Helsinki texts.",
  query: employeeShiftQuery,
  response: employeeShiftView,
  errors: { 403: notAnEmployee, 404: shiftNotFound },
});

export const getCalendarShift = endpoint({
  method: 'GET',
  path: '/v1/Shift/Calendar/Shift',
  access: 'employee',
  summary:
    "A shift opened from the caller's calendar: their own (in shift) or one suggested to them while it is free, with its event type.",
  query: shiftIdQuery,
  response: calendarShiftResponse,
  errors: {
    403: notAnEmployee,
    404: `${shiftNotFound}; also a shift suggested to the caller that somebody else has taken or that was cancelled`,
  },
});

export const getEmployeeShiftEdit = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/Shift/Edit',
  access: 'employee',
  summary: 'A shift the caller recorded, as the MarkShift form takes it, and whether it can still be edited.',
  query: shiftIdQuery,
  response: shiftEditResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound },
});

export const getDoneShiftEntriesSortable = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/DoneShiftEntriesSortable',
  access: 'employee',
  summary: "The caller's done shifts in a Helsinki period (default the last 31 days), by place, sorted, with the total hours.",
  query: doneShiftsQuery,
  response: doneShiftsResponse,
  errors: { 403: notAnEmployee },
});

export const getDoneShiftPlacesOfWork = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/DoneShiftEntries/PlacesOfWork',
  access: 'employee',
  summary: 'The places of work of the caller’s done shifts in the last year: the done screen’s filter.',
  response: donePlacesOfWorkResponse,
  errors: { 403: notAnEmployee },
});

export const getUpcomingShifts = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/UpcomingShifts',
  access: 'employee',
  summary: "The caller's shifts not over yet, by start; `state=changesNeedConfirmation` only those with a time change to answer.",
  query: upcomingShiftsQuery,
  response: upcomingShiftsResponse,
  errors: { 403: notAnEmployee },
});

export const getSuggestedOrOpenShifts = endpoint({
  method: 'GET',
  path: '/v1/Shift/Employee/SuggestedOrOpenShifts',
  access: 'employee',
  summary: 'Shifts suggested to the caller (single or bundle) and open shifts anyone may book, by start, paged.',
  query: suggestedOrOpenShiftsQuery,
  response: suggestedOrOpenShiftsResponse,
  errors: { 403: notAnEmployee },
});

export const getCreateShiftData = endpoint({
  method: 'GET',
  path: '/v1/User/CreateShiftData',
  access: 'employee',
  summary: "The choices of the MarkShift form: the places of work and profession titles of the caller's shifts.",
  response: createShiftDataResponse,
  errors: { 403: notAnEmployee },
});

// ── Changes: the caller's own shifts and the offers made to them (domain/src/staff/shifts/writes.ts) ──

/** A wrong state answers 409 with the `validation:` key the screen shows. */
const conflict = (keys: string) => `${keys} (409: the shift or suggestion is not in a state that allows this)`;
const offerNotFound = "`shiftNotFound`: no such offer, or a suggestion to somebody else ('Shift not found')";
/**
 * Taking or recording a shift that meets the caller's own time: the body (`bookingConflictAnswer`
 * in domain/src/staff/shifts/writes.ts) carries what the screen needs to say it in the user's language.
 */
const meetsOwnTime =
  "`shiftConflict` with `conflict: {start, end, placeName}`: the caller already has a shift at that time ('You already have a shift at that time: Sun 29.11. 8.00–14.30, Hotelli Aurora.'); " +
  "`dayNotAvailable` with `day` (Helsinki `yyyy-MM-dd`): the caller marked that time not available ('You marked this day as not available. Remove that entry first.')";

export const putMarkInfoAsRead = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/MarkInfoAsRead',
  access: 'employee',
  summary: "Marks the info to the employee of the caller's shift read (the first opening counts; again is a no-op).",
  query: shiftChangeQuery,
  response: shiftChangeResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound },
});

export const putAcceptShiftTimeChanges = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/AcceptShiftTimeChanges',
  access: 'employee',
  summary: "Accepts the pending time change of the caller's shift: the new times stay, the original beside them.",
  query: shiftChangeQuery,
  response: shiftChangeResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound, 409: conflict('`validation:timeChangeNotPending`') },
});

export const putRejectShiftTimeChanges = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/RejectShiftTimeChanges',
  access: 'employee',
  summary: "Rejects the pending time change of the caller's shift: the original times come back.",
  query: shiftChangeQuery,
  response: shiftChangeResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound, 409: conflict('`validation:timeChangeNotPending`') },
});

export const putCancelEmployeeShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/Cancel',
  access: 'employee',
  summary: 'Cancels a shift the caller recorded themself while the agency has not processed it (new or in processing).',
  query: shiftChangeQuery,
  response: shiftChangeResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound, 409: conflict('`validation:shiftCannotBeCancelled`') },
});

export const putUpdateEmployeeShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/Update',
  access: 'employee',
  summary: 'Updates a shift the caller recorded (MarkShift) while it is editable; `late` when it is past the payroll cut-off.',
  body: updateReportedShiftBody,
  response: reportedShiftsResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound, 409: `${conflict('`validation:shiftNotEditable`')}; ${meetsOwnTime}` },
});

export const putAddMultipleEmployeeShifts = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/Shift/AddMultiple',
  access: 'employee',
  summary: 'Records shifts the caller worked (MarkShift) at their places of work; `late` when one is past the payroll cut-off.',
  body: addReportedShiftsBody,
  response: reportedShiftsResponse,
  errors: { 403: notAnEmployee, 409: `${meetsOwnTime}; an entry that meets another entry of the same request counts too` },
});

export const putBookSuggestedShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/SuggestedShifts/Book/{id}',
  access: 'employee',
  summary: 'Books a single suggestion to the caller, or an open shift, in one transaction: the first to book takes it.',
  params: offerIdParams,
  response: bookedShiftsResponse,
  errors: {
    403: notAnEmployee,
    404: offerNotFound,
    409: `${conflict('`validation:shiftAlreadyTaken` (someone was first), `validation:suggestionNotOpen`')}; ${meetsOwnTime}`,
  },
});

export const putAcceptBundledShifts = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Employee/BundledShifts/Accept/{id}',
  access: 'employee',
  summary: 'Accepts a bundle suggested to the caller: all its shifts together in one transaction, or none.',
  params: offerIdParams,
  response: bookedShiftsResponse,
  errors: {
    403: notAnEmployee,
    404: offerNotFound,
    409: `${conflict('`validation:shiftAlreadyTaken` (a shift of it was taken), `validation:suggestionNotOpen`')}; ${meetsOwnTime}`,
  },
});

export const deleteSuggestedShift = endpoint({
  method: 'DELETE',
  path: '/v1/Shift/Employee/SuggestedShifts/{id}',
  access: 'employee',
  summary: 'Rejects a single suggestion to the caller; it shows as a rejected suggestion (type 5) in the calendar.',
  params: offerIdParams,
  response: null,
  errors: { 403: notAnEmployee, 404: offerNotFound, 409: conflict('`validation:suggestionNotOpen`') },
});

export const deleteSuggestedBundleShift = endpoint({
  method: 'DELETE',
  path: '/v1/Shift/Employee/SuggestedBundleShift/{id}',
  access: 'employee',
  summary: 'Rejects a bundle suggested to the caller; its shifts show as rejected suggestions (type 5) in the calendar.',
  params: offerIdParams,
  response: null,
  errors: { 403: notAnEmployee, 404: offerNotFound, 409: conflict('`validation:suggestionNotOpen`') },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/shift). */
export const shiftContracts = {
  getEmployeeShift,
  getCalendarShift,
  getEmployeeShiftEdit,
  getDoneShiftEntriesSortable,
  getDoneShiftPlacesOfWork,
  getUpcomingShifts,
  getSuggestedOrOpenShifts,
  getCreateShiftData,
  putMarkInfoAsRead,
  putAcceptShiftTimeChanges,
  putRejectShiftTimeChanges,
  putCancelEmployeeShift,
  putUpdateEmployeeShift,
  putAddMultipleEmployeeShifts,
  putBookSuggestedShift,
  putAcceptBundledShifts,
  deleteSuggestedShift,
  deleteSuggestedBundleShift,
} as const;
