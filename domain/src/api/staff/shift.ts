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
import { endpoint } from './endpoint';

/**
 * The employee's shifts (spec section 7, `/v1/Shift/Employee/...` and the shift form's data).
 * Schemas and the why of their shapes: domain/src/staff/shifts. Every route reads the caller's
 * own shifts only: the employee is the caller's staff record, never a parameter.
 */

/** The caller has the employee claim but no staff record with employee status (yet). */
const notAnEmployee = '`notAnEmployee`: no staff record with employee status for the caller';
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
  summary: "A shift opened from the caller's calendar: their own (in shift) or one suggested to them, with its event type.",
  query: shiftIdQuery,
  response: calendarShiftResponse,
  errors: { 403: notAnEmployee, 404: shiftNotFound },
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
