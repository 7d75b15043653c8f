import { Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  conflictWindow,
  isSuitable,
  poolFirstOpensAt,
  startOfAgencyDay,
  suggestionRounds,
  type ShiftSuggestionTarget,
  type StaffShift,
  type SuggestionRound,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { employeeStartingIn, parseCalendarEvent, parseShift, suggestions } from '../shift/store';
import { poolOfCustomers } from './store';

/**
 * Who an order goes to (domain `isSuitable`, `shiftSuggestionTarget`, `suggestionRounds`): the
 * suitable employees, a pool's members, or the employees the customer chose, each offered the shift
 * as a single suggestion under their open shifts (the employee routes). The first to book fills it.
 */

export interface Employee {
  id: string;
  name: string;
}

/** The shape suitability needs of a shift. */
export type SuitabilityShift = Pick<StaffShift, 'id' | 'start' | 'end'> & { professionTitle: { id: string } };

/** Employees (staff records with employee status) with the profession title: one query on the record. */
async function employeesWithTitle(
  titleId: string,
): Promise<{ id: string; name: string; person: Parameters<typeof isSuitable>[0] }[]> {
  const snap = await people()
    .where('employee', '==', true)
    .where('professionTitleIds', 'array-contains', titleId)
    .limit(1000)
    .get();
  return snap.docs.map((d) => {
    const person = d.data();
    return { id: d.id, name: `${person.firstName} ${person.lastName}`, person };
  });
}

/**
 * An employee's shifts and not-available entries around the shift (two indexed queries on their id +
 * start). The entries are read to the end of the shift's last Helsinki day: `isSuitable` refuses an
 * entry anywhere on its days, also one starting after the shift has ended (an evening off).
 */
async function timeAround(employeeId: string, shift: SuitabilityShift) {
  const window = conflictWindow([shift]);
  const lastDayEnd = addAgencyDays(startOfAgencyDay(shift.end), 1);
  const [theirShifts, theirEvents] = await Promise.all([
    employeeStartingIn('shifts', employeeId, window.shiftsFrom, window.to).get(),
    employeeStartingIn('calendarEvents', employeeId, window.eventsFrom, lastDayEnd).get(),
  ]);
  return { shifts: theirShifts.docs.map(parseShift), events: theirEvents.docs.map(parseCalendarEvent) };
}

/**
 * The employees suitable for `shift` now, by name; `among` narrows to those ids (a pool, a choice).
 * Reads outside any transaction: an offer is only an offer, and booking checks the employee's time
 * again in its own transaction.
 */
export async function suitableEmployees(shift: SuitabilityShift, now: Date, among?: ReadonlySet<string>): Promise<Employee[]> {
  const candidates = (await employeesWithTitle(shift.professionTitle.id)).filter((e) => !among || among.has(e.id));
  const checked = await Promise.all(
    candidates.map(async (e) => (isSuitable(e.person, shift, await timeAround(e.id, shift), now) ? e : null)),
  );
  return checked
    .filter((e): e is NonNullable<typeof e> => e !== null)
    .map(({ id, name }) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/** Whether one employee is suitable for the shift (the desk's Assign). */
export async function isEmployeeSuitable(employeeId: string, shift: SuitabilityShift, now: Date): Promise<boolean> {
  return (await suitableEmployees(shift, now, new Set([employeeId]))).length === 1;
}

/** The first round of a target: who gets the offer now, and when a pool-first order opens to all. */
export interface SuggestionPlan {
  round: SuggestionRound;
  employees: Employee[];
  openToAllAt: Date | null;
}

/**
 * Plans the first round of `target` for a shift of the customers: the chosen employees (those of
 * them still suitable), the pool's suitable members, or all suitable employees; a pool-first order
 * starts with its pool and opens to all suitable at `poolFirstOpensAt`.
 */
export async function planFirstRound(
  target: ShiftSuggestionTarget,
  shift: SuitabilityShift,
  customerIds: readonly string[],
  now: Date,
): Promise<SuggestionPlan> {
  const first = suggestionRounds(target.target)[0]!;
  if (target.target === 'selectedEmployees') {
    return {
      round: 'selectedEmployees',
      employees: await suitableEmployees(shift, now, new Set(target.employeeIds)),
      openToAllAt: null,
    };
  }
  if (target.target === 'allSuitable')
    return { round: 'allSuitable', employees: await suitableEmployees(shift, now), openToAllAt: null };
  const pool = await poolOfCustomers(customerIds, target.poolId);
  return {
    round: first as SuggestionRound,
    employees: await suitableEmployees(shift, now, new Set(pool.employeeIds)),
    openToAllAt: target.target === 'poolFirstThenAllSuitable' ? poolFirstOpensAt(now, shift.start) : null,
  };
}

/**
 * Writes a single suggestion of `shift` to each employee, in the caller's batch or transaction.
 * The id is the shift's and the employee's, so suggesting again to the same employee (a second
 * round, a retried call) rewrites the same document instead of offering twice.
 */
export function writeSuggestions(
  writer: WriteBatch | Transaction,
  shift: Pick<StaffShift, 'id' | 'start' | 'end'>,
  employees: readonly Employee[],
  now: Date,
): void {
  for (const e of employees) {
    const ref = suggestions().doc(`${shift.id}_${e.id}`);
    const doc = {
      employeeId: e.id,
      kind: 'single',
      shiftIds: [shift.id],
      state: 'suggested',
      start: shift.start,
      end: shift.end,
      suggestedAt: now,
    };
    if (writer instanceof Transaction) writer.set(ref, doc);
    else writer.set(ref, doc);
  }
}

/** The ids of employees a shift has already been suggested to (any answer). */
export async function suggestedEmployeeIds(shiftId: string): Promise<Set<string>> {
  const snap = await suggestions().where('shiftIds', 'array-contains', shiftId).limit(1000).get();
  return new Set(snap.docs.map((d) => String(d.get('employeeId'))));
}
