import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import {
  answerTimeChange,
  appendHistory,
  historyStep,
  cancelOwnShift,
  canEditReportedShift,
  canReportShiftAt,
  infoReadPatch,
  isLateReport,
  reportedShiftFields,
  reportedShiftTimes,
  staffShift,
  takeShift,
  transitionSuggestion,
  type EmployeeShiftView,
  type ReportedShiftBody,
  type StaffShift,
  type StaffShiftSuggestion,
  type SuggestionKind,
  type deleteSuggestedBundleShift,
  type deleteSuggestedShift,
  type putAcceptBundledShifts,
  type putAcceptShiftTimeChanges,
  type putAddMultipleEmployeeShifts,
  type putBookSuggestedShift,
  type putCancelEmployeeShift,
  type putMarkInfoAsRead,
  type putRejectShiftTimeChanges,
  type putUpdateEmployeeShift,
  type StateResult,
} from '@vuoro/domain';
import type { Handler } from '../../lib/api/app';
import { db } from '../../lib/admin';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import {
  callerEmployee,
  callerEmployeeId,
  employeeView,
  employeeViews,
  ownShift,
  parseShift,
  parseSuggestion,
  shifts,
  suggestions,
} from './store';
import { shiftChoices } from './lists';
import { answeringConflicts, refuseConflictsIn } from './conflicts';
import { storedPeriodsCovering } from '../pay/store';

/**
 * The employee's changes to their shifts and to the offers made to them. Every change reads and
 * writes in one Firestore transaction, so two answers at once cannot both pass a state check
 * (two employees booking one open shift: the second transaction reruns and finds it taken). The
 * state rules are the domain's (domain/src/staff/shifts/writes.ts, domain/src/states/shift.ts);
 * a wrong state answers 409 with the rule's `validation:` key. Taking or recording a shift also
 * reads the caller's own shifts and not-available entries in the same transaction and refuses one
 * that meets them (409 `shiftConflict` / `dayNotAvailable`, ./conflicts.ts), so two bookings of
 * overlapping shifts at once cannot both pass either.
 */

/** Only the fields given: the Admin SDK refuses `undefined`. */
export const defined = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const conflict = (key: string) => new ApiFailure(409, key);
const notFound = () => new ApiFailure(404, 'shiftNotFound');
const orConflict = <T>(result: StateResult<T>): T => {
  if (!result.ok) throw conflict(result.error);
  return result.value;
};

/** Reads the caller's shift, applies `change` (a patch or null for none) and answers the shift as it now is. */
async function changeOwnShift(
  employeeId: string,
  shiftId: string,
  change: (shift: StaffShift) => Partial<StaffShift> | null,
): Promise<{ shift: EmployeeShiftView }> {
  const changed = await db().runTransaction(async (tx) => {
    const { ref, shift } = await ownShift(employeeId, shiftId, tx);
    const patch = change(shift);
    if (!patch) return shift;
    tx.update(ref, defined(patch));
    return { ...shift, ...patch };
  });
  return { shift: await employeeView(changed) };
}

/** PUT /v1/Shift/Employee/Shift/MarkInfoAsRead?shiftId: the info to the employee is read (first time only). */
export const markInfoAsRead: Handler<typeof putMarkInfoAsRead> = async ({ query }, c) =>
  changeOwnShift(await callerEmployeeId(c), query.shiftId, (s) => infoReadPatch(s, new Date()));

/** PUT /v1/Shift/Employee/Shift/AcceptShiftTimeChanges?shiftId: pending → accepted, the new times stay. */
export const acceptShiftTimeChanges: Handler<typeof putAcceptShiftTimeChanges> = async ({ query }, c) =>
  changeOwnShift(await callerEmployeeId(c), query.shiftId, (s) => ({
    ...orConflict(answerTimeChange(s, 'accept')),
    updatedAt: new Date(),
  }));

/** PUT /v1/Shift/Employee/Shift/RejectShiftTimeChanges?shiftId: pending → rejected, the original times come back. */
export const rejectShiftTimeChanges: Handler<typeof putRejectShiftTimeChanges> = async ({ query }, c) =>
  changeOwnShift(await callerEmployeeId(c), query.shiftId, (s) => ({
    ...orConflict(answerTimeChange(s, 'reject')),
    updatedAt: new Date(),
  }));

/** PUT /v1/Shift/Employee/Shift/Cancel?shiftId: the caller's own recorded shift, while unprocessed. */
export const cancelEmployeeShift: Handler<typeof putCancelEmployeeShift> = async ({ query }, c) => {
  const employee = await callerEmployee(c);
  return changeOwnShift(employee.id, query.shiftId, (s) => {
    const now = new Date();
    const state = orConflict(cancelOwnShift(s));
    return {
      state,
      history: appendHistory(s, historyStep(state, now, { kind: 'employee', name: employee.name })),
      updatedAt: now,
    };
  });
};

