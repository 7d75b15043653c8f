import {
  acceptAllBody,
  acceptAllResponse,
  acceptCustomerShiftBody,
  cancelCustomerShiftBody,
  createCustomerShiftBody,
  createCustomerShiftDataResponse,
  createCustomerShiftsBody,
  createEntriesBody,
  customerPeriodQuery,
  customerPlacesOfWorkResponse,
  customerQuery,
  customerShiftEditResponse,
  customerShiftIdQuery,
  customerShiftResponse,
  customerShiftsListResponse,
  customerShiftsQuery,
  customerShiftsResponse,
  customerTopAlertsResponse,
  employeesToSuggestQuery,
  professionTitlesQuery,
  professionTitlesResponse,
  sendSmsBody,
  sendSmsResponse,
  shiftFeedbackBody,
  shiftFeedbackResponse,
  shiftSummaryResponse,
  suggestedEmployeesResponse,
  suitableEmployeesResponse,
  unapprovedShiftCountResponse,
  updateCustomerShiftBody,
} from '../../staff/shifts/customer';
import { endpoint } from './endpoint';
import { notACustomer, shiftNotFound, stateConflict } from './error-texts';

/**
 * The customer's shifts (spec section 7: `/v1/Shift/Customer/...`, `/v1/PlaceOfWork/...`,
 * `User/CreateCustomerShiftData`, `Message/Customer/SendSms`). Schemas and the why of their shapes:
 * domain/src/staff/shifts/customer.ts and its README. A caller sees only the customers of their
 * staff record (`customerIds`); another customer's shift answers like a missing one.
 */

const customerNotFound = "`notYourCustomer`: `customerId` is not one of the caller's customers (403, whether it exists or not)";
const placeNotFound = "`placeOfWorkNotFound`: no such place of work among the caller's customers";
const editor = 'Needs `canEditShifts` (access `shiftEditor`).';

export const getCustomerShiftEdit = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/Shift/Edit',
  access: 'customer',
  summary: "One shift of the caller's customers with its history, what an edit may change, and the edit form's values.",
  query: customerShiftIdQuery,
  response: customerShiftEditResponse,
  errors: { 403: notACustomer, 404: shiftNotFound },
});

export const getEmployeesToSuggest = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/EmployeesToSuggest',
  access: 'customer',
  summary:
    'Employees suitable for a shift at that place, as that title, on that Helsinki day and time: active, with the title, free then and not marked unavailable that day.',
  query: employeesToSuggestQuery,
  response: suitableEmployeesResponse,
  errors: { 403: notACustomer, 404: placeNotFound },
});

export const getCustomerProfessionTitles = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/ProfessionTitles',
  access: 'customer',
  summary: 'The profession titles an order can be for (all the agency offers); with `placeOfWorkId`, those used there first.',
  query: professionTitlesQuery,
  response: professionTitlesResponse,
  errors: { 403: notACustomer, 404: placeNotFound },
});

export const getSuggestedEmployees = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/Shift/SuggestedEmployees',
  access: 'customer',
  summary: 'Whom a shift was suggested to, and how each answered.',
  query: customerShiftIdQuery,
  response: suggestedEmployeesResponse,
  errors: { 403: notACustomer, 404: shiftNotFound },
});

export const getAllCustomerShifts = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/AllShifts',
  access: 'customer',
  summary:
    "The caller's customers' shifts in a Helsinki period (default a week back to four weeks ahead, at most 93 days), by place and state, sorted.",
  query: customerShiftsQuery,
  response: customerShiftsResponse,
  errors: { 403: `${notACustomer}; ${customerNotFound}` },
});

export const getShiftSummary = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/ShiftSummary',
  access: 'customer',
  summary: 'Per place of work in a period: shifts in each state and their hours.',
  query: customerPeriodQuery,
  response: shiftSummaryResponse,
  errors: { 403: `${notACustomer}; ${customerNotFound}` },
});

export const getUnapprovedShiftCount = endpoint({
  method: 'GET',
  path: '/v1/Shift/Customer/UnapprovedShiftCount',
  access: 'customer',
  summary: 'How many worked shifts wait for the customer to accept them for invoicing (the menu badge).',
  query: customerQuery,
  response: unapprovedShiftCountResponse,
  errors: { 403: `${notACustomer}; ${customerNotFound}` },
});

export const getCreateCustomerShiftData = endpoint({
  method: 'GET',
  path: '/v1/User/CreateCustomerShiftData',
  access: 'customer',
  summary:
    "The order and report forms' choices: the caller's customers (with their cancellation notice), places, titles, pools, workers, worktime formats, and whether the caller may edit shifts.",
  response: createCustomerShiftDataResponse,
  errors: { 403: notACustomer },
});

export const getCustomerTopAlerts = endpoint({
  method: 'GET',
  path: '/v1/PlaceOfWork/CustomerTopAlerts',
  access: 'customer',
  summary:
    'What needs attention, per place of work: unfilled shifts starting within 48 h, worked shifts waiting for acceptance, cancellation requests the agency has not settled, time changes the employee has not answered.',
  query: customerQuery,
  response: customerTopAlertsResponse,
  errors: { 403: `${notACustomer}; ${customerNotFound}` },
});

