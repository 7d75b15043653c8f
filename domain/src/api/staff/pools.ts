import {
  customerPoolAddBody,
  customerPoolMemberResponse,
  customerPoolPlacesResponse,
  customerPoolsQuery,
  customerPoolsResponse,
  customerPoolTitlesResponse,
  deskPoolConnectionResponse,
  deskPoolConnectionsQuery,
  deskPoolConnectionsResponse,
  deskPoolInviteBody,
  deskPoolRequestsResponse,
  deskPoolsResponse,
  employeePoolConnectionResponse,
  employeePoolConnectionsResponse,
  poolConnectionIdParams,
} from '../../staff/pools/model';
import { endpoint } from './endpoint';
import { notACustomer, notAnEmployee } from './error-texts';

/**
 * Pools: the employee's side (spec section 7's `/v1/Pool/Employee/…`), the customer's
 * (`/v1/Pool/Customer/…`: members, suggestions, requests to add) and the desk's extension routes
 * that invite employees to a customer's pool and approve or decline the customers' requests. Contracts only: the schemas and decisions
 * live in domain/src/staff/pools (model.ts, README.md); states in domain/src/states/pool.ts.
 */

const connectionNotFound = "`poolConnectionNotFound`: no such pool connection, or another employee's (the same answer)";
const ours = 'Our extension (the agency desk).';

export const getEmployeePoolConnections = endpoint({
  method: 'GET',
  path: '/v1/Pool/Employee/PoolConnections',
  access: 'employee',
  summary:
    "The caller's pool invitations (state `new`) first, then the pools they are in (`accepted`): pool and customer name, contract type, the place of work with its address, and the date of the caller's last shift there.",
  response: employeePoolConnectionsResponse,
  errors: { 403: notAnEmployee },
});

export const putAcceptPoolInvitation = endpoint({
  method: 'PUT',
  path: '/v1/Pool/Employee/Invitation/Accept/{id}',
  access: 'employee',
  summary:
    "Accepts the caller's pool invitation: the connection becomes `accepted` and the caller joins the pool's members (pool-first orders reach them).",
  params: poolConnectionIdParams,
  response: employeePoolConnectionResponse,
  errors: {
    403: notAnEmployee,
    404: connectionNotFound,
    409: '`validation:poolInvitationNotOpen`: the invitation is already answered',
  },
});

export const putRejectPoolInvitation = endpoint({
  method: 'PUT',
  path: '/v1/Pool/Employee/Invitation/Reject/{id}',
  access: 'employee',
  summary: "Rejects the caller's pool invitation: the connection becomes `deleted` (the desk may invite again).",
  params: poolConnectionIdParams,
  response: employeePoolConnectionResponse,
  errors: {
    403: notAnEmployee,
    404: connectionNotFound,
    409: '`validation:poolInvitationNotOpen`: the invitation is already answered',
  },
});

export const deleteEmployeePoolConnection = endpoint({
  method: 'DELETE',
  path: '/v1/Pool/Employee/PoolConnections/{id}',
  access: 'employee',
  summary:
    "The caller leaves a pool they are in: the connection is removed and the caller leaves the pool's members, in one transaction.",
  params: poolConnectionIdParams,
  response: null,
  errors: {
    403: notAnEmployee,
    404: connectionNotFound,
    409: '`validation:poolConnectionNotActive`: the caller is not in the pool',
  },
});

export const getDeskPools = endpoint({
  method: 'GET',
  path: '/v1/Desk/Pools',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Every customer's pools, by customer and name, with the place of work and how many employees are in each.`,
  response: deskPoolsResponse,
});

export const putDeskPoolInvite = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Pools/Invite',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Invites an employee to a pool: a \`new\` connection (again after a rejection), a staff message to the employee in their language, and the audit record, in one transaction.`,
  body: deskPoolInviteBody,
  response: deskPoolConnectionResponse,
  status: 201,
  errors: {
    404: '`employeeNotFound` or `poolNotFound`',
    409: '`poolConnectionExists`: the employee is already invited to or in the pool',
  },
});

export const getDeskPoolConnections = endpoint({
  method: 'GET',
  path: '/v1/Desk/Pools/Connections',
  access: 'recruiter',
  extension: true,
  summary: `${ours} A pool's connections: who, in which state, since when (invitations first).`,
  query: deskPoolConnectionsQuery,
  response: deskPoolConnectionsResponse,
  errors: { 404: '`poolNotFound`' },
});

const notYourCustomer = "`notYourCustomer`: `customerId` is not one of the caller's customers (403, whether it exists or not)";
const poolNotFound = "`poolNotFound`: no such pool, or another customer's (the same answer)";
const placeNotFound = "`placeOfWorkNotFound`: no such place of work among the caller's customers";
const requestNotFound = '`poolConnectionNotFound`: no such request';

