import {
  CERTIFICATE_ORDERS_LIMIT,
  CERTIFICATE_READY_MESSAGE,
  holidayYear,
  holidayYearAt,
  leaveBalanceId,
  LEAVE_BALANCES_LIMIT,
  openThenNewest,
  staffCertificateOrder,
  staffCollections,
  staffDeskAuditRecord,
  staffLeaveBalance,
  staffMessage,
  toCertificateOrderView,
  toDeskLeaveBalanceView,
  type getDeskCertificates,
  type getDeskLeaveBalances,
  type putDeskAnswerCertificate,
  type putDeskLeaveBalance,
  type StaffPerson,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor, type DeskActor } from '../desk/handlers';
import { stored } from '../files/store';
import { messages } from '../messages/store';
import { certificateOrders, leaveBalances, parseBalance, parseOrder } from './store';

/**
 * The desk's leave balances and certificate orders (our extension; an admin with a second factor,
 * access `recruiter`). Each write and its `staffDeskAudit` record are one transaction.
 */

const nameOf = (p: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

const auditOf = (actor: DeskActor, at: Date, note: string) =>
  staffDeskAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    route: actor.route,
    shiftId: null,
    from: null,
    to: null,
    note,
    at,
  });
const auditRef = () => db().collection(staffCollections.deskAudit).doc();

/** PUT /v1/Desk/Leave/Balance: any employee record (else 404 `employeeNotFound`). */
export const deskLeaveBalance: Handler<typeof putDeskLeaveBalance> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date();
  const balance = staffLeaveBalance.parse({ ...body, updatedAt: now, updatedBy: { uid: actor.uid, name: actor.name } });
  const name = await db().runTransaction(async (tx) => {
    const person = (await tx.get(people().doc(body.employeeId))).data();
    if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
    tx.set(leaveBalances().doc(leaveBalanceId(body.employeeId, body.holidayYear)), balance);
    tx.set(
      auditRef(),
      auditOf(actor, now, `leave ${body.employeeId} ${body.holidayYear}: ${body.accruedDays} accrued, ${body.usedDays} used`),
    );
    return nameOf(person);
  });
  log.info('leave balance set', { employeeId: body.employeeId, holidayYear: body.holidayYear, by: actor.uid });
  return { balance: toDeskLeaveBalanceView(balance, name) };
};

/** GET /v1/Desk/Leave/Balances?holidayYear: the year's balances, by name. */
export const deskLeaveBalances: Handler<typeof getDeskLeaveBalances> = async ({ query }) => {
  const year = query.holidayYear === undefined ? holidayYearAt(new Date()) : holidayYear(query.holidayYear);
  const list = (await leaveBalances().where('holidayYear', '==', year.year).limit(LEAVE_BALANCES_LIMIT).get()).docs.map(
    parseBalance,
  );
  const persons = list.length ? await db().getAll(...list.map((b) => people().doc(b.employeeId))) : [];
  const views = list.map((b, i) => {
    const person = persons[i]?.data() as StaffPerson | undefined;
    return toDeskLeaveBalanceView(b, person ? nameOf(person) : b.employeeId);
  });
  return { holidayYear: year, balances: views.sort((a, b) => a.name.localeCompare(b.name, 'fi')) };
};

/** GET /v1/Desk/Certificates: open orders first, then newest. */
export const deskCertificates: Handler<typeof getDeskCertificates> = async () => {
  const list = (await certificateOrders().orderBy('orderedAt', 'desc').limit(CERTIFICATE_ORDERS_LIMIT).get()).docs.map(
    parseOrder,
  );
  return { orders: list.sort(openThenNewest).map(toCertificateOrderView) };
};

/**
 * PUT /v1/Desk/Certificates/Answer: in one transaction the order answered (409 when it was
 * already), its audit record, and a message to the employee in their language (the
 * `staffMessageNotify` trigger tells them by mail and push, as for the desk's messages).
 */
export const deskAnswerCertificate: Handler<typeof putDeskAnswerCertificate> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date();
  const answered = await db().runTransaction(async (tx) => {
    const ref = certificateOrders().doc(body.orderId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw new ApiFailure(404, 'certificateOrderNotFound');
    const order = parseOrder(snap);
    if (order.state === 'answered') throw new ApiFailure(409, 'certificateOrderAnswered');
    const next = staffCertificateOrder.parse({
      ...order,
      state: 'answered',
      answeredAt: now,
      answeredBy: { uid: actor.uid, name: actor.name },
      evaluation: body.evaluation,
    });
    const words = CERTIFICATE_READY_MESSAGE[order.language];
    const messageRef = messages().doc();
    const message = staffMessage.parse({
      id: messageRef.id,
      employeeId: order.employeeId,
      type: 'other',
      form: 'desk',
      subject: words.subject,
      body: words.body,
      sentAt: now,
      openedAt: null,
      senderName: actor.name,
    });
    tx.set(ref, stored(next));
    tx.set(messageRef, stored(message));
    tx.set(auditRef(), auditOf(actor, now, `certificate ${order.id} answered for ${order.employeeId}`));
    return next;
  });
  log.info('certificate order answered', { orderId: answered.id, by: actor.uid });
  return { order: toCertificateOrderView(answered) };
};
