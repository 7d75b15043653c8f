import type { Context } from 'hono';
import type { Transaction } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  agencyDay,
  agencyDayStart,
  approveRecordedShift,
  assignShift,
  canSuggestOrder,
  CUSTOMER_SHIFTS_DAYS_AHEAD,
  CUSTOMER_SHIFTS_DAYS_BACK,
  CUSTOMER_SHIFTS_MAX_DAYS,
  endpointKey,
  appendHistory,
  historyStep,
  isSuitable,
  processOrder,
  settleCancellation,
  staffCollections,
  staffDeskAuditRecord,
  staffPool,
  validationMessages as m,
  type CustomerShiftState,
  type DeskShiftView,
  type StaffShift,
  type StateResult,
  type getDeskShifts,
  type getDeskSuitableEmployees,
  type putDeskApproveRecorded,
  type putDeskAssign,
  type putDeskProcess,
  type putDeskSettleCancellation,
  type putDeskSuggest,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { db } from '../../lib/admin';
import { lostToContention } from '../../lib/contention';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';
import { people } from '../../identity/staff-people';
import { employeeTimeIn } from '../shift/conflicts';
import { parseShift, READ_LIMIT, shifts, suggestions } from '../shift/store';
import { customerShiftsStartingIn, customerViews, pools } from '../customer-shift/store';
import { planFirstRound, suitableEmployees, writeSuggestions } from '../customer-shift/suggest';

/**
 * The agency desk (domain/src/staff/shifts/README.md, "The agency desk"; the rules in
 * domain/src/staff/shifts/desk.ts). An admin with a second factor (access `recruiter`) sees every
 * customer's shifts and moves them. Each change reads and writes in one transaction: the shift's
 * state is checked there, a history step by the agency is appended, `updatedAt` set, and a
 * `staffDeskAudit` record written with it, so a change is never without its record.
 */

const conflict = (key: string) => new ApiFailure(409, key);
const orConflict = <T>(result: StateResult<T>): T => {
  if (!result.ok) throw conflict(result.error);
  return result.value;
};

/** Only the fields given: the Admin SDK refuses `undefined`. */
const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/** The admin at the desk: the history shows their name (or email), the audit their uid and email. */
export function deskActor(c: Context<ApiEnv>) {
  const token = caller(c);
  const email = typeof token.email === 'string' ? token.email : null;
  const name = typeof token.name === 'string' && token.name.trim() ? token.name.trim() : email;
  return { uid: token.uid, email, name, route: endpointKey(c.get('endpoint')) };
}
export type DeskActor = ReturnType<typeof deskActor>;

