/**
 * `npm run bench:api`: the Staff API under load, in-process (a benchmark, not a test).
 *
 * The Functions emulator runs one request at a time and is no load target (DESIGN.md), so this
 * serves the same app the `api` function serves (`staffRoutes` through `createApi`) with Node's
 * http server on 127.0.0.1, against the Firestore and Auth emulators, plus two routes that exist
 * only here: `GET /v1/System/Noop` (anyone, answers `{}`), the floor every route is compared to,
 * and `GET /v1/System/SignedInNoop`, the same behind the bearer check every signed-in route pays.
 * It seeds what the read routes read (a staff register of STAFF_PEOPLE records, a maintenance
 * notice, an employee and a userManager signed in with a second factor), then drives each read
 * route and the safe writes (PUT Language, POST AccessToken) with autocannon at 50 connections
 * for a few seconds each, and prints requests, p50/p95/p99, each route's p95 over the two no-ops'
 * and the statuses it got (the warm-up second's in brackets). Every row times its route's success
 * path: a row with any answer but 200/204 fails. The employee's claims already match its record,
 * so AccessToken changes nothing (a change of claims would be a write per call, not a read).
 * The targets (issue 21), as ratios of p95s in the same run: the signed-in no-op within 3 × the
 * no-op, MaintenancePreInfoMessage 2 ×, UserInfo and PUT Language 4 ×, ListUsers (one page of 25
 * of the 500 records, searched) 5 ×. A route without a target of its own (AccessToken) is
 * judged only on its statuses; the last line lists the routes over CONVENTIONS.md's 3 × budget.
 *
 * Runs inside `scripts/emulators.mjs exec`; traffic goes only to 127.0.0.1; every run is bounded
 * by BENCH_API_SECONDS (default 5) per route after a 1 s warm-up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
// First: the Admin SDK's app with the demo project id, before the functions' modules initialise a default one.
import { adminDb } from '../tests/support/admin';
import { getRequestListener } from '@hono/node-server';
import autocannon from 'autocannon';
import { z } from 'zod';
import {
  endpoint,
  staffCollections,
  staffPerson,
  toStoredStaffPerson,
  validationErrorMap,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type StaffPerson,
} from '@vuoro/domain';
import { createApi, route } from '../functions/src/lib/api/app';
import { staffApiConfig } from '../functions/src/lib/config';
import { staffRoutes } from '../functions/src/staffApi/app';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor } from '../tests/support/auth';
import { usernameAliasSecret } from './seed';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 5);
const STAFF_PEOPLE = 500;
/** PUT Language is timed as people use it: each request from the next of these employees, each changing their own record. */
const LANGUAGE_PEOPLE = CONNECTIONS;
/** Firestore's limit of writes in one batch. */
const BATCH = 400;

// As the function's entry point does, with its emulator configuration.
z.config({ customError: validationErrorMap });
process.env.USERNAME_ALIAS_SECRET ??= usernameAliasSecret();

/** The floor: a contract through the same guard and mounting, with no work behind it. */
const noop = endpoint({
  method: 'GET',
  path: '/v1/System/Noop',
  access: 'anyone',
  summary: 'Benchmark only: answers an empty object.',
  response: z.object({}),
});
/** The same behind a sign-in: what verifying the bearer (and its revocation, with Auth) costs on every signed-in route. */
const signedInNoop = endpoint({
  method: 'GET',
  path: '/v1/System/SignedInNoop',
  access: 'signedIn',
  summary: 'Benchmark only: answers an empty object to a signed-in caller.',
  response: z.object({}),
});

async function seed() {
  // The claims its record grants (claimsOf), so AccessToken finds nothing to change.
  const employee = await createTestUser({
    prefix: 'bench-employee',
    claims: { employee: true, customerIds: [], teamLead: false, canEditShifts: false },
  });
  const manager = await createTestUser({ prefix: 'bench-um', claims: { userManager: true }, mfaPhone: '+358409990001' });
  const people = adminDb.collection(staffCollections.people);
  const record = (i: number, p: Partial<StaffPerson> = {}): StaffPerson =>
    staffPerson.parse({
      username: `bench.${i}`,
      email: `bench.${i}@test.vuoro.fi`,
      firstName: `Etunimi${i}`,
      lastName: `Sukunimi${String(i).padStart(4, '0')}`,
      employee: i % 3 !== 0,
      customerIds: i % 3 === 0 ? ['bench-customer'] : [],
      teamLead: false,
      canEditShifts: false,
      firebaseUid: null,
      migratedAt: null,
      language: 'fi',
      ...p,
    });
  for (let from = 0; from < STAFF_PEOPLE; from += BATCH) {
    const records = adminDb.batch();
    for (let i = from; i < Math.min(from + BATCH, STAFF_PEOPLE); i += 1)
      records.set(people.doc(`bench-${i}`), toStoredStaffPerson(record(i)));
    await records.commit();
  }
  const batch = adminDb.batch();
  batch.set(
    people.doc('bench-employee'),
    toStoredStaffPerson(record(STAFF_PEOPLE, { email: employee.email, firebaseUid: employee.uid })),
  );
  batch.set(adminDb.collection(staffCollections.system).doc('maintenance'), {
    messages: { fi: 'Huoltokatko sunnuntaina', en: 'Maintenance on Sunday' },
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  });
  await batch.commit();
  const employeeToken = (await signIn(employee.email, employee.password)).idToken;
  const managerToken = (await signInWithSecondFactor(manager.email, manager.password)).idToken;
  const speakers = await Promise.all(
    Array.from({ length: LANGUAGE_PEOPLE }, async (_, i) => {
      const user = await createTestUser({
        prefix: `bench-lang-${i}`,
        claims: { employee: true, customerIds: [], teamLead: false, canEditShifts: false },
      });
      await people
        .doc(`bench-lang-${i}`)
        .set(toStoredStaffPerson(record(STAFF_PEOPLE + 1 + i, { email: user.email, firebaseUid: user.uid })));
      return { uid: user.uid, token: (await signIn(user.email, user.password)).idToken };
    }),
  );
  return {
    uids: [employee.uid, manager.uid, ...speakers.map((s) => s.uid)],
    employeeToken,
    managerToken,
    languageTokens: speakers.map((s) => s.token),
  };
}

