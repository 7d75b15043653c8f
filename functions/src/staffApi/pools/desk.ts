import {
  canInviteAgain,
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
  type getDeskPools,
  type putDeskPoolInvite,
  type StaffPerson,
  type StaffPoolConnection,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor } from '../desk/handlers';
import { pools } from '../customer-shift/store';
import { messages } from '../messages/store';
import { connections, parseConnection, poolsAndNames } from './store';

/**
 * The desk's pools (our extension; an admin with a second factor, access `recruiter`). An
 * invitation writes the `new` connection, the employee's staff message (the `staffMessageNotify`
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
    const customerSnap = await tx.get(db().collection(staffCollections.customers).doc(pool.customerId));
    const customerName = customerSnap.exists ? staffCustomer.parse({ id: customerSnap.id, ...customerSnap.data() }).name : '';
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
    const messageRef = messages().doc();
    const text = poolInvitationMessage(person.language, { pool: pool.name, customer: customerName });
    const message = staffMessage.parse({
      id: messageRef.id,
      employeeId: body.employeeId,
      type: 'other',
      form: 'desk',
      ...text,
      sentAt: now,
      openedAt: null,
      senderName: actor.name,
    });
    const audit = staffDeskPoolAuditRecord.parse({
      actorUid: actor.uid,
      actorEmail: actor.email,
      route: actor.route,
      at: now,
      action: 'invitePool',
      poolId: pool.id,
      employeeId: body.employeeId,
      connectionId: connectionRef.id,
    });
    const { id: _id, ...storedConnection } = connection;
    const { id: _messageId, ...storedMessage } = message;
    tx.set(connectionRef, storedConnection);
    tx.set(messageRef, storedMessage);
    tx.set(db().collection(staffCollections.deskAudit).doc(), audit);
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
