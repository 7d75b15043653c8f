import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  acceptCustomerShift as acceptRule,
  addAgencyDays,
  agencyDayStart,
  canGiveFeedback,
  canOrderShiftAt,
  cancelNotice,
  cancelShift,
  CUSTOMER_REPORTED_ENTRY,
  customerEditKind,
  customerNoticeHours,
  appendHistory,
  KNOWN_WORKER_DAYS,
  historyStep,
  orderedShiftTimes,
  reportedShiftTimes,
  staffCustomer,
  staffShift,
  staffShiftFeedback,
  validationMessages as m,
  WORKED_STATES,
  type CreateCustomerShiftsBody,
  type CustomerEntry,
  type CustomerShiftState,
  type StaffPlaceOfWork,
  type StaffShift,
  type StateResult,
  type UpdateCustomerShiftBody,
  type putAcceptAllUnAcceptedShifts,
  type putAcceptCustomerShift,
  type putCancelCustomerShift,
  type putCreateCustomerEntries,
  type putCreateCustomerShift,
  type putCreateCustomerShifts,
  type putCustomerShiftFeedback,
  type putUpdateCustomerShift,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { db } from '../../lib/admin';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import { defined } from '../shift/changes';
import { employeeShifts, parseShift, parseSuggestion, READ_LIMIT, shifts, suggestions } from '../shift/store';
import {
  callerCustomer,
  customerIdsOf,
  customers,
  customersById,
  customerShift,
  customerView,
  customerViews,
  placeOfCustomers,
  professionTitle,
  shiftFeedback,
  type CustomerCaller,
} from './store';
import { planFirstRound, writeSuggestions, type SuggestionPlan } from './suggest';

/**
 * The customer's changes to their shifts (domain/src/staff/shifts/README.md, "Customer shifts"):
 * ordering, recording worked shifts, editing, cancelling, accepting and feedback. Every change
 * reads and writes in one Firestore transaction (two changes at once cannot both pass a state
 * check: the second reruns and sees the first), goes through the domain's rule, appends its
 * history step and sets `updatedAt`; a wrong state answers 409 with the rule's `validation:` key.
 */

const conflict = (key: string) => new ApiFailure(409, key);
const orConflict = <T>(result: StateResult<T>): T => {
  if (!result.ok) throw conflict(result.error);
  return result.value;
};

/** The caller as a history step's actor and as the `orderedBy` / `acceptedBy` of a shift. */
const actor = (who: CustomerCaller) => ({ kind: 'customer' as const, name: who.name });
const ref = (who: CustomerCaller) => ({ id: who.id, name: who.name });

/** The shift's history with `state` appended by the caller. */
const withStep = (shift: Pick<StaffShift, 'history'>, state: CustomerShiftState, who: CustomerCaller, now: Date, note?: string) =>
  appendHistory(shift, historyStep(state, now, actor(who), note));

/**
 * Reads a shift of the caller's customers in a transaction, applies `change` (its patch, with
 * `updatedAt` set here) and answers the shift as it now is.
 */
async function changeCustomerShift(
  who: CustomerCaller,
  shiftId: string,
  change: (tx: Transaction, shift: StaffShift, now: Date) => Promise<Partial<StaffShift>>,
): Promise<{ shift: Awaited<ReturnType<typeof customerView>> }> {
  const changed = await db().runTransaction(async (tx) => {
    const now = new Date();
    const { ref: shiftRef, shift } = await customerShift(who.customerIds, shiftId, tx);
    const patch = { ...(await change(tx, shift, now)), updatedAt: now };
    tx.update(shiftRef, defined(patch));
    return { ...shift, ...patch };
  });
  return { shift: await customerView(changed, who, new Date()) };
}

// ── Accept, AcceptAllUnAcceptedShifts ─────────────────────────────────────────────────────────