export const getCustomerUserPlaceOfWorkList = endpoint({
  method: 'GET',
  path: '/v1/PlaceOfWork/CustomerUserPlaceOfWorkList',
  access: 'customer',
  summary: "The caller's customers' places of work, with address and phone.",
  response: customerPlacesOfWorkResponse,
  errors: { 403: notACustomer },
});

export const putAcceptCustomerShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/Accept',
  access: 'customer',
  summary: 'Accepts a worked (filled, ended) shift for invoicing.',
  body: acceptCustomerShiftBody,
  response: customerShiftResponse,
  errors: {
    403: notACustomer,
    404: shiftNotFound,
    409: stateConflict('`validation:shiftCannotBeAccepted`, `validation:shiftNotWorkedYet`'),
  },
});

export const putCancelCustomerShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/Cancel',
  access: 'shiftEditor',
  summary: `Cancels a shift with a reason: an unfilled one is cancelled, a filled one becomes a request the agency settles. Inside the customer's notice period the first try answers the billing warning and only \`confirmed\` goes on. ${editor}`,
  body: cancelCustomerShiftBody,
  response: customerShiftResponse,
  errors: {
    403: notACustomer,
    404: shiftNotFound,
    409: stateConflict(
      '`validation:cancellationConfirmationRequired` (the billing warning), `validation:shiftCannotBeCancelled`; a missing reason is a 400 on `reason` (`validation:cancellationReasonMissing`)',
    ),
  },
});

export const putCreateCustomerEntries = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/CreateEntries',
  access: 'shiftEditor',
  summary: `Records shifts already worked (1–31): by an agency employee who has worked for the customer, or by a named worker. They wait for the agency's approval. ${editor}`,
  body: createEntriesBody,
  response: customerShiftsListResponse,
  errors: { 403: notACustomer, 404: placeNotFound },
});

export const putUpdateCustomerShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/Shift/Update',
  access: 'shiftEditor',
  summary: `Changes a shift on the version it was loaded with: an unfilled one outright; a filled one's time by a change the employee confirms. ${editor}`,
  body: updateCustomerShiftBody,
  response: customerShiftResponse,
  errors: {
    403: notACustomer,
    404: shiftNotFound,
    409: stateConflict(
      '`validation:shiftNotEditable`, `validation:shiftChangedMeanwhile` (someone changed it since it was loaded)',
    ),
  },
});

export const putCreateCustomerShift = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/Create',
  access: 'shiftEditor',
  summary: `Orders a shift for \`peopleCount\` people and suggests it to its target (selected employees, a pool, all suitable, or the pool first). ${editor}`,
  body: createCustomerShiftBody,
  response: customerShiftsListResponse,
  errors: { 403: notACustomer, 404: `${placeNotFound}; \`poolNotFound\`` },
});

export const putCreateCustomerShifts = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/CreateMultiple',
  access: 'shiftEditor',
  summary: `Orders the same shift on several Helsinki days (days × people at most 31), each suggested like Create. ${editor}`,
  body: createCustomerShiftsBody,
  response: customerShiftsListResponse,
  errors: { 403: notACustomer, 404: `${placeNotFound}; \`poolNotFound\`` },
});

export const putAcceptAllUnAcceptedShifts = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/AcceptAllUnAcceptedShifts',
  access: 'customer',
  summary: 'Accepts every worked shift waiting for acceptance (of one customer or place if asked), in one transaction.',
  body: acceptAllBody,
  response: acceptAllResponse,
  errors: { 403: `${notACustomer}; ${customerNotFound}` },
});

export const putCustomerShiftFeedback = endpoint({
  method: 'PUT',
  path: '/v1/Shift/Customer/Shift/Feedback',
  access: 'customer',
  summary:
    'Feedback on a worked shift (rating, text, a reply email), once per shift; its personal data is anonymised after 6 months.',
  body: shiftFeedbackBody,
  response: shiftFeedbackResponse,
  status: 201,
  errors: {
    403: notACustomer,
    404: shiftNotFound,
    409: stateConflict('`validation:feedbackNotPossible`, `validation:feedbackAlreadyGiven`'),
  },
});

export const putSendSms = endpoint({
  method: 'PUT',
  path: '/v1/Message/Customer/SendSms',
  access: 'customer',
  summary: "Sends a text message to the employee of a filled shift, through the agency's SMS provider.",
  body: sendSmsBody,
  response: sendSmsResponse,
  errors: {
    403: notACustomer,
    404: shiftNotFound,
    409: stateConflict('`validation:smsNoWorker`, `validation:smsNoPhone`'),
    502: '`validation:smsFailed`: the SMS provider refused or could not be reached',
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/customer-shift). */
export const customerShiftContracts = {
  getCustomerShiftEdit,
  getEmployeesToSuggest,
  getCustomerProfessionTitles,
  getSuggestedEmployees,
  getAllCustomerShifts,
  getShiftSummary,
  getUnapprovedShiftCount,
  getCreateCustomerShiftData,
  getCustomerTopAlerts,
  getCustomerUserPlaceOfWorkList,
  putAcceptCustomerShift,
  putCancelCustomerShift,
  putCreateCustomerEntries,
  putUpdateCustomerShift,
  putCreateCustomerShift,
  putCreateCustomerShifts,
  putAcceptAllUnAcceptedShifts,
  putCustomerShiftFeedback,
  putSendSms,
} as const;