async function cleanUp(uids: string[]) {
  await deleteTestUsers(uids);
  for (let from = 0; from < STAFF_PEOPLE; from += BATCH) {
    const records = adminDb.batch();
    for (let i = from; i < Math.min(from + BATCH, STAFF_PEOPLE); i += 1) {
      records.delete(adminDb.collection(staffCollections.people).doc(`bench-${i}`));
    }
    await records.commit();
  }
  const batch = adminDb.batch();
  batch.delete(adminDb.collection(staffCollections.people).doc('bench-employee'));
  for (let i = 0; i < LANGUAGE_PEOPLE; i += 1) batch.delete(adminDb.collection(staffCollections.people).doc(`bench-lang-${i}`));
  batch.delete(adminDb.collection(staffCollections.system).doc('maintenance'));
  await batch.commit();
}

interface Target {
  name: string;
  /** The issue's target: p95 at most this many times the no-op's. */
  target?: number;
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  token?: string;
  body?: unknown;
  /** Each request from the next of these callers (in turn), with the next of `bodies`: writes spread over many records. */
  tokens?: string[];
  bodies?: unknown[];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

let turn = 0;
/** The request of the next caller in `t.tokens`, with the next body in `t.bodies`. */
function nextCaller(t: Target, req: autocannon.Request, headers: Record<string, string>): autocannon.Request {
  turn += 1;
  const token = t.tokens![turn % t.tokens!.length]!;
  const body = t.bodies ? t.bodies[Math.floor(turn / t.tokens!.length) % t.bodies.length] : t.body;
  return {
    ...req,
    headers: { ...headers, Authorization: `Bearer ${token}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

/** One autocannon run; latencies are taken per response (autocannon's own summary has no p95). */
async function drive(origin: string, t: Target, seconds: number) {
  const headers: Record<string, string> = {};
  if (t.token) Object.assign(headers, { Authorization: `Bearer ${t.token}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE });
  if (t.body !== undefined) headers['Content-Type'] = 'application/json';
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const result = await new Promise<autocannon.Result>((ok, fail) => {
    const instance = autocannon(
      {
        url: `${origin}${t.path}`,
        method: t.method,
        headers,
        body: t.body === undefined ? undefined : JSON.stringify(t.body),
        connections: CONNECTIONS,
        duration: seconds,
        ...(t.tokens ? { requests: [{ setupRequest: (req: autocannon.Request) => nextCaller(t, req, headers) }] } : {}),
      },
      (err, res) => (err ? fail(err as Error) : ok(res)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    });
  });
  times.sort((a, b) => a - b);
  return {
    requests: times.length,
    errors: result.errors + result.timeouts,
    statuses,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
  };
}

async function main() {
  const app = createApi([...staffRoutes, route(noop, () => ({})), route(signedInNoop, () => ({}))], {
    name: 'staff api bench',
    recentLoginSeconds: () => staffApiConfig().recentLoginSeconds,
    validateResponses: false,
  });
  const server: Server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { uids, employeeToken, managerToken, languageTokens } = await seed();

  const allTargets: Target[] = [
    { name: 'GET /v1/System/Noop (bench only)', method: 'GET', path: '/v1/System/Noop' },
    {
      name: 'GET /v1/System/SignedInNoop (bench only)',
      target: 3,
      method: 'GET',
      path: '/v1/System/SignedInNoop',
      token: employeeToken,
    },
    {
      name: 'GET /v1/System/MaintenancePreInfoMessage',
      target: 2,
      method: 'GET',
      path: '/v1/System/MaintenancePreInfoMessage?culture=fi',
    },
    { name: 'GET /v1/User/UserInfo', target: 4, method: 'GET', path: '/v1/User/UserInfo', token: employeeToken },
    {
      name: 'GET /v1/User/ListUsers',
      target: 5,
      method: 'GET',
      path: '/v1/User/ListUsers?take=25&search=sukunimi01',
      token: managerToken,
    },
    {
      name: 'PUT /v1/User/Language',
      target: 4,
      method: 'PUT',
      path: '/v1/User/Language',
      token: employeeToken,
      body: { Culture: 'sv' },
      tokens: languageTokens,
      bodies: [{ Culture: 'sv' }, { Culture: 'en' }],
    },
    { name: 'POST /v1/User/AccessToken', method: 'POST', path: '/v1/User/AccessToken', token: employeeToken },
  ];
  // BENCH_API_ROUTES=ListUsers,Language: only the rows whose name contains one of these (and the two no-ops).
  const only = process.env.BENCH_API_ROUTES?.split(',').filter(Boolean);
  const targets = allTargets.filter((t, i) => i < 2 || !only || only.some((part) => t.name.includes(part)));
  console.log(
    `bench:api: ${CONNECTIONS} connections, ${SECONDS} s per route after a 1 s warm-up; ${STAFF_PEOPLE} staff records; ` +
      `${cpus().length} cores, load ${loadavg()[0]!.toFixed(1)}`,
  );
  type Row = { t: Target; name: string; r: Awaited<ReturnType<typeof drive>>; warmUp: Map<number, number> };
  const rows: Row[] = [];
  try {
    // One call per route first: a route that does not answer its success path is reported, not timed as if it did.
    for (const t of targets) {
      const started = performance.now();
      const res = await fetch(`${origin}${t.path}`, {
        method: t.method,
        headers: {
          ...(t.token ? { Authorization: `Bearer ${t.token}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE } : {}),
          ...(t.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: t.body === undefined ? undefined : JSON.stringify(t.body),
      });
      const ms = (performance.now() - started).toFixed(1);
      console.log(`one call: ${t.name} ${res.status} in ${ms} ms${res.ok ? '' : `: ${(await res.text()).slice(0, 200)}`}`);
    }
    for (const t of targets) {
      const warmUp = (await drive(origin, t, 1)).statuses;
      rows.push({ t, name: t.name, r: await drive(origin, t, SECONDS), warmUp });
    }
  } finally {
    server.close();
    await cleanUp(uids);
  }
  const floor = rows[0]!.r.p95;
  const signedInFloor = rows[1]!.r.p95;
  const fmt = (ms: number) => (Number.isNaN(ms) ? '—' : ms.toFixed(1)).padStart(7);
  const histogram = (m: Map<number, number>) => [...m].map(([s, n]) => `${s}×${n}`).join(' ');
  const succeeded = (r: Row['r']) =>
    r.requests > 0 && r.errors === 0 && [...r.statuses.keys()].every((s) => s === 200 || s === 204);
  /** PASS/FAIL against the row's target; a row that answered anything but success fails whatever its time. */
  const verdict = ({ t, r }: Row) => {
    if (!succeeded(r)) return 'FAIL (not all 200)';
    if (t.target === undefined) return '';
    return `${r.p95 <= t.target * floor ? 'PASS' : 'FAIL'} ≤ ${t.target}×`;
  };
  console.log(
    `\n${'route'.padEnd(44)} ${'requests'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(7)} ${'p99 ms'.padStart(7)}` +
      `  p95/noop  p95/signed-in noop  ${'target'.padEnd(18)}  statuses (warm-up)`,
  );
  for (const row of rows) {
    const { name, r, warmUp } = row;
    const errors = (r.errors ? ` errors×${r.errors}` : '') + (r.requests === 0 ? ` no answer within ${SECONDS} s` : '');
    console.log(
      `${name.padEnd(44)} ${String(r.requests).padStart(8)} ${fmt(r.p50)} ${fmt(r.p95)} ${fmt(r.p99)}` +
        `  ${(r.p95 / floor).toFixed(1).padStart(8)}  ${(r.p95 / signedInFloor).toFixed(1).padStart(18)}  ${verdict(row).padEnd(18)}` +
        `  ${histogram(r.statuses)}${errors} (${histogram(warmUp)})`,
    );
  }
  const failed = rows.filter((row) => verdict(row).startsWith('FAIL')).map(({ name }) => name);
  console.log(failed.length ? `\nFAIL: ${failed.join(', ')}` : '\nPASS: every row answered 200s, every target met');
  // A route with no answer at all (p95 NaN) counts as over.
  const over = rows.filter(({ r }) => !(r.p95 <= 3 * floor)).map(({ name }) => name);
  console.log(
    over.length ? `over CONVENTIONS.md's budget (p95 > 3 × no-op): ${over.join(', ')}` : 'every route within 3 × the no-op p95',
  );
}

await main();
process.exit(0);