/** What accepting writes on a worked shift (`acceptCustomerShift`: filled and ended). */
function acceptPatch(shift: StaffShift, who: CustomerCaller, now: Date): Partial<StaffShift> {
  const state = orConflict(acceptRule(shift, now));
  return { state, acceptedAt: now, acceptedBy: ref(who), history: withStep(shift, state, who, now) };
}

/** PUT /v1/Shift/Customer/Accept: a worked shift accepted for invoicing. */
export const acceptCustomerShift: Handler<typeof putAcceptCustomerShift> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  return changeCustomerShift(who, body.shiftId, async (_tx, shift, now) => acceptPatch(shift, who, now));
};

/** A transaction's writes are capped at 500: one call accepts at most this many shifts, the oldest first. */
export const ACCEPT_ALL_MAX = 500;
/** How far back AcceptAllUnAcceptedShifts looks for worked shifts still waiting. */
export const ACCEPT_ALL_DAYS_BACK = 366;

/**
 * PUT /v1/Shift/Customer/AcceptAllUnAcceptedShifts: every filled shift of the caller's customers
 * (one if asked, and one place if asked) that has ended, in one transaction. Read on the
 * `customer.id` + `state` + `start` index from a year back; at most `ACCEPT_ALL_MAX` (the oldest)
 * per call, so a larger backlog takes another call, and the answer's count says how many went.
 */
export const acceptAllUnAcceptedShifts: Handler<typeof putAcceptAllUnAcceptedShifts> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const customerIds = customerIdsOf(who, body.customerId);
  const accepted = await db().runTransaction(async (tx) => {
    const now = new Date();
    const snap = await tx.get(
      shifts()
        .where('customer.id', 'in', customerIds)
        .where('state', '==', 'filled')
        .where('start', '>=', addAgencyDays(now, -ACCEPT_ALL_DAYS_BACK))
        .where('start', '<', now)
        .orderBy('start')
        .limit(READ_LIMIT),
    );
    const waiting = snap.docs
      .map((d) => ({ ref: d.ref, shift: parseShift(d) }))
      .filter(({ shift }) => !body.placeOfWorkId || shift.placeOfWork.id === body.placeOfWorkId)
      .filter(({ shift }) => acceptRule(shift, now).ok)
      .slice(0, ACCEPT_ALL_MAX);
    return waiting.map(({ ref: shiftRef, shift }) => {
      const patch = { ...acceptPatch(shift, who, now), updatedAt: now };
      tx.update(shiftRef, patch);
      return { ...shift, ...patch };
    });
  });
  return { accepted: accepted.length, shifts: await customerViews(accepted, who, new Date()) };
};

// ── Cancel ────────────────────────────────────────────────────────────────────────────────────

/**
 * PUT /v1/Shift/Customer/Cancel: with a reason (400 on `reason` without one); inside the
 * customer's notice period only `confirmed` goes on (409 `cancellationConfirmationRequired` first,
 * the billing warning) and the cancellation is billable. Unfilled → cancelled; filled →
 * requestedForCancellation, for the agency to settle. A shift that has started is not cancelled.
 */
export const cancelCustomerShift: Handler<typeof putCancelCustomerShift> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  return changeCustomerShift(who, body.shiftId, async (tx, shift, now) => {
    if (shift.start <= now) throw conflict(m.shiftCannotBeCancelled);
    const customerSnap = await tx.get(customers().doc(shift.customer.id));
    const customer = customerSnap.exists ? staffCustomer.parse({ id: customerSnap.id, ...customerSnap.data() }) : null;
    const notice = cancelNotice(shift, customerNoticeHours(customer), now);
    const result = cancelShift(shift.state, {
      reason: body.reason,
      contractualConditionMet: notice.met,
      confirmed: body.confirmed,
    });
    if (!result.ok && result.error === m.cancellationReasonMissing) throw fieldFailure('reason', result.error);
    const cancellation = orConflict(result);
    return {
      state: cancellation.state,
      cancellationReason: cancellation.reason,
      cancellationBillable: cancellation.billable,
      history: withStep(shift, cancellation.state, who, now, cancellation.reason),
    };
  });
};

