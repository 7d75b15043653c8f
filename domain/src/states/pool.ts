import type { PoolState } from '../labels';
import { validationMessages as m } from '../texts/messages';
import { errorResult, okResult, type StateResult } from './result';

/**
 * Pool connection states (spec section 4): new, accepted, deleted, waiting for approval.
 * The specification says invitations are accepted or rejected and an employee can leave a pool
 * (the connection is removed). Ours: a customer's request to add an employee waits for the
 * agency's approval ('waitingForApproval'); once approved it is an invitation ('new') to the
 * employee; accepting makes it 'accepted'; rejecting marks it 'deleted'.
 */

/**
 * The customer asks the agency to add an employee to its pool (PUT /v1/Pool/Customer/Employees/Add):
 * allowed when the employee has no connection to the pool or theirs was deleted (rejected,
 * declined); otherwise the answer is 409 `poolConnectionExists`, the desk's own invitation's word.
 */
export function requestPoolMembership(
  state: PoolState | null,
): { readonly ok: true; readonly value: 'waitingForApproval' } | { readonly ok: false; readonly error: 'poolConnectionExists' } {
  return state === null || state === 'deleted' ? okResult('waitingForApproval') : { ok: false, error: 'poolConnectionExists' };
}

/** The agency approves a customer's request: the employee gets an invitation. */
export function approvePoolMembership(state: PoolState): StateResult<'new', typeof m.poolApprovalNotPending> {
  return state === 'waitingForApproval' ? okResult('new') : errorResult(m.poolApprovalNotPending);
}

/** The employee accepts a pool invitation (PUT /v1/Pool/Employee/Invitation/Accept/{id}). */
export function acceptInvitation(state: PoolState): StateResult<'accepted', typeof m.poolInvitationNotOpen> {
  return state === 'new' ? okResult('accepted') : errorResult(m.poolInvitationNotOpen);
}

/** The employee rejects a pool invitation (PUT /v1/Pool/Employee/Invitation/Reject/{id}). */
export function rejectInvitation(state: PoolState): StateResult<'deleted', typeof m.poolInvitationNotOpen> {
  return state === 'new' ? okResult('deleted') : errorResult(m.poolInvitationNotOpen);
}

/**
 * The employee leaves a pool they belong to (DELETE /v1/Pool/Employee/PoolConnections/{id}):
 * the connection is removed, so the result is `null`, no state.
 */
export function leavePool(state: PoolState): StateResult<null, typeof m.poolConnectionNotActive> {
  return state === 'accepted' ? okResult(null) : errorResult(m.poolConnectionNotActive);
}

/** The agency declines a customer's request: the connection is `deleted` (the customer may ask again). */
export function declinePoolMembership(state: PoolState): StateResult<'deleted', typeof m.poolApprovalNotPending> {
  return state === 'waitingForApproval' ? okResult('deleted') : errorResult(m.poolApprovalNotPending);
}