// ── Book, Accept, reject ──────────────────────────────────────────────────────────────────

/** The caller's suggestion of `kind` read in the transaction; anything else is the same 404. */
async function ownSuggestionIn(
  tx: Transaction,
  employeeId: string,
  id: string,
  kind: SuggestionKind,
): Promise<{ ref: DocumentReference; suggestion: StaffShiftSuggestion } | null> {
  const ref = suggestions().doc(id);
  const snap = await tx.get(ref);
  if (!snap.exists) return null;
  const suggestion = parseSuggestion(snap);
  if (suggestion.employeeId !== employeeId || suggestion.kind !== kind) throw notFound();
  return { ref, suggestion };
}

/**
 * Takes every shift of `shiftIds` for the caller in the transaction, or none: 409
 * `shiftAlreadyTaken` when one is not free, `shiftConflict` / `dayNotAvailable` when one meets the
 * caller's own time or another of them.
 */
async function takeShiftsIn(
  tx: Transaction,
  shiftIds: readonly string[],
  employee: { id: string; name: string },
  how: 'booked' | 'accepted',
  now: Date,
  beforeWrites: () => void = () => undefined,
): Promise<StaffShift[]> {
  const refs = shiftIds.map((id) => shifts().doc(id));
  const snaps = await tx.getAll(...refs);
  if (snaps.some((s) => !s.exists)) throw conflict('validation:shiftAlreadyTaken');
  const taken = snaps.map((snap) => {
    const shift = parseShift(snap);
    const take = orConflict(takeShift(shift, employee, how, now));
    const step = historyStep(take.state, now, { kind: 'employee', name: employee.name });
    return { ref: snap.ref, shift, patch: { ...take, history: appendHistory(shift, step), updatedAt: now } };
  });
  await refuseConflictsIn(
    tx,
    employee.id,
    taken.map((t) => t.shift),
    { now },
  );
  beforeWrites();
  for (const t of taken) tx.update(t.ref, t.patch);
  return taken.map((t) => ({ ...t.shift, ...t.patch }));
}

/**
 * PUT /v1/Shift/Employee/SuggestedShifts/Book/{id}: `id` is a single suggestion to the caller
 * (booked with its shift) or an open shift (`open: true`), which the first to book takes.
 */
export const bookSuggestedShift: Handler<typeof putBookSuggestedShift> = async ({ params }, c) => {
  const employee = await callerEmployee(c);
  return answeringConflicts(c, async () => {
    const booked = await db().runTransaction(async (tx) => {
      const now = new Date();
      const own = await ownSuggestionIn(tx, employee.id, params.id, 'single');
      if (own) {
        const state = orConflict(transitionSuggestion('single', own.suggestion.state, 'booked'));
        return takeShiftsIn(tx, own.suggestion.shiftIds, employee, 'booked', now, () =>
          tx.update(own.ref, { state, answeredAt: now }),
        );
      }
      const snap = await tx.get(shifts().doc(params.id));
      if (!snap.exists || !parseShift(snap).open) throw notFound();
      return takeShiftsIn(tx, [params.id], employee, 'booked', now);
    });
    return { shifts: await employeeViews(booked) };
  });
};

/** PUT /v1/Shift/Employee/BundledShifts/Accept/{id}: every shift of the caller's bundle, or none. */
export const acceptBundledShifts: Handler<typeof putAcceptBundledShifts> = async ({ params }, c) => {
  const employee = await callerEmployee(c);
  return answeringConflicts(c, async () => {
    const accepted = await db().runTransaction(async (tx) => {
      const now = new Date();
      const own = await ownSuggestionIn(tx, employee.id, params.id, 'bundle');
      if (!own) throw notFound();
      const state = orConflict(transitionSuggestion('bundle', own.suggestion.state, 'accepted'));
      return takeShiftsIn(tx, own.suggestion.shiftIds, employee, 'accepted', now, () =>
        tx.update(own.ref, { state, answeredAt: now }),
      );
    });
    return { shifts: (await employeeViews(accepted)).sort((a, b) => a.start.localeCompare(b.start)) };
  });
};

/** Rejects the caller's suggestion of `kind`: suggested → rejected (calendar type 5). */
async function rejectOwnSuggestion(employeeId: string, id: string, kind: SuggestionKind): Promise<null> {
  await db().runTransaction(async (tx) => {
    const own = await ownSuggestionIn(tx, employeeId, id, kind);
    if (!own) throw notFound();
    const state = orConflict(transitionSuggestion(kind, own.suggestion.state, 'rejected'));
    tx.update(own.ref, { state, answeredAt: new Date() });
  });
  return null;
}

