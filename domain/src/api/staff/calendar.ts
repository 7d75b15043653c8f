import {
  CALENDAR_EVENT_MAX_DAYS,
  calendarEventBody,
  calendarEventParams,
  calendarFeedCreated,
  calendarFeedStatus,
} from '../../staff/shifts/events';
import { calendarItem, calendarMonthParams, calendarMonthResponse } from '../../staff/shifts/views';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * The employee's calendar (spec section 7, `/v1/Calendar/...`). Contracts only: the group's
 * schemas live in domain/src/staff/shifts (events.ts, and views.ts for the month).
 */

export const getCalendarMonth = endpoint({
  method: 'GET',
  path: '/v1/Calendar/{year}/{month}',
  access: 'employee',
  summary:
    "The caller's Helsinki month: their shift wishes and not-available periods, shifts, and suggestions (event types 1–5 of spec section 4).",
  params: calendarMonthParams,
  response: calendarMonthResponse,
  errors: { 403: notAnEmployee },
});

const eventNotFound = "`eventNotFound`: no such entry of this type, or not the caller's";
const inPast = "`Invalid input` with the field message `validation:eventInPast` ('Events can not be created to the past')";
const pastNotEditable =
  "`validation:pastEventNotEditable`: the entry's Helsinki day has passed ('Past events can not be edited')";

const addEvent = (path: string, what: string) =>
  endpoint({
    method: 'PUT',
    path,
    access: 'employee',
    summary: `Adds the caller's ${what} (Helsinki days; today or later, at most ${CALENDAR_EVENT_MAX_DAYS} days long); answers the calendar entry.`,
    body: calendarEventBody,
    response: calendarItem,
    errors: { 400: inPast, 403: notAnEmployee },
  });

export const putAddNotAvailable = addEvent('/v1/Calendar/Employee/Events/Add/NotAvailable', 'not-available period (type 2)');
export const putAddShiftRequest = addEvent('/v1/Calendar/Employee/Events/Add/ShiftRequest', 'shift wish (type 1)');

export const putEditCalendarEvent = endpoint({
  method: 'PUT',
  path: '/v1/Calendar/Employee/Events/Edit/{id}',
  access: 'employee',
  summary: "Changes the times, title and note of the caller's own shift wish or not-available period; its type stays.",
  params: calendarEventParams,
  body: calendarEventBody,
  response: calendarItem,
  errors: { 400: inPast, 403: notAnEmployee, 404: eventNotFound, 409: pastNotEditable },
});

const deleteEvent = (path: string, what: string) =>
  endpoint({
    method: 'DELETE',
    path,
    access: 'employee',
    summary: `Deletes the caller's own ${what}, unless its Helsinki day has passed.`,
    params: calendarEventParams,
    response: null,
    errors: { 403: notAnEmployee, 404: eventNotFound, 409: pastNotEditable },
  });

export const deleteNotAvailable = deleteEvent('/v1/Calendar/Employee/Events/NotAvailable/{id}', 'not-available period');
export const deleteShiftRequest = deleteEvent('/v1/Calendar/Employee/Events/ShiftRequest/{id}', 'shift wish');

/*
 * Our extension, not in spec section 7 (issue 15 item 7): the employee's personal calendar
 * feed, an `.ics` address with a secret token that a phone's calendar subscribes to. The feed
 * itself is the `calendarFeed` function (`GET /calendar-feed/<token>.ics`, no sign-in).
 */

export const getCalendarFeed = endpoint({
  method: 'GET',
  path: '/v1/Calendar/Employee/Feed/Address',
  access: 'employee',
  extension: true,
  summary:
    'Our extension (not in the spec): whether the caller has a calendar feed address, since when, and whether it can be shown again. The address itself is not in this answer.',
  response: calendarFeedStatus,
  errors: { 403: notAnEmployee },
});

export const getCalendarFeedAddress = endpoint({
  method: 'GET',
  path: '/v1/Calendar/Employee/Feed/Address/Show',
  access: 'employee',
  extension: true,
  sensitive: true,
  summary:
    'Our extension (not in the spec): shows the caller\'s current calendar feed address again (a second device subscribes to the same one); needs a recent sign-in, and a "Sign in as" session may not see it.',
  response: calendarFeedCreated,
  errors: {
    403: `${notAnEmployee}; \`impersonated\`: a "Sign in as" session may not see it`,
    404: '`calendarFeedNotFound`: the caller has no feed address',
    409: '`calendarFeedNotShowable`: the address was made before addresses were kept (or the key changed); replace it to get one that can be shown',
  },
});

export const putCalendarFeed = endpoint({
  method: 'PUT',
  path: '/v1/Calendar/Employee/Feed/Address',
  access: 'employee',
  extension: true,
  impersonation: 'refused',
  summary:
    "Our extension (not in the spec): makes the caller's secret calendar feed address (text/calendar of their upcoming shifts); a second call replaces it, so the old address stops working.",
  response: calendarFeedCreated,
  errors: { 403: `${notAnEmployee}; \`impersonated\`: a "Sign in as" session may not make one` },
});

export const deleteCalendarFeed = endpoint({
  method: 'DELETE',
  path: '/v1/Calendar/Employee/Feed/Address',
  access: 'employee',
  extension: true,
  summary: "Our extension (not in the spec): revokes the caller's calendar feed address; it answers 404 from then on.",
  response: null,
  errors: { 403: notAnEmployee },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/calendar). */
export const calendarContracts = {
  getCalendarMonth,
  putAddNotAvailable,
  putAddShiftRequest,
  putEditCalendarEvent,
  deleteNotAvailable,
  deleteShiftRequest,
  getCalendarFeed,
  getCalendarFeedAddress,
  putCalendarFeed,
  deleteCalendarFeed,
} as const;