/** Any customer's shift by id (the desk sees them all), read in `tx`; else 404 `shiftNotFound`. */
async function deskShift(shiftId: string, tx?: Transaction) {
  const ref = shifts().doc(shiftId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiFailure(404, 'shiftNotFound');
  return { ref, shift: parseShift(snap) };
}

/** What a desk change does to a shift: the state it moves to, the fields beside it, the history's note and the audit's. */
interface DeskChange {
  state: CustomerShiftState;
  patch?: Partial<StaffShift>;
  note?: string | null;
  auditNote?: string | null;
}

/**
 * Runs one desk change in a transaction: reads the shift, lets `change` check it (and read more:
 * every read before the first write) and write what else it needs, then writes the shift with a
 * history step, `updatedAt` and the audit record. Answers the shift as it now is.
 */
async function changeOnDesk(
  actor: DeskActor,
  shiftId: string,
  change: (tx: Transaction, shift: StaffShift, now: Date) => Promise<DeskChange> | DeskChange,
): Promise<StaffShift> {
  return contended(
    db().runTransaction(async (tx) => {
      const now = new Date();
      const { ref, shift } = await deskShift(shiftId, tx);
      const { state, patch = {}, note = null, auditNote = note } = await change(tx, shift, now);
      const history = appendHistory(shift, historyStep(state, now, { kind: 'agency', name: actor.name }, note));
      const written = { ...patch, state, history, updatedAt: now };
      tx.update(ref, defined(written));
      const audit = staffDeskAuditRecord.parse({
        actorUid: actor.uid,
        actorEmail: actor.email,
        route: actor.route,
        shiftId,
        from: shift.state,
        to: state,
        note: auditNote,
        at: now,
      });
      tx.set(db().collection(staffCollections.deskAudit).doc(), audit);
      return { ...shift, ...written };
    }),
  );
}

/**
 * A desk change that kept losing to another change of the same shift (or the same employee's
 * time) is answered 409 `shiftChangedMeanwhile`, as for a customer's stale edit: someone else
 * changed it at the same moment, nothing of this call was written, and the desk opens it again.
 * Without this the Admin SDK's last ABORTED became a 500.
 */
async function contended<T>(transaction: Promise<T>): Promise<T> {
  try {
    return await transaction;
  } catch (error) {
    if (lostToContention(error)) throw conflict(m.shiftChangedMeanwhile);
    throw error;
  }
}

/**
 * How many employees each shift was suggested to (any answer): the suggestions naming them, read
 * 30 shifts at a time (`array-contains-any` takes 30).
 */
async function suggestedCounts(shiftIds: readonly string[]): Promise<Map<string, number>> {
  const who = new Map<string, Set<string>>(shiftIds.map((id) => [id, new Set()]));
  const chunks: string[][] = [];
  for (let i = 0; i < shiftIds.length; i += 30) chunks.push(shiftIds.slice(i, i + 30));
  const snaps = await Promise.all(chunks.map((ids) => suggestions().where('shiftIds', 'array-contains-any', ids).get()));
  for (const d of snaps.flatMap((s) => s.docs)) {
    for (const id of d.get('shiftIds') as string[]) who.get(id)?.add(String(d.get('employeeId')));
  }
  return new Map([...who].map(([id, employees]) => [id, employees.size]));
}

/** The desk's views of shifts: the customer's view without the customer's permissions, and `suggestedTo`. */
async function deskViews(list: readonly StaffShift[], now: Date): Promise<DeskShiftView[]> {
  const [views, counts] = await Promise.all([
    customerViews(list, { canEditShifts: false }, now),
    suggestedCounts(list.map((s) => s.id)),
  ]);
  return views.map((v) => ({ ...v, suggestedTo: counts.get(v.id) ?? 0 }));
}

const deskView = async (shift: StaffShift, now = new Date()) => ({ shift: (await deskViews([shift], now))[0]! });

/**
 * GET /v1/Desk/Shifts?from&until&customerId&state: every customer's shifts starting in the
 * Helsinki days from..until (default a week back to four weeks ahead, at most a quarter), by
 * start; one customer's through its index, a state filtered on that read.
 */
export const deskShifts: Handler<typeof getDeskShifts> = async ({ query }) => {
  const now = new Date();
  const from = query.from ?? agencyDay(addAgencyDays(now, -CUSTOMER_SHIFTS_DAYS_BACK));
  const until = query.until ?? agencyDay(addAgencyDays(now, CUSTOMER_SHIFTS_DAYS_AHEAD));
  const start = agencyDayStart(from)!;
  const end = addAgencyDays(agencyDayStart(until)!, 1);
  if (end > addAgencyDays(start, CUSTOMER_SHIFTS_MAX_DAYS)) throw fieldFailure('until', m.numberOutOfRange);
  const read = query.customerId
    ? customerShiftsStartingIn([query.customerId], start, end)
    : shifts().where('start', '>=', start).where('start', '<', end).orderBy('start').limit(READ_LIMIT);
  const list = (await read.get()).docs.map(parseShift).filter((s) => !query.state || s.state === query.state);
  return { from, until, shifts: await deskViews(list, now) };
};

/**
 * GET /v1/Desk/Shifts/SuitableEmployees?shiftId: the employees suitable for the shift now (the
 * customer's EmployeesToSuggest rule), each marked when in a pool of its place of work.
 */
export const deskSuitableEmployees: Handler<typeof getDeskSuitableEmployees> = async ({ query }) => {
  const { shift } = await deskShift(query.shiftId);
  const [employees, poolSnap] = await Promise.all([
    suitableEmployees(shift, new Date()),
    pools().where('customerId', '==', shift.customer.id).get(),
  ]);
  const inPools = new Set(
    poolSnap.docs
      .map((d) => staffPool.parse({ id: d.id, ...d.data() }))
      .filter((p) => p.placeOfWorkId === shift.placeOfWork.id)
      .flatMap((p) => p.employeeIds),
  );
  return { employees: employees.map((e) => ({ ...e, inPool: inPools.has(e.id) })) };
};

/** PUT /v1/Desk/Shifts/Process: the desk takes an order into processing. */
export const deskProcess: Handler<typeof putDeskProcess> = async ({ body }, c) =>
  deskView(await changeOnDesk(deskActor(c), body.shiftId, (_tx, shift) => ({ state: orConflict(processOrder(shift)) })));

/**
 * PUT /v1/Desk/Shifts/Assign: fills the shift with the employee. In the transaction: the shift
 * still free (409 `shiftAlreadyTaken`), the employee's staff record (404 `employeeNotFound`), and
 * their suitability against their own shifts and not-available entries as they are now (409
 * `employeeNotSuitable`), so an assignment racing a booking or another assignment cannot double-book.
 */
export const deskAssign: Handler<typeof putDeskAssign> = async ({ body }, c) =>
  deskView(
    await changeOnDesk(deskActor(c), body.shiftId, async (tx, shift, now) => {
      const state = orConflict(assignShift(shift, now));
      const record = await tx.get(people().doc(body.employeeId));
      const person = record.data();
      if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
      const time = await employeeTimeIn(tx, body.employeeId, [shift]);
      if (!isSuitable(person, shift, time, now)) throw conflict(m.employeeNotSuitable);
      const name = `${person.firstName} ${person.lastName}`;
      return { state, patch: { employee: { id: body.employeeId, name }, open: false }, note: name };
    }),
  );

/**
 * PUT /v1/Desk/Shifts/Suggest: offers an unfilled shift to the target's first round (the
 * customer's targets, `planFirstRound` with the shift's customer): a suggestion to each, the
 * target and round on the shift, and for pool first the time it opens to all. The plan is read
 * before the transaction (an offer is only an offer); the shift is checked again inside it.
 */
export const deskSuggest: Handler<typeof putDeskSuggest> = async ({ body }, c) => {
  const actor = deskActor(c);
  const { shift: before } = await deskShift(body.shiftId);
  orConflict(canSuggestOrder(before, new Date()));
  const plan = await planFirstRound(body.target, before, [before.customer.id], new Date());
  const changed = await changeOnDesk(actor, body.shiftId, (tx, shift, now) => {
    orConflict(canSuggestOrder(shift, now));
    writeSuggestions(tx, shift, plan.employees, now);
    return {
      state: shift.state,
      patch: { suggestionTarget: body.target, suggestionRound: plan.round, openToAllAt: plan.openToAllAt },
      auditNote: `${body.target.target}: ${plan.employees.length}`,
    };
  });
  return { ...(await deskView(changed)), suggestedTo: plan.employees.length };
};

/** PUT /v1/Desk/Shifts/SettleCancellation: a cancellation request becomes cancelled, billed or not charged. */
export const deskSettleCancellation: Handler<typeof putDeskSettleCancellation> = async ({ body }, c) =>
  deskView(
    await changeOnDesk(deskActor(c), body.shiftId, (_tx, shift) => ({
      state: orConflict(settleCancellation(shift, body.outcome)),
    })),
  );

/** PUT /v1/Desk/Shifts/ApproveRecorded: a shift recorded as worked (by the employee or the customer) becomes filled. */
export const deskApproveRecorded: Handler<typeof putDeskApproveRecorded> = async ({ body }, c) =>
  deskView(await changeOnDesk(deskActor(c), body.shiftId, (_tx, shift) => ({ state: orConflict(approveRecordedShift(shift)) })));
