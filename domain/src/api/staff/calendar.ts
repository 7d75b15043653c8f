import { calendarMonthParams, calendarMonthResponse } from '../../staff/shifts/views';
import { endpoint } from './endpoint';

/** The employee's calendar (spec section 7, `/v1/Calendar/...`). */

export const getCalendarMonth = endpoint({
  method: 'GET',
  path: '/v1/Calendar/{year}/{month}',
  access: 'employee',
  summary:
    "The caller's Helsinki month: their shift wishes and not-available periods, shifts, and suggestions (event types 1–5 of spec section 4).",
  params: calendarMonthParams,
  response: calendarMonthResponse,
  errors: { 403: '`notAnEmployee`: no staff record with employee status for the caller' },
});
