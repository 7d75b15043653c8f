import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import {
  acceptInvitation,
  EMPLOYEE_VISIBLE_POOL_STATES,
  invitationsFirst,
  leavePool,
  rejectInvitation,
  type deleteEmployeePoolConnection,
  type EmployeePoolConnectionView,
  type getEmployeePoolConnections,
  type PoolState,
  type putAcceptPoolInvitation,
  type putRejectPoolInvitation,
  type StaffPoolConnection,
  type StateResult,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { callerEmployeeReader } from '../files/store';
import { pools } from '../customer-shift/store';
import { connections, lastShiftByPlace, parseConnection, poolsAndNames } from './store';

/**
 * The employee's pools (domain/src/staff/pools/README.md). Each answer moves the connection by
 * domain/src/states/pool.ts and the pool's `employeeIds` with it in one transaction, so pool-first
 * orders reach exactly the accepted members. Another employee's connection is the same 404 as a
 * missing one.
 */

const notFound = () => new ApiFailure(404, 'poolConnectionNotFound');

/** The employee's views of `list`: pool, customer and place named, their last shift at each place. */
async function views(employeeId: string, list: readonly StaffPoolConnection[], now: Date): Promise<EmployeePoolConnectionView[]> {
  if (list.length === 0) return [];
  const [named, lastShifts] = await Promise.all([poolsAndNames(list), lastShiftByPlace(employeeId, now)]);
  return list.flatMap((c) => {
    const pool = named.pools.get(c.poolId);
    if (!pool) return [];
    const place = named.places.get(c.placeOfWorkId);
    return [
      {
        id: c.id,
        poolId: c.poolId,
        poolName: pool.name,
        customer: named.customers.get(c.customerId)?.name ?? null,
        contractType: c.contractType,
        state: c.state,
        placeOfWork: place ? { id: place.id, name: place.name, address: place.address ?? null, city: place.city ?? null } : null,
        lastShiftDate: lastShifts.get(c.placeOfWorkId)?.toISOString() ?? null,
        since: c.since.toISOString(),
      },
    ];
  });
}

/** GET /v1/Pool/Employee/PoolConnections: invitations first, then the pools the caller is in. */
export const employeePoolConnections: Handler<typeof getEmployeePoolConnections> = async (_input, c) => {
  const { id } = await callerEmployeeReader(c);
  const snap = await connections().where('employeeId', '==', id).get();
  const list = snap.docs.map(parseConnection).filter((x) => EMPLOYEE_VISIBLE_POOL_STATES.includes(x.state));
  return { connections: (await views(id, list, new Date())).sort(invitationsFirst((v) => v.poolName)) };
};

/** The caller's connection read in `tx`, and its pool's reference; 404 for a missing one or another's. */
async function ownConnection(tx: Transaction, employeeId: string, id: string) {
  const snap = await tx.get(connections().doc(id));
  if (!snap.exists) throw notFound();
  const connection = parseConnection(snap);
  if (connection.employeeId !== employeeId) throw notFound();
  const pool = await tx.get(pools().doc(connection.poolId));
  return { ref: snap.ref, connection, pool };
}

function orConflict<T>(result: StateResult<T>): T {
  if (!result.ok) throw new ApiFailure(409, result.error);
  return result.value;
}

/** Moves the caller's connection to the state `move` allows, with the pool's members, in one transaction. */
async function answer(employeeId: string, id: string, move: (state: PoolState) => StateResult<PoolState>) {
  const now = new Date();
  const moved = await db().runTransaction(async (tx) => {
    const { ref, connection, pool } = await ownConnection(tx, employeeId, id);
    const state = orConflict(move(connection.state));
    if (!pool.exists) throw notFound();
    const members = state === 'accepted' ? FieldValue.arrayUnion(employeeId) : FieldValue.arrayRemove(employeeId);
    tx.update(ref, { state, since: now });
    tx.update(pool.ref, { employeeIds: members });
    return { ...connection, state, since: now };
  });
  const [view] = await views(employeeId, [moved], now);
  if (!view) throw notFound();
  return { connection: view };
}

/** PUT /v1/Pool/Employee/Invitation/Accept/{id}. */
export const acceptPoolInvitation: Handler<typeof putAcceptPoolInvitation> = async ({ params }, c) =>
  answer((await callerEmployeeReader(c)).id, params.id, acceptInvitation);

/** PUT /v1/Pool/Employee/Invitation/Reject/{id}. */
export const rejectPoolInvitation: Handler<typeof putRejectPoolInvitation> = async ({ params }, c) =>
  answer((await callerEmployeeReader(c)).id, params.id, rejectInvitation);

/** DELETE /v1/Pool/Employee/PoolConnections/{id}: the connection removed and the caller out of the pool's members. */
export const leaveEmployeePool: Handler<typeof deleteEmployeePoolConnection> = async ({ params }, c) => {
  const { id: employeeId } = await callerEmployeeReader(c);
  await db().runTransaction(async (tx) => {
    const { ref, connection, pool } = await ownConnection(tx, employeeId, params.id);
    orConflict(leavePool(connection.state));
    tx.delete(ref);
    if (pool.exists) tx.update(pool.ref, { employeeIds: FieldValue.arrayRemove(employeeId) });
  });
  return null;
};
