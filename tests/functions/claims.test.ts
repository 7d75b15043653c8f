import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { claimsAuditRecord, putPassword, setUserClaimsResponse, staffCollections } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import {
  claimsOf,
  createTestUser,
  deleteTestUsers,
  signIn,
  signInWithSecondFactor,
  type Session,
  type TestUser,
} from '../support/auth';
import { callRoute } from '../support/call-route';
import { callCallable } from '../support/callable';
import { AUTH, clearFirestore, FIRESTORE } from '../support/emulators';

/**
 * setUserClaims, the admin-only callable, over HTTP as the web SDK calls it ({data} and a
 * bearer), and scripts/set-claims.ts, the command that makes the first admin.
 */
const users: TestUser[] = [];
let admin: TestUser, adminWithoutFactor: TestUser, target: TestUser, employee: TestUser;

beforeAll(async () => {
  admin = await createTestUser({ prefix: 'claims-admin', claims: { admin: true }, mfaPhone: '+358401230001' });
  adminWithoutFactor = await createTestUser({ prefix: 'claims-admin-1f', claims: { admin: true } });
  target = await createTestUser({ prefix: 'claims-target', claims: { my: true } });
  employee = await createTestUser({ prefix: 'claims-employee', claims: { employee: true } });
  users.push(admin, adminWithoutFactor, target, employee);
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));
beforeEach(clearFirestore);

const call = (data: unknown, token?: string) => callCallable('setUserClaims', data, token);
const audits = async () =>
  (await adminDb.collection(staffCollections.claimsAudit).get()).docs.map((d) => claimsAuditRecord.parse(d.data()));

/** Revocation counts in whole seconds: a token signed in the same second as it stays valid. */
const outlastSignInSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

/**
 * Whether a session signed in before a claims change still counts: its ID token passes the
 * revocation check (`verifyIdToken(token, true)`, as the Staff API's identity-changing routes
 * do) and the Staff API answers it there. The Auth emulator's token endpoint does not check revocation when refreshing;
 * production's refuses a refresh token older than `tokensValidAfterTime`.
 */
async function stillSignedIn(session: Session): Promise<boolean> {
  const verified = await adminAuth.verifyIdToken(session.idToken, true).then(
    () => true,
    (error: { code?: string }) => {
      expect(error.code).toBe('auth/id-token-revoked');
      return false;
    },
  );
  // The Staff API (another function instance than setUserClaims) refuses a revoked token at once
  // on its identity-changing routes, on the others within a minute (staff-api-bearer.test.ts).
  const wrongPassword = { OldPassword: 'Ei-Oikea-Salasana-1', NewPassword: 'Uusi-Salasana-2' };
  const res = await callRoute(putPassword, { token: session.idToken, body: wrongPassword, via: 'function' });
  expect(res.status).toBe(verified ? 400 : 401);
  return verified;
}