/** DELETE /v1/Shift/Employee/SuggestedShifts/{id}: rejects a single suggestion. */
export const rejectSuggestedShift: Handler<typeof deleteSuggestedShift> = async ({ params }, c) =>
  rejectOwnSuggestion(await callerEmployeeId(c), params.id, 'single');

/** DELETE /v1/Shift/Employee/SuggestedBundleShift/{id}: rejects a bundle. */
export const rejectSuggestedBundle: Handler<typeof deleteSuggestedBundleShift> = async ({ params }, c) =>
  rejectOwnSuggestion(await callerEmployeeId(c), params.id, 'bundle');

// ── Update, AddMultiple (MarkShift) ─────────────────────────────────────────────────────────

/**
 * The stored fields of a recorded shift: its place and title must be among the caller's
 * MarkShift choices (GET /v1/User/CreateShiftData, read once per request), and it must have
 * started (400 otherwise).
 */
function resolveReport(choices: Awaited<ReturnType<typeof shiftChoices>>, body: ReportedShiftBody, at: string, now: Date) {
  const place = choices.placesOfWork.find((p) => p.id === body.placeOfWork);
  const title = choices.professionTitles.find((t) => t.id === body.professionTitle);
  if (!place) throw fieldFailure(`${at}placeOfWork`, 'validation:invalidValue');
  if (!title) throw fieldFailure(`${at}professionTitle`, 'validation:invalidValue');
  if (!canReportShiftAt(reportedShiftTimes(body).start, now)) throw fieldFailure(`${at}date`, 'validation:invalidDate');
  return reportedShiftFields(body, {
    placeOfWork: { id: place.id, name: place.name },
    professionTitle: { id: title.id, name: title.name, names: title.names },
    customer: place.customer,
  });
}

/**
 * PUT /v1/Shift/Employee/Shift/AddMultiple: new shifts the caller worked, state new (for the
 * agency to process). One read of the choices for every entry, and one transaction that reads the
 * caller's time once and refuses the batch when an entry meets it or another entry.
 */
export const addMultipleEmployeeShifts: Handler<typeof putAddMultipleEmployeeShifts> = async ({ body }, c) => {
  const employee = await callerEmployee(c);
  const now = new Date();
  const choices = await shiftChoices(employee.id, now);
  const fields = body.shifts.map((shift, i) => resolveReport(choices, shift, `shifts.${i}.`, now));
  return answeringConflicts(c, async () => {
    const made = await db().runTransaction(async (tx) => {
      const planned = fields.map((f) => {
        const ref = shifts().doc();
        const history = [historyStep('new', now, { kind: 'employee', name: employee.name })];
        return {
          ref,
          shift: staffShift.parse({ id: ref.id, ...f, employee, state: 'new', open: false, history, updatedAt: now }),
        };
      });
      await refuseConflictsIn(
        tx,
        employee.id,
        planned.map((p) => p.shift),
        { now, record: true },
      );
      for (const { ref, shift } of planned) {
        const { id: _id, ...data } = shift;
        tx.set(ref, defined(data));
      }
      return planned.map((p) => p.shift);
    });
    const schedule = await storedPeriodsCovering(made.map((s) => s.start));
    return { shifts: await employeeViews(made), late: made.some((s) => isLateReport(s.start, now, schedule)) };
  });
};

/** PUT /v1/Shift/Employee/Shift/Update: the caller's recorded shift, while the agency has not processed it and it fits their time. */
export const updateEmployeeShift: Handler<typeof putUpdateEmployeeShift> = async ({ body }, c) => {
  const employeeId = await callerEmployeeId(c);
  const now = new Date();
  const fields = resolveReport(await shiftChoices(employeeId, now), body, '', now);
  return answeringConflicts(c, async () => {
    const changed = await db().runTransaction(async (tx) => {
      const { ref, shift } = await ownShift(employeeId, body.shiftId, tx);
      if (!canEditReportedShift(shift)) throw conflict('validation:shiftNotEditable');
      const next = { ...shift, ...fields, updatedAt: now };
      await refuseConflictsIn(tx, employeeId, [next], { now, record: true });
      tx.update(ref, defined({ ...fields, updatedAt: now }));
      return next;
    });
    const schedule = await storedPeriodsCovering([changed.start]);
    return { shifts: [await employeeView(changed)], late: isLateReport(changed.start, now, schedule) };
  });
};
