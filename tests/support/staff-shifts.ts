import { type z } from 'zod';
import {
  staffCalendarEvent,
  staffCollections,
  staffShift,
  staffShiftSuggestion,
  type StaffPerson,
  type StaffShiftInput,
} from '@vuoro/domain';
import { adminDb } from './admin';
import { createTestUser, signIn, type TestUser } from './auth';
import { testStaffPerson } from './staff-people';

/**
 * Fixtures of the employee's shift routes: people with real accounts and staff records, shifts,
 * suggestions and calendar entries written with the Admin SDK. Routes are called by contract
 * with `callRoute` (./call-route.ts), in-process.
 */

export interface Caller {
  user: TestUser;
  idToken: string;
  staffId: string | null;
}

/** An account with `claims`; `staffId` links a staff record with employee status (or `employee: false`). */
export async function caller(
  prefix: string,
  claims: Record<string, unknown>,
  staff?: { id: string; employee?: boolean },
): Promise<Caller> {
  const user = await createTestUser({ prefix, claims });
  if (staff) await putPerson(staff.id, { firebaseUid: user.uid, email: user.email, employee: staff.employee ?? true });
  return { user, idToken: (await signIn(user.email, user.password)).idToken, staffId: staff?.id ?? null };
}

export async function putPerson(id: string, over: Partial<StaffPerson>) {
  const p = testStaffPerson({ lastName: id, ...over });
  await adminDb.collection(staffCollections.people).doc(id).set(p);
}

const write = async (collection: string, schema: z.ZodType, doc: { id: string }) => {
  const { id, ...data } = schema.parse(doc) as { id: string };
  await adminDb.collection(collection).doc(id).set(data);
};

/** A shift from `start` to `end` (UTC instants), at the kitchen as a cook unless said. */
export function shiftDoc(id: string, employeeId: string | null, start: string, end: string, over: Partial<StaffShiftInput> = {}) {
  return {
    id,
    date: start,
    start,
    end,
    placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
    professionTitle: { id: 'pt-cook', name: 'Kokki' },
    customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
    lunchBreak: 30,
    employee: employeeId ? { id: employeeId, name: employeeId } : null,
    state: employeeId ? 'filled' : 'inProcessing',
    ...over,
  } satisfies StaffShiftInput;
}

export const putShift = (...args: Parameters<typeof shiftDoc>) => write(staffCollections.shifts, staffShift, shiftDoc(...args));

export const putSuggestion = (doc: z.input<typeof staffShiftSuggestion>) =>
  write(staffCollections.shiftSuggestions, staffShiftSuggestion, doc);

export const putCalendarEvent = (doc: z.input<typeof staffCalendarEvent>) =>
  write(staffCollections.calendarEvents, staffCalendarEvent, doc);

/** `days` from now, as an ISO instant (a whole hour, so times read cleanly). */
export function fromNow(days: number, hours = 0): string {
  const d = new Date(Date.now() + days * 86_400_000 + hours * 3_600_000);
  d.setUTCMinutes(0, 0, 0);
  return d.toISOString();
}