// ── Shift/Update ──────────────────────────────────────────────────────────────────────────────

const sameTime = (a: Date | null | undefined, b: Date | null | undefined) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * A filled shift's edit (`customerEditKind` 'time'): its times only as a change the employee
 * confirms (the agreed times kept in `originalStart/End`; going back to them withdraws a pending
 * change), its contact person and info directly. Its lunch break and worktime format change the
 * employee's pay: not editable.
 */
function timeChangePatch(shift: StaffShift, body: UpdateCustomerShiftBody, times: { start: Date; end: Date }) {
  if ((body.lunchBreak ?? 0) !== (shift.lunchBreak ?? 0) || (body.worktimeFormat ?? null) !== (shift.worktimeFormat ?? null)) {
    throw conflict(m.shiftNotEditable);
  }
  const pending = shift.timeChange === 'pendingConfirmation' && shift.originalStart && shift.originalEnd;
  const agreed = pending ? { start: shift.originalStart!, end: shift.originalEnd! } : { start: shift.start, end: shift.end };
  if (sameTime(times.start, agreed.start) && sameTime(times.end, agreed.end)) {
    return pending ? { start: agreed.start, end: agreed.end, originalStart: null, originalEnd: null, timeChange: null } : {};
  }
  if (sameTime(times.start, shift.start) && sameTime(times.end, shift.end)) return {};
  return {
    start: times.start,
    end: times.end,
    originalStart: agreed.start,
    originalEnd: agreed.end,
    timeChange: 'pendingConfirmation' as const,
  };
}

/**
 * An unfilled order's open single suggestions take its new times (read in the transaction), so
 * the employees' lists and their booking checks see the shift as it now is.
 */
async function moveOpenSuggestions(tx: Transaction, shiftId: string, times: { start: Date; end: Date }) {
  const snap = await tx.get(suggestions().where('shiftIds', 'array-contains', shiftId).limit(READ_LIMIT));
  for (const d of snap.docs) {
    const suggestion = parseSuggestion(d);
    if (suggestion.kind === 'single' && suggestion.state === 'suggested')
      tx.update(d.ref, { start: times.start, end: times.end });
  }
}

/**
 * PUT /v1/Shift/Customer/Shift/Update: on the version the form was loaded with (`updatedAt`; a
 * shift changed since is 409 `shiftChangedMeanwhile`, nothing written). An unfilled order before
 * its start changes outright, a filled one by `timeChangePatch`; anything else is 409
 * `shiftNotEditable`. The new times must be still to come (400 `orderInPast` on `day`).
 */
export const updateCustomerShift: Handler<typeof putUpdateCustomerShift> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const times = reportedShiftTimes({ date: body.day, start: body.start, end: body.end });
  return changeCustomerShift(who, body.shiftId, async (tx, shift, now) => {
    if (!sameTime(shift.updatedAt, body.updatedAt === null ? null : new Date(body.updatedAt))) {
      throw conflict(m.shiftChangedMeanwhile);
    }
    const kind = customerEditKind(shift, now);
    if (kind === 'none') throw conflict(m.shiftNotEditable);
    if (!canOrderShiftAt(times.start, now)) throw fieldFailure('day', m.orderInPast);
    const contactPerson = body.contactPerson || null;
    const infoToEmployee = body.infoToEmployee || null;
    const direct = {
      contactPerson,
      infoToEmployee,
      ...(infoToEmployee !== (shift.infoToEmployee ?? null) ? { infoReadAt: null } : {}),
    };
    let fields: Partial<StaffShift>;
    if (kind === 'all') {
      await moveOpenSuggestions(tx, shift.id, times);
      fields = {
        date: agencyDayStart(body.day)!,
        start: times.start,
        end: times.end,
        lunchBreak: body.lunchBreak,
        worktimeFormat: body.worktimeFormat || null,
        ...direct,
      };
    } else {
      fields = { ...timeChangePatch(shift, body, times), ...direct };
    }
    return { ...fields, history: withStep(shift, shift.state, who, now) };
  });
};

