import type { Context } from 'hono';
import type { DocumentReference, DocumentSnapshot, Query, Transaction } from 'firebase-admin/firestore';
import {
  staffCalendarEvent,
  staffCollections,
  staffPlaceOfWork,
  staffShift,
  staffShiftSuggestion,
  toEmployeeShiftView,
  type EmployeeShiftView,
  type StaffCalendarEvent,
  type StaffPlaceOfWork,
  type StaffShift,
  type StaffShiftSuggestion,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';

/**
 * Reads of the employee's shift data (collections and keys: domain/src/staff/shifts/README.md).
 * Every read is scoped to one employee by an equality on their staff id, so a route can only
 * ever return the caller's own documents.
 */

export const shifts = () => db().collection(staffCollections.shifts);
export const suggestions = () => db().collection(staffCollections.shiftSuggestions);
export const calendarEvents = () => db().collection(staffCollections.calendarEvents);
export const placesOfWork = () => db().collection(staffCollections.placesOfWork);

const withId = (d: DocumentSnapshot) => ({ id: d.id, ...d.data() });
export const parseShift = (d: DocumentSnapshot): StaffShift => staffShift.parse(withId(d));
export const parseSuggestion = (d: DocumentSnapshot): StaffShiftSuggestion => staffShiftSuggestion.parse(withId(d));
export const parseCalendarEvent = (d: DocumentSnapshot): StaffCalendarEvent => staffCalendarEvent.parse(withId(d));

/** The upper bound of one list read; an employee's year is a few hundred shifts. */
export const READ_LIMIT = 1000;

/**
 * The caller's employee id: the id of the staff record linked to their account, which must
 * have employee status (the claim may be older than the record). Never taken from the request.
 */
export async function callerEmployeeId(c: Context<ApiEnv>): Promise<string> {
  return (await callerEmployee(c)).id;
}

/** The caller's employee id and name, as a shift they take records them (`employee: {id, name}`). */
export async function callerEmployee(c: Context<ApiEnv>): Promise<{ id: string; name: string }> {
  const record = await findCaller(caller(c));
  if (!record?.person.employee) throw new ApiFailure(403, 'notAnEmployee');
  return { id: record.id, name: `${record.person.firstName} ${record.person.lastName}` };
}

/**
 * One employee's shifts (`employee.id`) or calendar entries (`employeeId`) starting in [from, to),
 * by start: the indexed query the screens and the booking checks read.
 */
export const employeeStartingIn = (kind: 'shifts' | 'calendarEvents', employeeId: string, from: Date, to: Date): Query =>
  (kind === 'shifts' ? shifts().where('employee.id', '==', employeeId) : calendarEvents().where('employeeId', '==', employeeId))
    .where('start', '>=', from)
    .where('start', '<', to)
    .orderBy('start')
    .limit(READ_LIMIT);

/** The employee's shifts starting in [from, to), by start. */
export async function employeeShifts(employeeId: string, from: Date, to: Date): Promise<StaffShift[]> {
  return (await employeeStartingIn('shifts', employeeId, from, to).get()).docs.map(parseShift);
}

/** The places of work of `shifts`, by id (one batched read; a place that is gone is left out). */
export async function placesOf(shifts: readonly Pick<StaffShift, 'placeOfWork'>[]): Promise<Map<string, StaffPlaceOfWork>> {
  const ids = [...new Set(shifts.map((s) => s.placeOfWork.id))];
  if (ids.length === 0) return new Map();
  const snaps = await db().getAll(...ids.map((id) => placesOfWork().doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, staffPlaceOfWork.parse({ id: s.id, ...s.data() })]));
}

/**
 * The employee's views of `shifts`, each with its place's address and phone (read once for all),
 * in the order given; `display` adds the Helsinki texts.
 */
export async function employeeViews(
  shifts: readonly StaffShift[],
  options: { display?: boolean } = {},
): Promise<EmployeeShiftView[]> {
  const places = await placesOf(shifts);
  return shifts.map((s) => toEmployeeShiftView(s, { ...options, place: places.get(s.placeOfWork.id) }));
}

/** One shift's employee view with its place's address and phone. */
export const employeeView = async (shift: StaffShift, options: { display?: boolean } = {}): Promise<EmployeeShiftView> =>
  (await employeeViews([shift], options))[0]!;

/** Shifts by id, in the order asked, leaving out those that are gone. */
export async function shiftsById(ids: readonly string[]): Promise<StaffShift[]> {
  if (ids.length === 0) return [];
  const snaps = await db().getAll(...ids.map((id) => shifts().doc(id)));
  return snaps.filter((s) => s.exists).map(parseShift);
}

/**
 * A shift of the caller's by id, with its reference: read in `tx` when a change follows (the
 * changes read and write in one transaction), else read once. A missing shift and another
 * employee's answer the same 404.
 */
export async function ownShift(
  employeeId: string,
  shiftId: string,
  tx?: Transaction,
): Promise<{ ref: DocumentReference; shift: StaffShift }> {
  const ref = shifts().doc(shiftId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const shift = snap.exists ? parseShift(snap) : null;
  if (!shift || shift.employee?.id !== employeeId) throw new ApiFailure(404, 'shiftNotFound');
  return { ref, shift };
}

/** Runs a query of documents parsed with `parse`. */
export async function read<T>(query: Query, parse: (d: DocumentSnapshot) => T): Promise<T[]> {
  return (await query.limit(READ_LIMIT).get()).docs.map(parse);
}
