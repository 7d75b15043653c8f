import {
  deskPoolConnectionResponse,
  deskPoolConnectionsQuery,
  deskPoolConnectionsResponse,
  deskPoolInviteBody,
  deskPoolsResponse,
  employeePoolConnectionResponse,
  employeePoolConnectionsResponse,
  poolConnectionIdParams,
} from '../../staff/pools/model';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Pools, the employee's side (spec section 7's `/v1/Pool/Employee/…`), and the desk's extension
 * routes that invite employees to a customer's pool. Contracts only: the schemas and decisions
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

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/pools). */
export const poolContracts = {
  getEmployeePoolConnections,
  putAcceptPoolInvitation,
  putRejectPoolInvitation,
  deleteEmployeePoolConnection,
  getDeskPools,
  putDeskPoolInvite,
  getDeskPoolConnections,
} as const;
