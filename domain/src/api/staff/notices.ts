import {
  deskNoticeResponse,
  deskNoticesQuery,
  deskNoticesResponse,
  deskPublishNoticeBody,
  employeeTopAlertsResponse,
  latestNoticeResponse,
  noticeIdParams,
  noticeView,
  staffNewsResponse,
  updateNoticesResponse,
} from '../../staff/notices/model';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Update notices, staff news and the employee's top alerts (spec section 7), and the desk's
 * extension routes that publish them. Contracts only: the schemas and the decisions behind them
 * live in domain/src/staff/notices (model.ts, README.md).
 */

const noticeNotFound = "`noticeNotFound`: no such update notice (a news item's id is not one)";
const newsNotFound = "`noticeNotFound`: no such news item (an update notice's id is not one)";

export const getUpdateNotices = endpoint({
  method: 'GET',
  path: '/v1/User/UpdateNotices',
  access: 'employee',
  summary:
    "The update notices, unread by the caller first, newest first within each; each with Finnish texts, their translations and the caller's read flag.",
  response: updateNoticesResponse,
  errors: { 403: notAnEmployee },
});

// Before `{id}`: Hono matches routes in the order they are mounted.
export const getLatestUpdateNotice = endpoint({
  method: 'GET',
  path: '/v1/User/UpdateNotices/Latest',
  access: 'employee',
  summary: "The newest update notice with the caller's read flag; `notice: null` before the first.",
  response: latestNoticeResponse,
  errors: { 403: notAnEmployee },
});

export const getUpdateNotice = endpoint({
  method: 'GET',
  path: '/v1/User/UpdateNotices/{id}',
  access: 'employee',
  summary: "One update notice with the caller's read flag.",
  params: noticeIdParams,
  response: noticeView,
  errors: { 403: notAnEmployee, 404: noticeNotFound },
});

export const putMarkUpdateNoticeAsRead = endpoint({
  method: 'PUT',
  path: '/v1/User/UpdateNotices/{id}/MarkAsRead',
  access: 'employee',
  summary:
    'Marks the update notice read for the caller only (others still see it unread); marking it again keeps the first time. Answers the notice.',
  params: noticeIdParams,
  response: noticeView,
  errors: { 403: notAnEmployee, 404: noticeNotFound },
});

export const getStaffNews = endpoint({
  method: 'GET',
  path: '/v1/User/Staffnews',
  access: 'employee',
  summary: "The staff news, newest first, each with Finnish texts, their translations and the caller's read flag.",
  response: staffNewsResponse,
  errors: { 403: notAnEmployee },
});

export const putMarkStaffNewsAsRead = endpoint({
  method: 'PUT',
  path: '/v1/User/Staffnews/{id}/MarkAsRead',
  access: 'employee',
  extension: true,
  summary: 'Our extension (the spec marks update notices read only). Marks the news item read for the caller only; answers it.',
  params: noticeIdParams,
  response: noticeView,
  errors: { 403: notAnEmployee, 404: newsNotFound },
});

export const getEmployeeTopAlerts = endpoint({
  method: 'GET',
  path: '/v1/Employee/GetTopAlerts',
  access: 'employee',
  summary:
    'What waits for the caller, as counts: unread messages, unread update notices and news, time changes to confirm, shift suggestions still open, contracts still unsigned.',
  response: employeeTopAlertsResponse,
  errors: { 403: notAnEmployee },
});

const ours = 'Our extension (the agency desk).';

export const putDeskPublishNotice = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Notices/Publish',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Publishes an update notice or a news item to every employee, in Finnish with optional translations; audited.`,
  body: deskPublishNoticeBody,
  response: deskNoticeResponse,
  status: 201,
});

export const getDeskNotices = endpoint({
  method: 'GET',
  path: '/v1/Desk/Notices',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The notices and news published (one kind if asked), newest first, each with how many employees have read it.`,
  query: deskNoticesQuery,
  response: deskNoticesResponse,
});

/** Every route of the group, by name, in mounting order: the server's handler map must have exactly these keys (functions/src/staffApi/notices). */
export const noticeContracts = {
  getUpdateNotices,
  getLatestUpdateNotice,
  getUpdateNotice,
  putMarkUpdateNoticeAsRead,
  getStaffNews,
  putMarkStaffNewsAsRead,
  getEmployeeTopAlerts,
  putDeskPublishNotice,
  getDeskNotices,
} as const;
