import type { Transaction } from 'firebase-admin/firestore';
import {
  approvePoolMembership,
  canInviteAgain,
  declinePoolMembership,
  invitationsFirst,
  poolConnectionId,
  poolInvitationMessage,
  staffCollections,
  staffCustomer,
  staffDeskPoolAuditRecord,
  staffMessage,
  staffPool,
  staffPoolConnection,
  type DeskPoolConnectionView,
  type getDeskPoolConnections,
  type getDeskPoolRequests,
  type getDeskPools,
  type putDeskPoolInvite,
  type putDeskPoolRequestApprove,
  type putDeskPoolRequestDecline,
  type StaffDeskPoolAuditRecord,
  type StaffPerson,
  type StaffPool,
  type StaffPoolConnection,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor, type DeskActor } from '../desk/handlers';
import { pools } from '../customer-shift/store';
import { messages } from '../messages/store';
import { connections, parseConnection, poolsAndNames } from './store';

/**
 * The desk's pools (our extension; an admin with a second factor, access `recruiter`). An
 * invitation, and an approval of a customer's request, writes the `new` connection, the employee's staff message (the `staffMessageNotify`
 * trigger mails and pushes it as it does the desk's messages) and the `staffDeskAudit` record in
 * one transaction.
 */

const nameOf = (p: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

function deskView(c: StaffPoolConnection, name: string): DeskPoolConnectionView {
  return {
    id: c.id,
    employee: { id: c.employeeId, name },
    state: c.state,
    contractType: c.contractType,
    since: c.since.toISOString(),
  };
}

/**
 * The invitation's staff message to `person` in their language, the customer's name read in `tx`
 * (before any write); `write()` adds it to the transaction.
 */
async function invitationMessage(
  tx: Transaction,
  person: StaffPerson,
  employeeId: string,
  pool: StaffPool,
  actor: DeskActor,
  now: Date,
) {
  const customerSnap = await tx.get(db().collection(staffCollections.customers).doc(pool.customerId));
  const customerName = customerSnap.exists ? staffCustomer.parse({ id: customerSnap.id, ...customerSnap.data() }).name : '';
  const ref = messages().doc();
  const { id: _id, ...stored } = staffMessage.parse({
    id: ref.id,
    employeeId,
    type: 'other',
    form: 'desk',
    ...poolInvitationMessage(person.language, { pool: pool.name, customer: customerName }),
    sentAt: now,
    openedAt: null,
    senderName: actor.name,
  });
  return { write: () => tx.set(ref, stored) };
}

const auditOf = (actor: DeskActor, at: Date, action: StaffDeskPoolAuditRecord['action'], c: StaffPoolConnection) =>
  staffDeskPoolAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    route: actor.route,
    at,
    action,
    poolId: c.poolId,
    employeeId: c.employeeId,
    connectionId: c.id,
  });

/** GET /v1/Desk/Pools: every pool, by customer and name. */
export const deskPools: Handler<typeof getDeskPools> = async () => {
  const list = (await pools().get()).docs.map((d) => staffPool.parse({ id: d.id, ...d.data() }));
  const named = await poolsAndNames(
    list.map((p) => ({ poolId: p.id, customerId: p.customerId, placeOfWorkId: p.placeOfWorkId })),
  );
  const views = list.map((p) => ({
    id: p.id,
    name: p.name,
    customer: { id: p.customerId, name: named.customers.get(p.customerId)?.name ?? p.customerId },
    placeOfWork: { id: p.placeOfWorkId, name: named.places.get(p.placeOfWorkId)?.name ?? null },
    members: p.employeeIds.length,
  }));
  return {
    pools: views.sort((a, b) => a.customer.name.localeCompare(b.customer.name, 'fi') || a.name.localeCompare(b.name, 'fi')),
  };
};

/** PUT /v1/Desk/Pools/Invite: 404 for an unknown pool or employee, 409 `poolConnectionExists` while invited or in. */
export const deskPoolInvite: Handler<typeof putDeskPoolInvite> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date();
  const connectionRef = connections().doc(poolConnectionId(body.employeeId, body.poolId));
  const { connection, name } = await db().runTransaction(async (tx) => {
    const [poolSnap, personSnap, existing] = await Promise.all([
      tx.get(pools().doc(body.poolId)),
      tx.get(people().doc(body.employeeId)),
      tx.get(connectionRef),
    ]);
    if (!poolSnap.exists) throw new ApiFailure(404, 'poolNotFound');
    const person = personSnap.data() as StaffPerson | undefined;
    if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
    if (!canInviteAgain(existing.exists ? parseConnection(existing).state : null))
      throw new ApiFailure(409, 'poolConnectionExists');
    const pool = staffPool.parse({ id: poolSnap.id, ...poolSnap.data() });
    const message = await invitationMessage(tx, person, body.employeeId, pool, actor, now);
    const connection = staffPoolConnection.parse({
      id: connectionRef.id,
      employeeId: body.employeeId,
      poolId: pool.id,
      customerId: pool.customerId,
      placeOfWorkId: pool.placeOfWorkId,
      contractType: body.contractType ?? null,
      state: 'new',
      since: now,
      invitedAt: now,
      invitedBy: actor.name,
    });
    const { id: _id, ...storedConnection } = connection;
    tx.set(connectionRef, storedConnection);
    message.write();
    tx.set(db().collection(staffCollections.deskAudit).doc(), auditOf(actor, now, 'invitePool', connection));
    return { connection, name: nameOf(person) };
  });
  log.info('pool invitation sent', { poolId: body.poolId, by: actor.uid });
  return { connection: deskView(connection, name) };
};