export const getCustomerPoolEmployees = endpoint({
  method: 'GET',
  path: '/v1/Pool/Customer/EmployeesAndSuggestions',
  access: 'customer',
  summary:
    "The caller's customers' pools (or one customer's, place's or pool's), each with its members (connections waiting for approval, invited or accepted: name, state, contract type, last shift at the pool's place) and its suggestions: employees who worked at the place in the last two years and are not connected, optionally as `professionTitleId`.",
  query: customerPoolsQuery,
  response: customerPoolsResponse,
  errors: { 403: `${notACustomer}; ${notYourCustomer}`, 404: `${poolNotFound}; ${placeNotFound}` },
});

export const getCustomerPoolProfessionTitles = endpoint({
  method: 'GET',
  path: '/v1/Pool/Customer/ProfessionTitles',
  access: 'customer',
  summary:
    "The suggestions filter's values: the profession titles worked at the caller's customers' pools' places in the last two years.",
  response: customerPoolTitlesResponse,
  errors: { 403: notACustomer },
});

export const getCustomerPoolPlaces = endpoint({
  method: 'GET',
  path: '/v1/Pool/Customer/PlaceOfWorkValues',
  access: 'customer',
  summary: "The pool picker's values: the places of work of the caller's customers' pools, by name, with their customer.",
  response: customerPoolPlacesResponse,
  errors: { 403: notACustomer },
});

export const putCustomerPoolAdd = endpoint({
  method: 'PUT',
  path: '/v1/Pool/Customer/Employees/Add',
  access: 'customer',
  summary:
    "Asks the agency to add an employee who worked at the pool's place (a suggestion) to the pool: a `waitingForApproval` connection (again after a deletion); the desk approves or declines it.",
  body: customerPoolAddBody,
  response: customerPoolMemberResponse,
  status: 201,
  errors: {
    403: notACustomer,
    404: `${poolNotFound}; \`employeeNotFound\`: no such employee, or one who has not worked at the pool's place (the same answer)`,
    409: '`poolConnectionExists`: the employee is already asked for, invited to or in the pool',
  },
});

export const deleteCustomerPoolEmployee = endpoint({
  method: 'DELETE',
  path: '/v1/Pool/Customer/Employees/{id}',
  access: 'customer',
  summary:
    "Removes a member (a connection in any state) from one of the caller's customers' pools: the connection is removed and the employee leaves the pool's members, in one transaction.",
  params: poolConnectionIdParams,
  response: null,
  errors: { 403: notACustomer, 404: "`poolConnectionNotFound`: no such connection, or another customer's (the same answer)" },
});

export const getDeskPoolRequests = endpoint({
  method: 'GET',
  path: '/v1/Desk/Pools/Requests',
  access: 'recruiter',
  extension: true,
  summary: `${ours} The customers' requests waiting for approval, oldest first: pool, customer, employee, contract type, who asked and since when.`,
  response: deskPoolRequestsResponse,
});

export const putDeskPoolRequestApprove = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Pools/Requests/{id}/Approve',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Approves a customer's request: the connection becomes an invitation (\`new\`), the employee gets the desk invitation's message, and the audit record, in one transaction.`,
  params: poolConnectionIdParams,
  response: deskPoolConnectionResponse,
  errors: { 404: requestNotFound, 409: '`validation:poolApprovalNotPending`: the request is already handled' },
});

export const putDeskPoolRequestDecline = endpoint({
  method: 'PUT',
  path: '/v1/Desk/Pools/Requests/{id}/Decline',
  access: 'recruiter',
  extension: true,
  summary: `${ours} Declines a customer's request: the connection becomes \`deleted\` (the customer may ask again), with the audit record, in one transaction.`,
  params: poolConnectionIdParams,
  response: deskPoolConnectionResponse,
  errors: { 404: requestNotFound, 409: '`validation:poolApprovalNotPending`: the request is already handled' },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/pools). */
export const poolContracts = {
  getEmployeePoolConnections,
  putAcceptPoolInvitation,
  putRejectPoolInvitation,
  deleteEmployeePoolConnection,
  getDeskPools,
  putDeskPoolInvite,
  getDeskPoolConnections,
  getCustomerPoolEmployees,
  getCustomerPoolProfessionTitles,
  getCustomerPoolPlaces,
  putCustomerPoolAdd,
  deleteCustomerPoolEmployee,
  getDeskPoolRequests,
  putDeskPoolRequestApprove,
  putDeskPoolRequestDecline,
} as const;
