import {
  deskAssignBody,
  deskSettleBody,
  deskShiftBody,
  deskShiftQuery,
  deskShiftResponse,
  deskShiftsQuery,
  deskShiftsResponse,
  deskSuggestBody,
  deskSuggestResponse,
  deskSuitableResponse,
} from '../../staff/shifts/desk';
import { endpoint } from './endpoint';
import { shiftNotFound, stateConflict } from './error-texts';

/** The desk's 409s: the state's keys, and a change that kept losing to another at the same moment (nothing written). */
const deskConflict = (keys: string) =>
  `${stateConflict(keys)}; \`validation:shiftChangedMeanwhile\` (someone changed the shift at the same moment, nothing written)`;

/**
 * Our extension: the agency desk (`/v1/Desk/...`), where the agency's own staff (admin, with a
 * second factor) process and fill the customers' orders, settle cancellation requests and approve
 * shifts recorded as worked. Not in spec section 7: `extension: true`, so OpenAPI lists these and
 * the coverage figure leaves them out. Every change is audited (`staffDeskAudit`).
 */

const ours = 'Our extension (the agency desk).';

export const getDeskShifts = endpoint({
  method: 'GET',
  path: '/v1/Desk/Shifts',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Every customer's shifts in a Helsinki period (default a week back to four weeks ahead), by day, state and customer.`,
  query: deskShiftsQuery,
  response: deskShiftsResponse,
});

export const getDeskSuitableEmployees = endpoint({
  method: 'GET',
  path: '/v1/Desk/Shifts/SuitableEmployees',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The employees suitable for a shift (the same rule as the customer's EmployeesToSuggest).`,
  query: deskShiftQuery,
  response: deskSuitableResponse,
  errors: { 404: shiftNotFound },
});

export const putDeskProcess = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Shifts/Process',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Takes an order into processing.`,
  body: deskShiftBody,
  response: deskShiftResponse,
  errors: { 404: shiftNotFound, 409: deskConflict('`validation:shiftTransitionNotAllowed`') },
});

export const putDeskAssign = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Shifts/Assign',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Fills a shift with a suitable employee, in one transaction with their own time.`,
  body: deskAssignBody,
  response: deskShiftResponse,
  errors: {
    404: `${shiftNotFound}; \`employeeNotFound\``,
    409: deskConflict('`validation:shiftAlreadyTaken`, `validation:employeeNotSuitable`'),
  },
});

export const putDeskSuggest = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Shifts/Suggest',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Suggests an unfilled shift to selected employees, a pool, all suitable, or the pool first; the first to book fills it.`,
  body: deskSuggestBody,
  response: deskSuggestResponse,
  errors: { 404: `${shiftNotFound}; \`poolNotFound\``, 409: deskConflict('`validation:shiftAlreadyTaken`') },
});

export const putDeskSettleCancellation = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Shifts/SettleCancellation',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Settles a customer's cancellation request: cancelled, billed, or will not be charged.`,
  body: deskSettleBody,
  response: deskShiftResponse,
  errors: { 404: shiftNotFound, 409: deskConflict('`validation:cancellationNotRequested`') },
});

export const putDeskApproveRecorded = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Shifts/ApproveRecorded',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Approves a shift recorded as worked (by the employee or the customer): it becomes filled, for the customer to accept.`,
  body: deskShiftBody,
  response: deskShiftResponse,
  errors: { 404: shiftNotFound, 409: deskConflict('`validation:entryNotPending`') },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/desk). */
export const deskContracts = {
  getDeskShifts,
  getDeskSuitableEmployees,
  putDeskProcess,
  putDeskAssign,
  putDeskSuggest,
  putDeskSettleCancellation,
  putDeskApproveRecorded,
} as const;