// ── Create, CreateMultiple ────────────────────────────────────────────────────────────────────

/**
 * One order (Create or CreateMultiple): the place among the caller's customers (404), the title
 * (404), every shift still to come (400 `orderInPast` on `field`), the first round of its target
 * planned per day before the transaction (it reads employees' time outside it: an offer is only
 * an offer), then the shifts and their suggestions written in one transaction.
 */
async function order(who: CustomerCaller, body: CreateCustomerShiftsBody, field: 'day' | 'days') {
  const now = new Date();
  const planned = orderedShiftTimes(body);
  if (planned.some((t) => !canOrderShiftAt(t.start, now))) throw fieldFailure(field, m.orderInPast);
  const place = await placeOfCustomers(who.customerIds, body.placeOfWorkId);
  const title = await professionTitle(body.professionTitleId);
  const customer = (await customersById([place.customerId])).get(place.customerId);
  if (!customer) throw new ApiFailure(404, 'placeOfWorkNotFound');
  const plans = new Map<string, SuggestionPlan>();
  for (const day of body.days) {
    const times = planned.find((t) => t.day === day)!;
    plans.set(day, await planFirstRound(body.target, { id: '', ...times, professionTitle: title }, who.customerIds, now));
  }
  const made = await db().runTransaction(async (tx) => {
    const orderId = shifts().doc().id;
    return planned.map((t) => {
      const plan = plans.get(t.day)!;
      const shiftRef: DocumentReference = shifts().doc();
      const shift = staffShift.parse({
        id: shiftRef.id,
        date: agencyDayStart(t.day),
        start: t.start,
        end: t.end,
        placeOfWork: { id: place.id, name: place.name },
        professionTitle: title,
        customer: { id: customer.id, name: customer.name },
        lunchBreak: body.lunchBreak,
        worktimeFormat: body.worktimeFormat ?? null,
        contactPerson: body.contactPerson || null,
        infoToEmployee: body.infoToEmployee || null,
        internal: body.internal,
        employee: null,
        state: 'new',
        open: false,
        orderId,
        orderedBy: ref(who),
        orderedAt: now,
        suggestionTarget: body.target,
        suggestionRound: plan.round,
        openToAllAt: plan.openToAllAt,
        history: [historyStep('new', now, actor(who))],
        updatedAt: now,
      });
      const { id: _id, ...data } = shift;
      tx.set(shiftRef, defined(data));
      writeSuggestions(tx, shift, plan.employees, now);
      return shift;
    });
  });
  return { shifts: await customerViews(made, who, new Date()) };
}

/** PUT /v1/Shift/Customer/Create: one shift on a Helsinki day, for `peopleCount` people. */
export const createCustomerShift: Handler<typeof putCreateCustomerShift> = async ({ body }, c) => {
  const { day, ...rest } = body;
  return order(await callerCustomer(c), { ...rest, days: [day] }, 'day');
};

/** PUT /v1/Shift/Customer/CreateMultiple: the same shift on each chosen day. */
export const createCustomerShifts: Handler<typeof putCreateCustomerShifts> = async ({ body }, c) =>
  order(await callerCustomer(c), body, 'days');

// ── CreateEntries ─────────────────────────────────────────────────────────────────────────────

/**
 * The agency employee `employeeId` as a worker the customer knows: one of their shifts for the
 * customer (worked, within `KNOWN_WORKER_DAYS`), read on the employee's own index; else null.
 */
async function knownWorker(employeeId: string, customerId: string, now: Date): Promise<{ id: string; name: string } | null> {
  const theirs = await employeeShifts(employeeId, addAgencyDays(now, -KNOWN_WORKER_DAYS), now);
  const worked = theirs.find((s) => s.customer.id === customerId && WORKED_STATES.includes(s.state) && s.employee);
  return worked?.employee ? { id: worked.employee.id, name: worked.employee.name } : null;
}