/** GET /v1/Desk/Pools/Connections?poolId: the pool's connections, invitations first. */
export const deskPoolConnections: Handler<typeof getDeskPoolConnections> = async ({ query }) => {
  const pool = await pools().doc(query.poolId).get();
  if (!pool.exists) throw new ApiFailure(404, 'poolNotFound');
  const list = (await connections().where('poolId', '==', query.poolId).get()).docs.map(parseConnection);
  const persons = list.length ? await db().getAll(...list.map((c) => people().doc(c.employeeId))) : [];
  const names = new Map(persons.flatMap((s) => (s.exists ? [[s.id, nameOf(s.data() as StaffPerson)] as const] : [])));
  const views = list.map((c) => deskView(c, names.get(c.employeeId) ?? c.employeeId));
  return { connections: views.sort(invitationsFirst((v) => v.employee.name)) };
};

/** GET /v1/Desk/Pools/Requests: the customers' requests waiting for approval, oldest first. */
export const deskPoolRequests: Handler<typeof getDeskPoolRequests> = async () => {
  const list = (await connections().where('state', '==', 'waitingForApproval').get()).docs.map(parseConnection);
  if (list.length === 0) return { requests: [] };
  const [named, persons] = await Promise.all([
    poolsAndNames(list),
    db().getAll(...[...new Set(list.map((c) => c.employeeId))].map((id) => people().doc(id))),
  ]);
  const names = new Map(persons.flatMap((s) => (s.exists ? [[s.id, nameOf(s.data() as StaffPerson)] as const] : [])));
  const requests = list.map((c) => ({
    id: c.id,
    pool: { id: c.poolId, name: named.pools.get(c.poolId)?.name ?? c.poolId },
    customer: { id: c.customerId, name: named.customers.get(c.customerId)?.name ?? c.customerId },
    employee: { id: c.employeeId, name: names.get(c.employeeId) ?? c.employeeId },
    contractType: c.contractType,
    requestedBy: c.requestedBy,
    since: c.since.toISOString(),
  }));
  return { requests: requests.sort((a, b) => a.since.localeCompare(b.since)) };
};

/**
 * Answers a waiting request by `move` (domain/src/states/pool.ts) with the audit record in one
 * transaction; an approval also writes the employee's invitation message.
 */
async function answerRequest(c: Parameters<Handler<typeof putDeskPoolRequestApprove>>[1], id: string, approve: boolean) {
  const actor = deskActor(c);
  const now = new Date();
  const { connection, name } = await db().runTransaction(async (tx) => {
    const snap = await tx.get(connections().doc(id));
    if (!snap.exists) throw new ApiFailure(404, 'poolConnectionNotFound');
    const current = parseConnection(snap);
    const moved = approve ? approvePoolMembership(current.state) : declinePoolMembership(current.state);
    if (!moved.ok) throw new ApiFailure(409, moved.error);
    const [poolSnap, personSnap] = await Promise.all([
      tx.get(pools().doc(current.poolId)),
      tx.get(people().doc(current.employeeId)),
    ]);
    const person = personSnap.data() as StaffPerson | undefined;
    const message =
      approve && poolSnap.exists && person
        ? await invitationMessage(
            tx,
            person,
            current.employeeId,
            staffPool.parse({ id: poolSnap.id, ...poolSnap.data() }),
            actor,
            now,
          )
        : null;
    const connection: StaffPoolConnection = {
      ...current,
      state: moved.value,
      since: now,
      ...(approve ? { invitedAt: now, invitedBy: actor.name } : {}),
    };
    tx.update(snap.ref, {
      state: connection.state,
      since: now,
      invitedAt: connection.invitedAt,
      invitedBy: connection.invitedBy,
    });
    message?.write();
    tx.set(
      db().collection(staffCollections.deskAudit).doc(),
      auditOf(actor, now, approve ? 'approvePool' : 'declinePool', connection),
    );
    return { connection, name: person ? nameOf(person) : current.employeeId };
  });
  log.info(approve ? 'pool request approved' : 'pool request declined', { connectionId: id, by: actor.uid });
  return { connection: deskView(connection, name) };
}

/** PUT /v1/Desk/Pools/Requests/{id}/Approve: the request becomes the employee's invitation. */
export const deskPoolRequestApprove: Handler<typeof putDeskPoolRequestApprove> = ({ params }, c) =>
  answerRequest(c, params.id, true);

/** PUT /v1/Desk/Pools/Requests/{id}/Decline: the request is deleted (the customer may ask again). */
export const deskPoolRequestDecline: Handler<typeof putDeskPoolRequestDecline> = ({ params }, c) =>
  answerRequest(c, params.id, false);
