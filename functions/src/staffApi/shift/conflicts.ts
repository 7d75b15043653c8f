import type { Transaction } from 'firebase-admin/firestore';
import type { Context } from 'hono';
import { bookingConflict, conflictWindow, type BookingConflict, type EmployeeTime, type ShiftCandidate } from '@vuoro/domain';
import type { ApiEnv } from '../../lib/api/guard';
import { rerunWhileContended } from '../../lib/contention';
import { employeeStartingIn, parseCalendarEvent, parseShift } from './store';

/**
 * A shift taken or recorded against the employee's own time (the rule: `bookingConflict` in
 * domain/src/staff/shifts/writes.ts). The employee's shifts and entries are read inside the
 * change's own transaction, so two changes at once cannot both pass: the one that commits second
 * has read a range the first wrote into, and reruns to find the conflict.
 */

/** A conflict found in a transaction: the handler answers it as a 409 with its details. */
class ConflictFailure extends Error {
  constructor(readonly answer: BookingConflict) {
    super(answer.error);
    this.name = 'ConflictFailure';
  }
}

/** The employee's shifts and calendar entries that could meet `spans`, read in `tx`: two queries on their staff id + `start` (the desk's Assign reads them too). */
export async function employeeTimeIn(
  tx: Transaction,
  employeeId: string,
  spans: readonly ShiftCandidate[],
): Promise<EmployeeTime> {
  const window = conflictWindow(spans);
  const [theirShifts, theirEvents] = await Promise.all([
    tx.get(employeeStartingIn('shifts', employeeId, window.shiftsFrom, window.to)),
    tx.get(employeeStartingIn('calendarEvents', employeeId, window.eventsFrom, window.to)),
  ]);
  return { shifts: theirShifts.docs.map(parseShift), events: theirEvents.docs.map(parseCalendarEvent) };
}

/**
 * Reads the employee's time in the transaction (one read for the whole batch) and refuses the
 * first of `candidates` that meets it or an earlier candidate. Call it before the transaction's writes.
 */
export async function refuseConflictsIn(
  tx: Transaction,
  employeeId: string,
  candidates: readonly ShiftCandidate[],
  how: { now: Date; record?: boolean },
): Promise<void> {
  if (candidates.length === 0) return;
  const conflict = bookingConflict(candidates, await employeeTimeIn(tx, employeeId, candidates), how);
  if (conflict) throw new ConflictFailure(conflict);
}

/**
 * Runs a change; a conflict found in it is answered 409 `{error: 'shiftConflict', conflict}` or
 * `{error: 'dayNotAvailable', day}` (the route contracts' `bookingConflictAnswer`), everything else
 * as it was thrown. A change that lost its transaction to contention runs again
 * (`rerunWhileContended`), so the second of two bookings of one open shift reads it taken.
 */
export async function answeringConflicts<T>(c: Context<ApiEnv>, change: () => Promise<T>): Promise<T | Response> {
  try {
    return await rerunWhileContended(change);
  } catch (error) {
    if (error instanceof ConflictFailure) return c.json(error.answer, 409);
    throw error;
  }
}