/**
 * PUT /v1/Shift/Customer/CreateEntries: shifts already worked (each started: 400
 * `entryNotWorkedYet` on its `day`), by a known agency employee (400 `workerNotKnown` on its
 * `employeeId`) or a named worker. Each is a new shift `customerReported`, for the agency to approve.
 */
export const createCustomerEntries: Handler<typeof putCreateCustomerEntries> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const now = new Date();
  const resolved: {
    entry: CustomerEntry;
    place: StaffPlaceOfWork;
    title: { id: string; name: string };
    times: { start: Date; end: Date };
    employee: { id: string; name: string } | null;
  }[] = [];
  for (const [i, entry] of body.entries.entries()) {
    const place = await placeOfCustomers(who.customerIds, entry.placeOfWorkId);
    const title = await professionTitle(entry.professionTitleId);
    const times = reportedShiftTimes({ date: entry.day, start: entry.start, end: entry.end });
    if (times.start > now) throw fieldFailure(`entries.${i}.day`, m.entryNotWorkedYet);
    const employee = entry.employeeId ? await knownWorker(entry.employeeId, place.customerId, now) : null;
    if (entry.employeeId && !employee) throw fieldFailure(`entries.${i}.employeeId`, m.workerNotKnown);
    resolved.push({ entry, place, title, times, employee });
  }
  const names = await customersById(resolved.map((r) => r.place.customerId));
  const made = await db().runTransaction(async (tx) =>
    resolved.map(({ entry, place, title, times, employee }) => {
      const shiftRef = shifts().doc();
      const shift = staffShift.parse({
        id: shiftRef.id,
        date: agencyDayStart(entry.day),
        ...times,
        placeOfWork: { id: place.id, name: place.name },
        professionTitle: title,
        customer: { id: place.customerId, name: names.get(place.customerId)?.name ?? place.name },
        lunchBreak: entry.lunchBreak,
        entryType: CUSTOMER_REPORTED_ENTRY,
        employee,
        workerName: employee ? null : entry.workerName,
        internal: entry.internal,
        notes: entry.notes ?? null,
        state: 'new',
        open: false,
        orderedBy: ref(who),
        orderedAt: now,
        history: [historyStep('new', now, actor(who))],
        updatedAt: now,
      });
      const { id: _id, ...data } = shift;
      tx.set(shiftRef, defined(data));
      return shift;
    }),
  );
  return { shifts: await customerViews(made, who, new Date()) };
};

// ── Shift/Feedback ────────────────────────────────────────────────────────────────────────────

/**
 * PUT /v1/Shift/Customer/Shift/Feedback: one per worked shift (`canGiveFeedback`), stored with
 * the shift's id so a second one is 409 `feedbackAlreadyGiven`: read and created in one
 * transaction, two at once cannot both pass. The worker is the shift's agency employee.
 */
export const customerShiftFeedback: Handler<typeof putCustomerShiftFeedback> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const created = await db().runTransaction(async (tx) => {
    const now = new Date();
    const { shift } = await customerShift(who.customerIds, body.shiftId, tx);
    orConflict(canGiveFeedback(shift, now));
    const feedbackRef = shiftFeedback().doc(shift.id);
    if ((await tx.get(feedbackRef)).exists) throw conflict(m.feedbackAlreadyGiven);
    const { id: _id, ...data } = staffShiftFeedback.parse({
      id: shift.id,
      shiftId: shift.id,
      customerId: shift.customer.id,
      placeOfWork: { id: shift.placeOfWork.id, name: shift.placeOfWork.name },
      shiftStart: shift.start,
      rating: body.rating,
      message: body.message,
      email: body.email || null,
      author: ref(who),
      employee: shift.employee ? { id: shift.employee.id, name: shift.employee.name } : null,
      created: now,
      anonymisedAt: null,
    });
    tx.create(feedbackRef, defined(data));
    return now;
  });
  return { shiftId: body.shiftId, created: created.toISOString() };
};
