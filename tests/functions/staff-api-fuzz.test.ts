import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { z } from 'zod';
import {
  accessCheck,
  apiError,
  rolesFromClaims,
  staffCollections,
  staffEndpoints,
  validationErrorMap,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
  type StaffPerson,
  type UserClaimsPatch,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { FIRESTORE, PROJECT_ID } from '../support/emulators';
// The emulator's configuration (functions/.env.demo-vuoro) in this process: the support form's mailboxes.
import '../support/call-route';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import type { Hints } from '../support/json-schema-arbitrary';
import {
  contractAccepts,
  isJson,
  isValidationKey,
  requestsFor,
  resolve,
  RunCounts,
  sendable,
  urlOf,
  type GeneratedRequest,
  type Placeholders,
} from '../support/staff-api-fuzz';
import { usernameAliasSecret } from '../../scripts/seed';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { DEFAULT_MAX_BODY_BYTES } from '../../functions/src/lib/api/app';
import { testStaffPerson } from '../support/staff-people';

/**
 * Robustness of every Staff API contract (issue 13, A8): generated requests, valid by the
 * contract's own schemas and invalid by one mutation, sent in-process to `createStaffApi()`
 * against the Firestore and Auth emulators by a caller the route's access lets in (now and then
 * by nobody). Properties: no 5xx ever (in tests the app also checks every answer against its
 * response schema, so a 200 that breaks its contract is a 500 here); invalid input is a 400
 * whose issues are `validation:` keys; a refused request writes nothing to the staff
 * collections or to the accounts involved. The route list comes from `staffEndpoints`, so a new
 * contract is fuzzed without editing this file. `npm run fuzz:api` runs the same properties
 * with FUZZ_API_RUNS (1 000+) and prints the counts per route.
 */
const RUNS = Number(process.env.FUZZ_API_RUNS ?? 25);
const fuzzing = process.env.FUZZ_API_RUNS !== undefined;

// As the function's entry point does (functions/src/index.ts), and its configuration in the emulator.
z.config({ customError: validationErrorMap });
process.env.USERNAME_ALIAS_SECRET ??= usernameAliasSecret();

const app = createStaffApi();
const counts = new RunCounts();
const PASSWORD = 'Testi-Salasana-1';

interface Caller {
  user: TestUser;
  idToken: string;
}

/** Callers tried in order for a route's access: the first whose roles pass it calls the route. */
const CALLERS: { name: string; claims: UserClaimsPatch; mfa: boolean }[] = [
  { name: 'employee', claims: { employee: true }, mfa: false },
  // A customer user who may also edit shifts (access `shiftEditor`), with a staff record naming the customer.
  { name: 'teamLead', claims: { customerIds: ['fuzz-customer'], teamLead: true, canEditShifts: true }, mfa: false },
  { name: 'staff', claims: { admin: true, my: true, userManager: true }, mfa: true },
];
const callerFor = (e: AnyEndpoint) => {
  const found = CALLERS.find((c) => accessCheck[e.access](rolesFromClaims(c.claims)));
  if (!found) throw new Error(`no fuzz caller passes access '${e.access}' of ${e.method} ${e.path}: add one to CALLERS`);
  return found;
};

const made: string[] = [];
let phone = 0;
async function makeCaller(spec: (typeof CALLERS)[number]): Promise<Caller> {
  const user = await createTestUser({
    prefix: `fuzz-${spec.name.toLowerCase()}`,
    password: PASSWORD,
    claims: spec.claims,
    ...(spec.mfa ? { mfaPhone: `+35840${String(2_000_000 + (phone += 1)).padStart(7, '0')}` } : {}),
  });
  made.push(user.uid);
  const session = spec.mfa ? await signInWithSecondFactor(user.email, user.password) : await signIn(user.email, user.password);
  return { user, idToken: session.idToken };
}

const shared = new Map<string, Caller>();
let target: TestUser;
const TARGET_USERNAME = 'fuzz.kohde';
const FIRST_TIME_EMAIL = 'fuzz.ensikertalainen@test.vuoro.fi';

const person = (p: Partial<StaffPerson>): StaffPerson => testStaffPerson({ firstName: 'Fuzz', lastName: 'Testi', ...p });

beforeAll(async () => {
  for (const spec of CALLERS) shared.set(spec.name, await makeCaller(spec));
  target = await createTestUser({ prefix: 'fuzz-target', password: PASSWORD, claims: { employee: true } });
  made.push(target.uid);
  const employee = shared.get('employee')!.user;
  const customerUser = shared.get('teamLead')!.user;
  const people = adminDb.collection(staffCollections.people);
  await Promise.all([
    people.doc('fuzz-employee').set(person({ email: employee.email, firebaseUid: employee.uid, lastName: 'Työntekijä' })),
    people.doc('fuzz-customer-user').set(
      person({
        email: customerUser.email,
        firebaseUid: customerUser.uid,
        lastName: 'Asiakas',
        employee: false,
        customerIds: ['fuzz-customer'],
        teamLead: true,
        canEditShifts: true,
      }),
    ),
    people.doc('fuzz-target').set(person({ username: TARGET_USERNAME, email: target.email, firebaseUid: target.uid })),
    people.doc('fuzz-first-time').set(person({ email: FIRST_TIME_EMAIL, lastName: 'Ensikertalainen' })),
  ]);
});

afterAll(async () => {
  for (let i = 0; i < made.length; i += 1000) await deleteTestUsers(made.slice(i, i + 1000));
  await Promise.all(
    ['fuzz-employee', 'fuzz-customer-user', 'fuzz-target', 'fuzz-first-time'].map((id) =>
      adminDb.collection(staffCollections.people).doc(id).delete(),
    ),
  );
  // The calendar entries the valid Add requests made.
  const entries = await adminDb.collection(staffCollections.calendarEvents).where('employeeId', '==', 'fuzz-employee').get();
  await Promise.all(entries.docs.map((d) => d.ref.delete()));
  // The support mails the valid SendEmail requests queued.
  const mails = await adminDb.collection(staffCollections.mail).where('kind', '==', 'support').get();
  await Promise.all(mails.docs.map((d) => d.ref.delete()));
  // The notices the valid desk Publish requests made, and the reads of them.
  // And the shared files and training materials of the valid desk Share and TrainingMaterials requests, with their bytes.
  for (const name of [
    staffCollections.notices,
    staffCollections.noticeReads,
    staffCollections.sharedFiles,
    staffCollections.trainingMaterials,
    staffCollections.fileChunks,
    // The contract templates, contracts and reads of the valid desk Templates requests (issue 25).
    staffCollections.contractTemplates,
    staffCollections.employmentContracts,
    staffCollections.contractReads,
    // The leave balances and certificate orders of the valid desk Balance and employee report requests.
    staffCollections.leaveBalances,
    staffCollections.certificateOrders,
    // The pay periods, slips, pool connections, vacancy likes and personal data of the valid pay, pool and My details requests.
    staffCollections.payPeriods,
    staffCollections.salarySlips,
    staffCollections.poolConnections,
    staffCollections.vacancyLikes,
    staffCollections.personalInfo,
    // The recruit orders of the valid SendRecruitOrder requests (issue 26).
    staffCollections.recruitOrders,
    // The contact emails of the valid My info saves (issue 26).
    staffCollections.customerContacts,
  ]) {
    const docs = await adminDb.collection(name).get();
    await Promise.all(docs.docs.map((d) => d.ref.delete()));
  }
  // Straight to stdout: `npm run fuzz:api` hides the logs of passing tests (thousands of audit lines).
  process.stdout.write(`\nstaff api fuzz: ${RUNS} runs per route\n${counts.table()}\n\n`);
});

/** The UTC instant `days` from now at `hour` o'clock UTC, as the wire carries it. */
function dayFromNow(days: number, hour: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
}

/** Field names worth real values now and then: the generator sends these placeholders, filled in per run. */
const hints: Hints = {
  email: fc.oneof(fc.emailAddress(), fc.constantFrom('$callerEmail', '$firstTimeEmail')),
  uid: fc.constantFrom('$callerUid', '$targetUid'),
  firebaseUID: fc.constantFrom('$callerUid', '$targetUid'),
  username: fc.constantFrom('$targetUsername', TARGET_USERNAME.toUpperCase()),
  OldPassword: fc.constant('$callerPassword'),
  NewPassword: fc.constantFrom('Uusi-Salasana-2', 'Ääkköset-Пароль-9'),
  continueUrl: fc.constantFrom('http://127.0.0.1:5005/verify', 'https://evil.example/verify'),
  // Helsinki days of a period (done shifts): real days now and then, one that does not exist.
  from: fc.constantFrom('2026-10-01', '2026-03-29', '2026-02-30'),
  until: fc.constantFrom('2026-10-31', '2026-11-23', '2027-12-31'),
  // Calendar entries take instants, MarkShift clock times: both now and then, most of them valid
  // (an entry from tomorrow or later, a recorded shift on a recent day), so the handlers run too.
  start: fc.constantFrom(dayFromNow(1, 6), dayFromNow(3, 8), dayFromNow(-3, 8), '7.00', '22:30'),
  end: fc.constantFrom(dayFromNow(1, 14), dayFromNow(4, 16), dayFromNow(40, 16), '15.30', '06:00'),
  date: fc.constantFrom(dayFromNow(-1, 12).slice(0, 10), dayFromNow(-40, 12).slice(0, 10), '2026-02-30'),
  lunchBreak: fc.constantFrom(0, 30),
  // A customer's Helsinki day (an order, suitable employees), and the fuzz customer user's own customer or another.
  day: fc.constantFrom(dayFromNow(2, 12).slice(0, 10), dayFromNow(-2, 12).slice(0, 10), '2026-02-30'),
  customerId: fc.constantFrom('fuzz-customer', 'fuzz-other-customer'),
  // A browser's push subscription (Activate, Deactivate): its key shapes, a push service's endpoint or one refused.
  endpoint: fc.constantFrom(
    'https://fcm.googleapis.com/fcm/send/fuzz',
    'https://attacker.example/push',
    'http://127.0.0.1:9/push/x',
  ),
  // A shared file or training material (Files/Share, TrainingMaterials): types shown inline, downloaded, refused; base64 or not.
  contentType: fc.constantFrom('application/pdf', 'text/plain; charset=utf-8', 'application/msword', 'text/html\r\nX: 1'),
  dataBase64: fc.constantFrom('JVBERi0xLjQK', 'SGVpIQ==', 'not base64!'),
  // Shared with everyone (an id of no employee answers 404 before anything is stored).
  everyone: fc.constant(true),
  p256dh: fc.constant(Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url')),
  auth: fc.constant(Buffer.alloc(16, 9).toString('base64url')),
  // Employment contracts (issue 25): an attachment id of the wire's shape or not, contract terms' days and cents.
  attachmentId: fc.constantFrom('fuzz-contract:a1', 'fuzz-contract:main', 'fuzz-contract'),
  startDate: fc.constantFrom('2027-01-01', '2026-02-30'),
  endDate: fc.constantFrom(null, '2027-06-30', '2026-12-31'),
  hourlyWage: fc.constantFrom(14.5, 14.555),
};

/**
 * The sign-in email and outgoing mail queues are worked off by triggers in the background: an
 * earlier accepted request's document changes while a later one is refused. A refusal must add
 * none, so for those collections the ids are compared, not the update times.
 */
const BACKGROUND_WORKED = new Set<string>([staffCollections.authEmailQueue, staffCollections.mail]);
/**
 * Written by triggers, not by a request: a message's mail and push (`message-<id>`, after an
 * accepted desk send) may land while a later request is refused, so they are left out.
 */
const TRIGGER_WRITTEN = (path: string) =>
  path.startsWith(`${staffCollections.mail}/message-`) || path.startsWith(`${staffCollections.pushLog}/message-`);

const STAFF_COLLECTIONS = new Set<string>(Object.values(staffCollections));
const DOCUMENT_NAME_PREFIX = `projects/${PROJECT_ID}/databases/(default)/documents/`;
const FIRESTORE_DOCUMENTS = `http://${FIRESTORE.host}:${FIRESTORE.port}/v1/${DOCUMENT_NAME_PREFIX.slice(0, -1)}`;

/**
 * What a request could change: every staff collection's documents, and the accounts involved.
 * One query for every document in the database (a kindless query over all descendants, as the
 * Admin SDK's recursiveDelete makes; its public API has no way to ask for it, so it goes to the
 * emulator's REST API as the Admin SDK does, with the emulator's owner token): paths and update
 * times only (`__name__` selected, so no field, file chunks' bytes among them, leaves the
 * server). Before, a listing of the collections and a query for each that held documents: about
 * 50 requests a snapshot, 25 runs of 176 routes; this file was 274 s of the last CI's 724 s
 * functions suite. At 5 runs per route, after a warm-up: 35.3 s before, 31.3 s after. The
 * top-level documents of the staff collections are compared, as before.
 */
async function snapshot(uids: string[]) {
  const res = await fetch(`${FIRESTORE_DOCUMENTS}:runQuery`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
    body: JSON.stringify({
      structuredQuery: { from: [{ allDescendants: true }], select: { fields: [{ fieldPath: '__name__' }] } },
    }),
  });
  if (!res.ok) throw new Error(`listing every document failed: ${res.status} ${await res.text()}`);
  const rows = z
    .array(z.object({ document: z.object({ name: z.string(), updateTime: z.string() }).optional() }))
    .parse(await res.json());
  const docs = rows
    .flatMap(({ document }) => {
      if (!document) return [];
      const path = document.name.slice(DOCUMENT_NAME_PREFIX.length);
      const [collection, id, ...below] = path.split('/');
      if (!collection || !id || below.length > 0 || !STAFF_COLLECTIONS.has(collection) || TRIGGER_WRITTEN(path)) return [];
      return [BACKGROUND_WORKED.has(collection) ? path : `${path}@${document.updateTime}`];
    })
    .sort();
  const { users } = await adminAuth.getUsers(uids.map((uid) => ({ uid })));
  const accounts = users
    .map((u) =>
      JSON.stringify([u.uid, u.email, u.emailVerified, u.disabled, u.passwordHash, u.customClaims ?? {}, u.tokensValidAfterTime]),
    )
    .sort();
  return { docs, accounts };
}
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

/**
 * The state the last run left, taken after its answer, for the accounts it named: the next run's
 * "before" when it names the same accounts, so a run reads the database once, not twice (the
 * suite's slowest file: ~50 queries a snapshot, 25 runs of 176 routes). Nothing writes between two
 * runs; a trigger of an accepted request that lands later could move a "before" taken at once
 * just as well. Forgotten when a run starts, so a failed run leaves no stale state behind.
 */
let lastState: { uids: string; state: Snapshot } | undefined;

describe('Staff API: generated requests to every contract', () => {
  for (const endpoint of staffEndpoints) {
    const route = `${endpoint.method} ${endpoint.path}`;
    const spec = callerFor(endpoint);
    // A sensitive route (password, email) changes its caller: a fresh one per run keeps the shared callers intact.
    const anonymous = fc.nat(9).map((n) => n === 0);

    // A body over the route's limit (12 MB for those carrying a file): one repeated character, so no run builds a long random string.
    const OVER_LIMIT = 'body: over the limit';
    const overLimit = (g: GeneratedRequest) => ({
      ...g,
      rawBody: `{"x":"${'A'.repeat(endpoint.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES)}"}`,
      kind: OVER_LIMIT,
    });
    const generated = requestsFor(endpoint, hints);
    const requests = endpoint.body ? fc.oneof({ arbitrary: generated, weight: 9 }, generated.map(overLimit)) : generated;

    test.prop([requests, anonymous], { numRuns: RUNS })(
      `${route}: no 5xx, invalid input is a 400 with validation keys, a refusal writes nothing`,
      async (generated, asNobody) => {
        const caller = endpoint.sensitive ? await makeCaller(spec) : shared.get(spec.name)!;
        const placeholders: Placeholders = {
          $callerUid: caller.user.uid,
          $callerEmail: caller.user.email,
          $callerPassword: caller.user.password,
          $targetUid: target.uid,
          $targetUsername: TARGET_USERNAME,
          $firstTimeEmail: FIRST_TIME_EMAIL,
        };
        const wire = resolve(generated, placeholders);
        fc.pre(sendable(endpoint, wire));
        const accepted = contractAccepts(endpoint, wire);
        const uids = [caller.user.uid, target.uid];
        const known = lastState?.uids === uids.join() ? lastState.state : undefined;
        lastState = undefined;
        const before = known ?? (await snapshot(uids));

        const headers: Record<string, string> = asNobody
          ? {}
          : { Authorization: `Bearer ${caller.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE };
        if (wire.body !== undefined) headers['Content-Type'] = 'application/json';
        const res = await app.request(urlOf(endpoint, wire), { method: endpoint.method, headers, body: wire.body });
        counts.add(route, accepted, res.status);

        expect(res.status, `${wire.kind}: ${res.status}`).toBeLessThan(500);
        if (asNobody && endpoint.access !== 'anyone') {
          expect(res.status).toBe(401);
        } else if (wire.kind === OVER_LIMIT) {
          expect(res.status, wire.kind).toBe(413);
        } else if (!accepted) {
          expect(res.status, wire.kind).toBe(400);
          const body = apiError.parse(await res.json());
          if (endpoint.body && !isJson(wire.body ?? '')) {
            expect(body.error).toBe('invalidJson');
          } else {
            expect(body.issues?.length, wire.kind).toBeGreaterThan(0);
            for (const issue of body.issues ?? []) expect(isValidationKey(issue.message), issue.message).toBe(true);
          }
        }
        const after = await snapshot(uids);
        if (res.status >= 400) expect(after, `${wire.kind}: ${res.status} wrote something`).toEqual(before);
        lastState = { uids: uids.join(), state: after };
      },
      RUNS * (fuzzing ? 1_000 : 2_000),
    );
  }
});
