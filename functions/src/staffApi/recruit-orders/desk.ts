import {
  assignment,
  assignmentOfOrder,
  newOrdersFirst,
  staffCollections,
  staffDeskRecruitOrderAuditRecord,
  toDeskRecruitOrderView,
  type getDeskRecruitOrders,
  type putDeskRecruitOrderAssignment,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor } from '../desk/handlers';
import { read } from '../shift/store';
import { parseRecruitOrder, recruitOrders } from './store';

/**
 * The desk's recruit orders (our extension; an admin with a second factor, access `recruiter`):
 * the list, and an order turned into a job of the recruiter tool (`jobs`, the fields the web's
 * `saveAssignment` writes, parsed by the domain `assignment` schema) with the order marked
 * `converted` and the audit record, in one transaction.
 */

/** GET /v1/Desk/RecruitOrders: new first. */
export const deskRecruitOrders: Handler<typeof getDeskRecruitOrders> = async () => {
  const list = await read(recruitOrders().orderBy('created', 'desc'), parseRecruitOrder);
  return { orders: list.sort(newOrdersFirst).map(toDeskRecruitOrderView) };
};

/** PUT /v1/Desk/RecruitOrders/{id}/Assignment: 404 for an unknown order, 409 `recruitOrderHandled` once converted or declined. */
export const deskRecruitOrderAssignment: Handler<typeof putDeskRecruitOrderAssignment> = async ({ params }, c) => {
  const actor = deskActor(c);
  const now = new Date();
  const jobRef = db().collection('jobs').doc();
  const order = await db().runTransaction(async (tx) => {
    const snap = await tx.get(recruitOrders().doc(params.id));
    if (!snap.exists) throw new ApiFailure(404, 'recruitOrderNotFound');
    const found = parseRecruitOrder(snap);
    if (found.state !== 'new') throw new ApiFailure(409, 'recruitOrderHandled');
    const { id: _jobId, ...job } = assignment.parse({ id: jobRef.id, ...assignmentOfOrder(found, actor.uid, now) });
    const audit = staffDeskRecruitOrderAuditRecord.parse({
      actorUid: actor.uid,
      actorEmail: actor.email,
      route: actor.route,
      at: now,
      action: 'convertRecruitOrder',
      recruitOrderId: found.id,
      jobId: jobRef.id,
    });
    const handled = { state: 'converted' as const, jobId: jobRef.id, handledAt: now, handledBy: actor.name };
    tx.set(jobRef, job);
    tx.update(snap.ref, handled);
    tx.set(db().collection(staffCollections.deskAudit).doc(), audit);
    return { ...found, ...handled };
  });
  log.info('recruit order converted', { recruitOrderId: params.id, jobId: jobRef.id, by: actor.uid });
  return { order: toDeskRecruitOrderView(order) };
};
