import { randomBytes } from 'node:crypto';
import {
  agencyDay,
  agencyTime,
  formatAgencyDate,
  generatedPayYear,
  isSlipShift,
  movePayPeriod,
  newPayPeriod,
  newSalarySlip,
  salarySlipId,
  reportingClosed,
  slipLines,
  SLIP_TEXTS,
  staffCollections,
  staffDeskPayAuditRecord,
  staffMessage,
  STAFF_DEFAULT_LANGUAGE,
  toDeskPayPeriodView,
  type StaffDeskPayAuditRecord,
  type StaffPerson,
  type StaffSalarySlip,
  type getDeskPayPeriods,
  type putDeskPayRun,
  type putDeskPaySchedule,
} from '@vuoro/domain';
import type { Transaction } from 'firebase-admin/firestore';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { deskActor, type DeskActor } from '../desk/handlers';
import { messages } from '../messages/store';
import { parseShift, shifts } from '../shift/store';
import { payPeriods, salarySlips, storedPayPeriod, storedPeriodsFrom } from './store';

/**
 * The desk's pay routes (our extension; an admin with a second factor, access `recruiter`). Each
 * change reads and writes in one transaction with its `staffDeskAudit` record.
 */

const stored = <T extends { id: string }>({ id: _id, ...rest }: T): Omit<T, 'id'> => rest;

/** Writes the audit record of a pay change in `tx`. */
function audit(
  tx: Transaction,
  actor: DeskActor,
  at: Date,
  change: Omit<StaffDeskPayAuditRecord, 'actorUid' | 'actorEmail' | 'route' | 'at'>,
) {
  const record = staffDeskPayAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    route: actor.route,
    at,
    ...change,
  });
  tx.set(db().collection(staffCollections.deskAudit).doc(), record);
}

/** PUT /v1/Desk/Pay/Schedule: publish a year (stored periods kept), or move one open period's dates. */
export const deskPaySchedule: Handler<typeof putDeskPaySchedule> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date(c.get('now')());
  const changed = await db().runTransaction(async (tx) => {
    if (body.action === 'publish') {
      const year = generatedPayYear(body.year);
      const snaps = await tx.getAll(...year.map((p) => payPeriods().doc(p.from)));
      const made = year.filter((_, i) => !snaps[i]!.exists).map((p) => newPayPeriod(p, now));
      for (const p of made) tx.create(payPeriods().doc(p.id), stored(p));
      audit(tx, actor, now, {
        action: 'publishPayYear',
        periodIds: made.map((p) => p.id),
        reportingDeadline: null,
        paymentDate: null,
        slipsMade: null,
      });
      return made;
    }
    const { ref, period } = await storedPayPeriod(body.periodId, tx);
    const moved = movePayPeriod(period, body);
    if (!moved.ok) throw new ApiFailure(409, moved.error);
    const next = { ...period, ...moved.value, updatedAt: now };
    tx.update(ref, { reportingDeadline: next.reportingDeadline, paymentDate: next.paymentDate, updatedAt: now });
    audit(tx, actor, now, {
      action: 'movePayPeriod',
      periodIds: [period.id],
      reportingDeadline: agencyDay(next.reportingDeadline),
      paymentDate: agencyDay(next.paymentDate),
      slipsMade: null,
    });
    return [next];
  });
  log.info('pay schedule changed', { action: body.action, periods: changed.length, by: actor.uid });
  return { changed: changed.map(toDeskPayPeriodView) };
};

/** GET /v1/Desk/Pay/Periods: the stored periods of a year, in order. */
export const deskPayPeriods: Handler<typeof getDeskPayPeriods> = async ({ query }, c) => {
  const year = query.year ?? agencyTime(new Date(c.get('now')())).getFullYear();
  const periods = await storedPeriodsFrom(`${year}-01-01`, `${year}-12-31`);
  return { year, periods: periods.map(toDeskPayPeriodView) };
};

const personName = (p: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();

/**
 * PUT /v1/Desk/Pay/Run: in one transaction, the period checked (stored, its reporting deadline
 * passed), its approved shifts read, and a slip made for each employee who has none yet (named
 * `<periodId>_<employeeId>`, so a second run makes only the missing ones), with a message to each.
 */
export const deskPayRun: Handler<typeof putDeskPayRun> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date(c.get('now')());
  const result = await db().runTransaction(async (tx) => {
    const { ref, period } = await storedPayPeriod(body.periodId, tx);
    if (!reportingClosed(period, now)) throw new ApiFailure(409, 'payPeriodNotClosed');
    const worked = (await tx.get(shifts().where('start', '>=', period.periodStart).where('start', '<=', period.periodEnd))).docs
      .map(parseShift)
      .filter(isSlipShift);
    const byEmployee = new Map<string, typeof worked>();
    for (const s of worked) byEmployee.set(s.employee!.id, [...(byEmployee.get(s.employee!.id) ?? []), s]);
    const employeeIds = [...byEmployee.keys()].sort();
    const existing = employeeIds.length
      ? await tx.getAll(...employeeIds.map((id) => salarySlips().doc(salarySlipId(period.id, id))))
      : [];
    const missing = employeeIds.filter((_, i) => !existing[i]!.exists);
    const persons = missing.length ? await tx.getAll(...missing.map((id) => people().doc(id))) : [];
    const made: StaffSalarySlip[] = [];
    missing.forEach((employeeId, i) => {
      const person = persons[i]!.exists ? (persons[i]!.data() as StaffPerson) : null;
      const lines = slipLines(byEmployee.get(employeeId)!);
      const name = person ? personName(person) : byEmployee.get(employeeId)![0]!.employee!.name;
      const slip = newSalarySlip(period, { id: employeeId, name }, lines, randomBytes(32).toString('base64url'), now);
      tx.create(salarySlips().doc(slip.id), stored(slip));
      const t = SLIP_TEXTS[person?.language ?? STAFF_DEFAULT_LANGUAGE];
      const range = `${formatAgencyDate(period.periodStart)}\u2060–\u2060${formatAgencyDate(period.periodEnd)}`;
      const messageRef = messages().doc();
      const message = staffMessage.parse({
        id: messageRef.id,
        employeeId,
        type: 'other',
        form: 'desk',
        subject: t.messageSubject,
        body: t.messageBody(range, formatAgencyDate(period.paymentDate)),
        sentAt: now,
        openedAt: null,
        senderName: actor.name,
      });
      tx.set(messageRef, stored(message));
      made.push(slip);
    });
    const next = { ...period, state: 'run' as const, runAt: now, updatedAt: now, slips: period.slips + made.length };
    tx.update(ref, { state: next.state, runAt: now, updatedAt: now, slips: next.slips });
    audit(tx, actor, now, {
      action: 'runPayPeriod',
      periodIds: [period.id],
      reportingDeadline: null,
      paymentDate: null,
      slipsMade: made.length,
    });
    return { period: next, made: made.length, existing: employeeIds.length - missing.length };
  });
  log.info('pay period run', { periodId: body.periodId, made: result.made, by: actor.uid });
  return { ...result, period: toDeskPayPeriodView(result.period) };
};