describe('setUserClaims (callable)', () => {
  it('lets an admin merge claims into an account, and records who, whom, what and when', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ uid: target.uid, claims: { userManager: true, customerIds: ['hotelli-aurora'] } }, idToken);
    expect(res.status).toBe(200);
    const result = setUserClaimsResponse.parse(res.body.result);
    expect(result.claims).toEqual({ my: true, userManager: true, customerIds: ['hotelli-aurora'] });
    expect((await adminAuth.getUser(target.uid)).customClaims).toEqual(result.claims);
    // The target's next token carries them.
    expect(claimsOf((await signIn(target.email, target.password)).idToken)).toMatchObject({ my: true, userManager: true });
    const [audit, ...rest] = await audits();
    expect(rest).toHaveLength(0);
    expect(audit).toMatchObject({
      actorUid: admin.uid,
      actorEmail: admin.email,
      targetUid: target.uid,
      claims: { userManager: true, customerIds: ['hotelli-aurora'] },
      via: 'setUserClaims',
    });
  });

  it("refuses an admin signed in without the second factor: 'User needs mfa'", async () => {
    const { idToken } = await signIn(adminWithoutFactor.email, adminWithoutFactor.password);
    const res = await call({ uid: target.uid, claims: { userManager: true } }, idToken);
    expect(res.status).toBe(401);
    expect(res.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'User needs mfa' });
    expect(await audits()).toEqual([]);
  });

  it('refuses anyone but an admin with permission-denied, and a caller without a token', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    const denied = await call({ uid: employee.uid, claims: { admin: true } }, idToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error?.status).toBe('PERMISSION_DENIED');
    const anonymous = await call({ uid: employee.uid, claims: { admin: true } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error?.status).toBe('UNAUTHENTICATED');
    expect((await adminAuth.getUser(employee.uid)).customClaims).toEqual({ employee: true });
    expect(await audits()).toHaveLength(0);
  });

  it('refuses bad input with invalid-argument and the fields at fault', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    for (const data of [
      { uid: target.uid, claims: { superuser: true } },
      { uid: target.uid, claims: { admin: 'yes' } },
      { claims: {} },
    ]) {
      const res = await call(data, idToken);
      expect(res.status, JSON.stringify(data)).toBe(400);
      expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(JSON.stringify(res.body.error?.details)).toMatch(/validation:/);
    }
    expect(await audits()).toHaveLength(0);
  });

  it("removing a role ends the account's sessions; adding one does not", async () => {
    const holder = await createTestUser({ prefix: 'claims-holder', claims: { employee: true, customerIds: ['a', 'b'] } });
    users.push(holder);
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const session = await signIn(holder.email, holder.password);
    const validAfter = (await adminAuth.getUser(holder.uid)).tokensValidAfterTime;
    await outlastSignInSecond();

    expect((await call({ uid: holder.uid, claims: { teamLead: true, customerIds: ['a', 'b', 'c'] } }, idToken)).status).toBe(200);
    expect((await adminAuth.getUser(holder.uid)).tokensValidAfterTime).toBe(validAfter);
    await expect(stillSignedIn(session)).resolves.toBe(true);

    expect((await call({ uid: holder.uid, claims: { customerIds: ['a', 'c'] } }, idToken)).status).toBe(200);
    expect(Date.parse((await adminAuth.getUser(holder.uid)).tokensValidAfterTime!)).toBeGreaterThan(Date.parse(validAfter!));
    await expect(stillSignedIn(session)).resolves.toBe(false);
  });

  it('answers not-found for an unknown account', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ uid: 'no-such-account', claims: { my: true } }, idToken);
    expect(res.status).toBe(404);
    expect(res.body.error?.status).toBe('NOT_FOUND');
  });
});

describe('scripts/set-claims.ts', () => {
  const run = promisify(execFile);
  const env = {
    ...process.env,
    FIREBASE_AUTH_EMULATOR_HOST: `${AUTH.host}:${AUTH.port}`,
    FIRESTORE_EMULATOR_HOST: `${FIRESTORE.host}:${FIRESTORE.port}`,
  };

  it('merges claims from name=value arguments and writes an audit record', async () => {
    const { stdout } = await run('npx', ['tsx', 'scripts/set-claims.ts', employee.email, 'admin=true', 'customerIds=a,b'], {
      env,
    });
    expect(stdout).toContain(employee.email);
    expect((await adminAuth.getUser(employee.uid)).customClaims).toEqual({
      employee: true,
      admin: true,
      customerIds: ['a', 'b'],
    });
    expect(await audits()).toMatchObject([{ actorUid: null, targetUid: employee.uid, via: 'cli', claims: { admin: true } }]);
    await adminAuth.setCustomUserClaims(employee.uid, { employee: true });
  });

  it("taking a role away ends the account's sessions", async () => {
    await adminAuth.setCustomUserClaims(employee.uid, { employee: true, canEditShifts: true });
    const session = await signIn(employee.email, employee.password);
    await outlastSignInSecond();
    await run('npx', ['tsx', 'scripts/set-claims.ts', employee.email, 'canEditShifts=false'], { env });
    await expect(stillSignedIn(session)).resolves.toBe(false);
    await adminAuth.setCustomUserClaims(employee.uid, { employee: true });
  });

  it('refuses an unknown claim or a value that is not true/false, changing nothing', async () => {
    for (const arg of ['superuser=true', 'admin=yes']) {
      await expect(run('npx', ['tsx', 'scripts/set-claims.ts', employee.email, arg], { env })).rejects.toMatchObject({ code: 1 });
    }
    expect((await adminAuth.getUser(employee.uid)).customClaims).toEqual({ employee: true });
  });
});
