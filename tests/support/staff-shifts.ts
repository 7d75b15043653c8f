import { z } from 'zod';
import {
  staffCalendarEvent,
  staffCollections,
  staffShift,
  staffShiftSuggestion,
  validationErrorMap,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type StaffPerson,
  type StaffShiftInput,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { adminDb } from './admin';
import { createTestUser, signIn, type TestUser } from './auth';
import { testStaffPerson } from './staff-people';

/**
 * Fixtures of the employee's shift routes: people with real accounts and staff records, shifts,
 * suggestions and calendar entries written with the Admin SDK, and calls to the Staff API app
 * in-process (the Functions emulator adds nothing to a read; one test per file goes through it).
 */

// As the function's entry point does (functions/src/index.ts).
z.config({ customError: validationErrorMap });

const app = createStaffApi();

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

/** GET `path` as `who` through the app in-process; the parsed JSON (or the plain text) beside the status. */
export const get = (path: string, who: Caller | null) => send('GET', path, who);

/** `method` `path` as `who` with a JSON `body`, through the app in-process, answered as `get` does. */
export async function send(
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  who: Caller | null,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = who
    ? { Authorization: `Bearer ${who.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE }
    : {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await app.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  // A 401 answers plain text ('Unauthorized', spec section 4); everything else JSON.
  return {
    status: res.status,
    body: res.headers.get('content-type')?.startsWith('application/json') ? (JSON.parse(text) as unknown) : text,
  };
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
