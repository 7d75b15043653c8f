import {
  deskMessageDeliveryResponse,
  deskMessageSendParams,
  deskMessageSendsQuery,
  deskMessageSendsResponse,
  deskSendMessageBody,
  deskSendMessageResponse,
  employeeMessageResponse,
  employeeMessagesQuery,
  employeeMessagesResponse,
  messageIdParams,
} from '../../staff/messages/model';
import { deskMessageAudienceResponse, deskMessageRecipientsResponse } from '../../staff/messages/audience';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * The employee's messages (spec section 7, `GET /v1/Message/Employee/Messages`), our extension
 * that opens one, and the desk's routes that send them and show their delivery. Contracts only:
 * the schemas and decisions live in domain/src/staff/messages (model.ts, README.md).
 */

const messageNotFound = "`messageNotFound`: no such message of the caller's (another employee's answers the same)";
const ours = 'Our extension (the agency desk).';

export const getEmployeeMessages = endpoint({
  method: 'GET',
  path: '/v1/Message/Employee/Messages',
  access: 'employee',
  summary:
    "The caller's messages in the Helsinki days from..until, by form, type or only unopened; unopened first, then newest; the total the filters match and the unopened count for the menu badge.",
  query: employeeMessagesQuery,
  response: employeeMessagesResponse,
  errors: { 403: notAnEmployee },
});

export const putOpenEmployeeMessage = endpoint({
  method: 'PUT',
  path: '/v1/Message/Employee/Messages/{id}/Open',
  access: 'employee',
  extension: true,
  summary:
    "Our extension. Marks one of the caller's messages opened (once: the first time stays); answers it and the unopened count.",
  params: messageIdParams,
  response: employeeMessageResponse,
  errors: { 403: notAnEmployee, 404: messageNotFound },
});

export const putDeskSendMessage = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Messages/Send',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Sends a message to one employee, a place of work's employees (a shift there in the last year or ahead), those of some profession titles, or every active employee: one copy each, told by mail (unless they turned email off) and push.`,
  body: deskSendMessageBody,
  response: deskSendMessageResponse,
  status: 201,
  errors: {
    404: '`employeeNotFound`: no employee with that id',
    409: '`noRecipients`: the group has no active employee; `tooManyRecipients`: more than MESSAGE_RECIPIENTS_MAX',
  },
});

export const getDeskMessageSends = endpoint({
  method: 'GET',
  path: '/v1/Desk/Messages',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The messages sent at the desk, newest first, each with how many recipients opened it and their mails by state.`,
  query: deskMessageSendsQuery,
  response: deskMessageSendsResponse,
});

export const getDeskMessageDelivery = endpoint({
  method: 'GET',
  path: '/v1/Desk/Messages/{sendId}',
  access: 'recruiter',
  extension: true,
  summary: `${ours} One send's delivery per recipient: their mail (none, queued, sending, sent, failed) and whether they opened it.`,
  params: deskMessageSendParams,
  response: deskMessageDeliveryResponse,
  errors: { 404: '`messageNotFound`: no such send' },
});

export const getDeskMessageAudience = endpoint({
  method: 'GET',
  path: '/v1/Desk/Messages/Audience',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Whom a message can go to: the places of work (with their customer), the profession titles, and the employees (id, name, the place of work of their latest shift, passive or not).`,
  response: deskMessageAudienceResponse,
});

export const putDeskMessageRecipients = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Messages/Recipients',
  access: 'recruiter',
  extension: true,
  summary: `${ours} How many employees the send with this body would reach now, counted by the send's own rule; writes nothing.`,
  body: deskSendMessageBody,
  response: deskMessageRecipientsResponse,
  errors: { 404: '`employeeNotFound`: no employee with that id' },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/messages). */
export const messageContracts = {
  getEmployeeMessages,
  putOpenEmployeeMessage,
  // Before `{sendId}`: Hono matches routes in the order they are mounted.
  getDeskMessageAudience,
  putDeskSendMessage,
  putDeskMessageRecipients,
  getDeskMessageSends,
  getDeskMessageDelivery,
} as const;
