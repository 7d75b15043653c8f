import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATED_BY_CLAIM, staffCollections } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, rulesOffFirestore, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * The rules matrix: for every collection and subcollection of spec section 7, every role and
 * every operation, the allowed ones succeed and the others fail. Expected access is written as
 * the letters of the allowed operations: g(et) l(ist) c(reate) u(pdate) d(elete).
 * The run prints the whole matrix as a table.
 *
 * Admin and my act only with a second factor in the token; the same accounts signed in with a
 * password alone (`adminNoMfa`, `myNoMfa`) may do exactly what any signed-in account that owns
 * nothing may: their expected access is another talent's, read from the same table. userManager
 * likewise (`userManagerNoMfa`).
 *
 * A "Sign in as" session carries `impersonatedBy` (and `actAs`) beside the target's audience
 * claims. Whatever else it carries (employee or customer claims, admin claims with a second
 * factor, the uid of the talent whose document it asks for), it reads the public catalogues and
 * published vacancies and nothing else: its expected access is `catalogueOnly`.
 */

const ROLES = [
  'anonymous',
  'owner',
  'otherTalent',
  'admin',
  'my',
  'adminNoMfa',
  'myNoMfa',
  'userManager',
  'employee',
  'customer',
  'userManagerNoMfa',
  'impersonated',
  'impersonatedEmployee',
  'impersonatedCustomer',
  'impersonatedAdmin',
  'impersonatedOwner',
] as const;
type Role = (typeof ROLES)[number];
const OPS = ['g', 'l', 'c', 'u', 'd'] as const;
type Op = (typeof OPS)[number];

const OWNER = 'talent-1';
const uidOf: Record<Role, string | null> = {
  anonymous: null,
  owner: OWNER,
  otherTalent: 'talent-2',
  admin: 'admin-1',
  my: 'my-1',
  adminNoMfa: 'admin-1',
  myNoMfa: 'my-1',
  userManager: 'um-1',
  employee: 'employee-1',
  customer: 'customer-1',
  userManagerNoMfa: 'um-1',
  impersonated: 'support-employee-1',
  impersonatedEmployee: 'support-employee-1',
  impersonatedCustomer: 'support-customer-1',
  impersonatedAdmin: 'admin-1',
  impersonatedOwner: OWNER,
};
/** What the minting adds to a "Sign in as" session: the staff record acted as, and the manager. */
const actingFor = (staffId: string) => ({ actAs: staffId, [IMPERSONATED_BY_CLAIM]: 'um-1' });
const claimsOf: Partial<Record<Role, Record<string, unknown>>> = {
  admin: withSecondFactor({ admin: true }),
  my: withSecondFactor({ my: true }),
  adminNoMfa: passwordOnly({ admin: true }),
  myNoMfa: passwordOnly({ my: true }),
  userManager: withSecondFactor({ userManager: true }),
  userManagerNoMfa: passwordOnly({ userManager: true }),
  employee: { employee: true },
  customer: { customerIds: ['hotelli-aurora'] },
  impersonated: actingFor('employee-1'),
  impersonatedEmployee: { employee: true, ...actingFor('employee-1') },
  impersonatedCustomer: { customerIds: ['hotelli-aurora'], teamLead: true, canEditShifts: true, ...actingFor('customer-1') },
  impersonatedAdmin: withSecondFactor({ admin: true, my: true, userManager: true, ...actingFor('employee-1') }),
  impersonatedOwner: { employee: true, ...actingFor('employee-1') },
};

/** Roles whose claim does not count without a second factor: they get the named role's access. */
const actsAs: Partial<Record<Role, Role>> = {
  adminNoMfa: 'otherTalent',
  myNoMfa: 'otherTalent',
  userManagerNoMfa: 'otherTalent',
};
const impersonatedRoles = new Set<Role>([
  'impersonated',
  'impersonatedEmployee',
  'impersonatedCustomer',
  'impersonatedAdmin',
  'impersonatedOwner',
]);
const expectedOf = (c: Case, role: Role) =>
  impersonatedRoles.has(role) ? (c.catalogueOnly ?? '') : (c.allow[actsAs[role] ?? role] ?? '');

type Db = ReturnType<RulesTestContext['firestore']>;
interface Case {
  name: string;
  /** The document read, updated, deleted; created anew (after removing it) for `c`. */
  path: string;
  /** Stored before each operation (with rules off). */
  seed: Record<string, unknown>;
  /** What the caller writes on create (uid: the caller's). */
  create: (uid: string | null) => Record<string, unknown>;
  /** The change the caller makes on update. */
  update: (uid: string | null) => Record<string, unknown>;
  /** The list query the app makes (rules are not filters). */
  list?: (db: Db) => Promise<unknown>;
  allow: Partial<Record<Role, string>>;
  /** What a "Sign in as" session may do here: only read a public catalogue. */
  catalogueOnly?: 'gl';
}

