import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRecord, recordTalentExportResponse, TALENT_EXPORT_ACTION } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import {
  createTestUser,
  deleteTestUsers,
  signIn,
  signInWithCustomToken,
  signInWithSecondFactor,
  type TestUser,
} from '../support/auth';
import { callCallable } from '../support/callable';

/**
 * recordTalentExport (issue 27 item 3): before the talent list's CSV download, the recruiter's
 * export goes on its own trail `users/{uid}/audit` (who, when, how many), written by the server.
 * Only an admin with the second factor may; nobody else leaves an entry.
 */
const users: TestUser[] = [];
let admin: TestUser, adminWithoutFactor: TestUser, staff: TestUser, talent: TestUser;

beforeAll(async () => {
  admin = await createTestUser({
    prefix: 'export-admin',
    claims: { admin: true },
    mfaPhone: '+358401230031',
    displayName: 'Reija Vienti',
  });
  adminWithoutFactor = await createTestUser({ prefix: 'export-admin-1f', claims: { admin: true } });
  staff = await createTestUser({ prefix: 'export-my', claims: { my: true }, mfaPhone: '+358401230032' });
  talent = await createTestUser({ prefix: 'export-talent' });
  users.push(admin, adminWithoutFactor, staff, talent);
});
afterAll(async () => {
  await Promise.all(users.map((u) => adminDb.recursiveDelete(adminDb.doc(`users/${u.uid}`))));
  await deleteTestUsers(users.map((u) => u.uid));
});

const call = (data: unknown, token?: string) => callCallable('recordTalentExport', data, token);
const entries = async (uid: string) => (await adminDb.collection(`users/${uid}/audit`).get()).docs;

describe('recordTalentExport (callable)', () => {
  it("writes the export on the admin's own trail: who, when, how many", async () => {
    const before = Date.now();
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await call({ count: 3 }, idToken);
    expect(res.status).toBe(200);
    const { id } = recordTalentExportResponse.parse(res.body.result);
    const snap = await adminDb.doc(`users/${admin.uid}/audit/${id}`).get();
    expect(snap.get('count')).toBe(3);
    const entry = auditRecord.parse(snap.data());
    expect(entry).toMatchObject({
      userId: admin.uid,
      userName: 'Reija Vienti',
      action: TALENT_EXPORT_ACTION,
      fields: ['talents'],
    });
    expect(entry.date!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('refuses a count that is no whole number of at least one, and extra fields, writing nothing', async () => {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const already = (await entries(admin.uid)).length;
    for (const data of [{ count: 0 }, { count: 2.5 }, { count: '3' }, { count: 3, ids: ['x'] }, null]) {
      const res = await call(data, idToken);
      expect(res.status).toBe(400);
      expect(res.body.error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await entries(admin.uid)).toHaveLength(already);
  });

  it('refuses an admin without the second factor, my, a talent, "Sign in as" and nobody, writing nothing', async () => {
    const oneFactor = await signIn(adminWithoutFactor.email, adminWithoutFactor.password);
    const mfa = await call({ count: 1 }, oneFactor.idToken);
    expect(mfa.status).toBe(401);
    expect(mfa.body.error).toMatchObject({ status: 'UNAUTHENTICATED', message: 'User needs mfa' });

    const my = await signInWithSecondFactor(staff.email, staff.password);
    expect((await call({ count: 1 }, my.idToken)).status).toBe(403);
    const own = await signIn(talent.email, talent.password);
    expect((await call({ count: 1 }, own.idToken)).status).toBe(403);

    const token = await adminAuth.createCustomToken(talent.uid, { impersonatedBy: 'um-1' });
    const impersonated = await signInWithCustomToken(token);
    const denied = await call({ count: 1 }, impersonated.idToken);
    expect(denied.status).toBe(403);
    expect(denied.body.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'impersonated' });

    const anonymous = await call({ count: 1 });
    expect(anonymous.status).toBe(401);
    for (const u of [adminWithoutFactor, staff, talent]) expect(await entries(u.uid)).toHaveLength(0);
  });
});