const at = new Date('2026-11-20T08:00:00Z');
const talentDoc = { firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com', about: 'Waiter' };
const talentSide = { admin: 'glcud', my: 'gl' } as const;

/** A record of the subcollection `sub` in its domain shape (firestore.rules checks it key by key). */
const subRecord = (sub: string, id: string, record: (v: string) => Record<string, unknown>): Case => ({
  name: `talents/{id}/${sub}`,
  path: `talents/${OWNER}/${sub}/${id}`,
  seed: record('Hotelli Aurora'),
  create: () => record('Ravintola Helmi'),
  update: () => record('Hotelli Kämp'),
  allow: { owner: 'glcud', ...talentSide },
});

const cases: Case[] = [
  {
    name: 'talents',
    path: `talents/${OWNER}`,
    seed: talentDoc,
    create: () => talentDoc,
    update: () => ({ about: 'Head waiter' }),
    allow: { owner: 'gcu', ...talentSide },
  },
  subRecord('workHistory', 'r1', (company) => ({ company, job: 'Tarjoilija', start: at, end: null, stillWorking: true })),
  subRecord('workReferences', 'r1', (company) => ({ name: 'Maria Lehtonen', company, phone: '+358401234567' })),
  subRecord('educations', 'r1', (institution) => ({ institution, graduationYear: 2015 })),
  subRecord('i18n', 'uk', (shortDescription) => ({ shortDescription, about: 'Офіціант' })),
  {
    name: 'talents/{id}/jobs',
    path: `talents/${OWNER}/jobs/job-1`,
    seed: { statuses: [] },
    create: (uid) => ({ statuses: [{ status: 'presented', date: at }], updatedBy: uid }),
    update: (uid) => ({ statuses: [], updatedBy: uid }),
    allow: { owner: 'gl', ...talentSide },
  },
  {
    name: 'talents/{id}/audit',
    path: `talents/${OWNER}/audit/a1`,
    seed: { userId: 'admin-1', date: at },
    create: (uid) => ({ userId: uid, date: at }),
    update: () => ({ fields: ['x'] }),
    allow: { admin: 'gl', my: 'gl' },
  },
  {
    name: 'talents/{id}/sickLeaves',
    path: `talents/${OWNER}/sickLeaves/s1`,
    seed: { name: 'Aino Virtanen', phone: '+358401234501', customer: 'Hotelli Aurora', start: at, end: at },
    create: () => ({ name: 'Aino Virtanen', phone: '+358401234501', customer: 'Hotelli Aurora', start: at, end: at }),
    update: () => ({ missedShift: 'Mon 7-15' }),
    allow: { owner: 'gl', admin: 'glcud', my: 'gl' },
  },
  {
    name: 'jobs',
    path: 'jobs/job-1',
    seed: { company: 'Hotelli Aurora', title: 'Kerroshoitaja', updatedBy: 'admin-1' },
    create: (uid) => ({ company: 'Hotelli Aurora', title: 'Kerroshoitaja', updatedBy: uid }),
    update: (uid) => ({ title: 'Kerroshoitaja, aamu', updatedBy: uid }),
    allow: { ...talentSide },
  },
  {
    name: 'jobs/{id}/audit',
    path: 'jobs/job-1/audit/a1',
    seed: { userId: 'admin-1', date: at },
    create: (uid) => ({ userId: uid, date: at }),
    update: () => ({ fields: ['x'] }),
    allow: { admin: 'gl', my: 'gl' },
  },
  ...['talentCards', 'views'].map((c): Case => ({
    name: c,
    path: `${c}/x1`,
    seed: { talentName: 'Aino Virtanen' },
    create: () => ({ talentName: 'X' }),
    update: () => ({ talentName: 'Y' }),
    allow: { admin: 'gl', my: 'gl' },
  })),
  ...(['tags', 'industries'] as const).map((c): Case => ({
    name: c,
    path: `${c}/x1`,
    seed: { name: 'Hygieniapassi' },
    create: () => ({ name: 'Trukkikortti' }),
    update: () => ({ name: 'Tulityökortti' }),
    allow: { owner: 'gl', otherTalent: 'gl', admin: 'glcud', my: 'gl', userManager: 'gl', employee: 'gl', customer: 'gl' },
    catalogueOnly: 'gl',
  })),
  {
    name: 'occupations',
    path: 'occupations/cook',
    seed: { en: 'Cook', fi: 'Kokki' },
    create: () => ({ en: 'Cook', fi: 'Kokki', uk: 'Кухар' }),
    update: () => ({ ru: 'Повар' }),
    allow: { owner: 'gl', otherTalent: 'gl', admin: 'glcud', my: 'gl', userManager: 'gl', employee: 'gl', customer: 'gl' },
    catalogueOnly: 'gl',
  },
  {
    name: 'comments',
    path: 'comments/job-1',
    seed: { comment: 'Aloitus 1.12.', status: 'open', revision: 1 },
    create: (uid) => ({ comment: 'Uusi', status: 'open', updated: { date: serverTime, id: uid }, revision: 1 }),
    update: (uid) => ({ status: 'done', updated: { date: serverTime, id: uid }, revision: 2 }),
    allow: { ...talentSide },
  },
  {
    name: 'talentNotes',
    path: 'talentNotes/n1',
    seed: { talentId: OWNER, comment: 'Soitettu', created: { date: at, id: 'admin-1', name: 'R' } },
    create: (uid) => ({ talentId: OWNER, comment: 'Uusi', created: { date: serverTime, id: uid } }),
    update: () => ({ comment: 'Korvattu' }),
    allow: { admin: 'glc', my: 'gl' },
  },
  {
    name: 'users',
    path: `users/${OWNER}`,
    seed: { analytics: false, marketing: false, updatedBy: OWNER },
    create: (uid) => ({ analytics: true, marketing: false, updatedBy: uid }),
    update: (uid) => ({ marketing: true, updatedBy: uid }),
    allow: { owner: 'gcu', admin: 'glcud', userManager: 'gl' },
  },
  {
    name: 'users/{id}/audit',
    path: `users/${OWNER}/audit/a1`,
    seed: { userId: OWNER, date: at },
    create: (uid) => ({ userId: uid, date: at }),
    update: () => ({ userName: 'x' }),
    allow: { admin: 'gl', userManager: 'gl' },
  },
  {
    name: 'vacancies (published)',
    path: 'vacancies/v1',
    seed: { n: 'Kerroshoitaja', p: true },
    create: () => ({ n: 'Kokki', p: true }),
    update: () => ({ p: false }),
    list: (db) => db.collection('vacancies').where('p', '==', true).get(),
    allow: {
      anonymous: 'gl',
      owner: 'gl',
      otherTalent: 'gl',
      admin: 'glcud',
      my: 'gl',
      userManager: 'gl',
      employee: 'gl',
      customer: 'gl',
    },
    catalogueOnly: 'gl',
  },
  {
    name: 'vacancies/{id}/interests',
    path: 'vacancies/v1/interests/i1',
    seed: { name: 'Olena', phone: '+358451234502', email: 'olena@example.com', interested: true, timestamp: at },
    create: () => ({
      name: 'Olena',
      phone: '+358451234502',
      email: 'olena@example.com',
      interested: true,
      timestamp: serverTime,
    }),
    update: () => ({ interested: false }),
    // Created by the `forms` function only (published vacancies, rate-limited): no client creates.
    allow: { admin: 'glud', my: 'gl' },
  },
  {
    name: 'registrationDuplicateReports',
    path: 'registrationDuplicateReports/r1',
    seed: {
      email: 'Olena@example.com',
      emailKey: 'olena@example.com',
      firstName: 'Olena',
      lastName: 'Kovalenko',
      phone: '+380671234567',
      status: 'new',
      handledBy: null,
      handledAt: null,
      created: at,
    },
    create: () => ({ email: 'olena@example.com', emailKey: 'olena@example.com', status: 'new', created: serverTime }),
    update: (uid) => ({ status: 'dismissed', handledBy: uid, handledAt: serverTime }),
    list: (db) =>
      db
        .collection('registrationDuplicateReports')
        .where('emailKey', '==', 'olena@example.com')
        .where('status', '==', 'new')
        .get(),
    // Written by the `forms` function only; an admin records a dismissal.
    allow: { admin: 'glu', my: 'gl' },
  },
  {
    name: 'vacancies (draft)',
    path: 'vacancies/v2',
    seed: { n: 'Siivooja', p: false },
    create: () => ({ n: 'Siivooja', p: false }),
    update: () => ({ n: 'Siivooja, ilta' }),
    allow: { ...talentSide },
  },
  {
    name: 'talentCardShares',
    path: `talentCardShares/${'a'.repeat(64)}`,
    seed: { talentIds: [OWNER], recipient: 'Hotelli Aurora', createdBy: 'admin-1', revokedAt: null },
    create: (uid) => ({ talentIds: [OWNER], recipient: 'Hotelli Aurora', createdBy: uid, revokedAt: null }),
    update: (uid) => ({ revokedAt: at, revokedBy: uid }),
    allow: { admin: 'gl', my: 'gl' },
  },
  {
    name: 'accountDeletionRequests',
    path: `accountDeletionRequests/${OWNER}`,
    seed: { uid: OWNER, email: 'aino@example.com', name: 'Aino Virtanen', status: 'requested', requestedAt: at },
    create: (uid) => ({ uid, email: 'aino@example.com', name: 'Aino Virtanen', status: 'requested', requestedAt: serverTime }),
    update: () => ({ status: 'confirmed' }),
    allow: { owner: 'gcd', admin: 'gl', my: 'gl' },
  },
  {
    name: 'assignmentRequests',
    path: 'assignmentRequests/r1',
    seed: { company: 'Hotelli Aurora', jobTitle: 'Kokki', status: 'new', convertedJobId: null, handledBy: null, handledAt: null },
    create: () => ({ company: 'Hotelli Aurora', jobTitle: 'Kokki', status: 'new' }),
    update: (uid) => ({ status: 'dismissed', handledBy: uid, handledAt: serverTime }),
    allow: { admin: 'glu', my: 'gl' },
  },
  ...Object.values(staffCollections).map((c): Case => ({
    name: `${c} (Staff API)`,
    path: `${c}/x1`,
    seed: { message: 'x' },
    create: () => ({ message: 'y' }),
    update: () => ({ message: 'z' }),
    allow: {},
  })),
];

// Set inside beforeAll: the compat FieldValue of the test environment's SDK.
let serverTime: unknown;
let env: RulesTestEnvironment;
/** Seeds with rules off: one client for the file (speed; the same writes as withSecurityRulesDisabled). */
let rulesOff: ReturnType<typeof rulesOffFirestore>;
const table = new Map<string, Partial<Record<Role, string>>>();

beforeAll(async () => {
  env = await firestoreRulesEnv('matrix');
  rulesOff = rulesOffFirestore('matrix');
  serverTime = await rulesServerTime();
  await env.clearFirestore();
});

afterAll(async () => {
  await env?.cleanup();
  await rulesOff?.close();
  const header = ['collection', ...ROLES];
  const rows = [...table.entries()].map(([name, byRole]) => [name, ...ROLES.map((r) => byRole[r] || '-')]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => '| ' + cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(
    [
      'Firestore rules matrix (allowed: g get, l list, c create, u update, d delete; - nothing)',
      line(header),
      line(widths.map((w) => '-'.repeat(w))),
      ...rows.map(line),
    ].join('\n'),
  );
});

/** Each role's client, made once for the file (a client per case only added start-up time). */
const contexts = new Map<Role, RulesTestContext>();
function context(role: Role): RulesTestContext {
  const uid = uidOf[role];
  const made = contexts.get(role) ?? (uid ? env.authenticatedContext(uid, claimsOf[role] ?? {}) : env.unauthenticatedContext());
  contexts.set(role, made);
  return made;
}

async function prepare(c: Case, op: Op) {
  const ref = rulesOff.db.doc(c.path);
  if (op === 'c') await ref.delete();
  else await ref.set(c.seed);
}

function attempt(c: Case, op: Op, db: Db, uid: string | null): Promise<unknown> {
  const ref = db.doc(c.path);
  switch (op) {
    case 'g':
      return ref.get();
    case 'l':
      return c.list ? c.list(db) : ref.parent.get();
    case 'c':
      return ref.set(c.create(uid));
    case 'u':
      return ref.update(c.update(uid));
    case 'd':
      return ref.delete();
  }
}

describe.each(cases)('rules matrix: $name', (c) => {
  it.each(ROLES)('%s', async (role) => {
    const db = context(role).firestore();
    const allowed: string[] = [];
    for (const op of OPS) {
      await prepare(c, op);
      const expected = expectedOf(c, role).includes(op);
      try {
        await (expected ? assertSucceeds : assertFails)(attempt(c, op, db, uidOf[role]));
      } catch (error) {
        throw new Error(`${c.name} / ${role} / ${op}: expected ${expected ? 'allowed' : 'denied'}`, { cause: error });
      }
      if (expected) allowed.push(op);
    }
    table.set(c.name, { ...table.get(c.name), [role]: allowed.join('') });
    expect(allowed.join('')).toBe(expectedOf(c, role));
  });
});
