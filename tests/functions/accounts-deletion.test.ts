import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_REQUESTS,
  DELETED_TALENTS,
  STAFF_ACCOUNT_DELETION,
  accountActionResponse,
  accountDeletionRequest,
  listDeletedTalentsResponse,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInError, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callCallable } from '../support/callable';
import { purgeDeletedTalents } from '../../functions/src/accounts/accounts';

/**
 * The deletion-request callables of /restoreuser (issue 6 item 2, issue 5 item 8) over HTTP as
 * the web SDK calls them, against the emulators: confirm moves the talent to `deletedTalents`
 * and disables the account; reject keeps the reason; restore brings everything back within 30
 * days; list shows the restorable ones; the daily purge (called in-process with its clock moved
 * forward, the emulator runs no schedules) removes what is older. Storage files cannot be
 * tested here (no Storage emulator on this machine): the purge's file deletion is handed a
 * recorder instead.
 */
const DAY = 24 * 60 * 60 * 1000;
const users: TestUser[] = [];
let admin: TestUser, adminWithoutFactor: TestUser, staff: TestUser, staffWithoutFactor: TestUser;
let adminToken: string;

beforeAll(async () => {
  admin = await createTestUser({ prefix: 'deletion-admin', claims: { admin: true }, mfaPhone: '+358401230021' });
  adminWithoutFactor = await createTestUser({ prefix: 'deletion-admin-1f', claims: { admin: true } });
  staff = await createTestUser({ prefix: 'deletion-my', claims: { my: true }, mfaPhone: '+358401120033' });
  staffWithoutFactor = await createTestUser({ prefix: 'deletion-my-1f', claims: { my: true } });
  users.push(admin, adminWithoutFactor, staff, staffWithoutFactor);
  adminToken = (await signInWithSecondFactor(admin.email, admin.password)).idToken;
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));

const call = callCallable;

/** A talent account with a profile, two subcollection documents and a pending deletion request. */
async function talentWithRequest(prefix: string) {
  const user = await createTestUser({ prefix });
  users.push(user);
  const profile = {
    firstName: 'Olena',
    lastName: `Koval-${prefix}`,
    email: user.email,
    phoneNumber: '+358401234567',
    shortDescription: 'Cook with ten years of experience',
    tags: [],
  };
  await adminDb.doc(`talents/${user.uid}`).set(profile);
  await adminDb.doc(`talents/${user.uid}/workHistory/w1`).set({ company: 'Hotelli Aurora', title: 'Cook' });
  await adminDb.doc(`talents/${user.uid}/workHistory/w1/notes/n1`).set({ text: 'nested' });
  await adminDb.doc(`talents/${user.uid}/educations/e1`).set({ school: 'Kyiv College' });
  await adminDb.doc(`users/${user.uid}`).set({ language: 'uk' });
  await adminDb.doc(`${ACCOUNT_DELETION_REQUESTS}/${user.uid}`).set({
    uid: user.uid,
    email: user.email,
    name: `Olena Koval-${prefix}`,
    status: 'requested',
    requestedAt: Timestamp.now(),
  });
  // The card trigger has run, so a late trigger cannot put the card back after the deletion.
  await expect.poll(async () => (await adminDb.doc(`talentCards/${user.uid}`).get()).exists, { timeout: 30_000 }).toBe(true);
  return { user, profile };
}

const exists = async (path: string) => (await adminDb.doc(path).get()).exists;
const requestOf = async (uid: string) =>
  accountDeletionRequest.parse((await adminDb.doc(`${ACCOUNT_DELETION_REQUESTS}/${uid}`).get()).data());
const talentName = async (uid: string) =>
  ((await adminDb.doc('views/talents').get()).get('names') as Record<string, string> | undefined)?.[uid];

describe('confirmAccountDeletion', () => {
  it('moves the talent with every subcollection, removes its card and name, and disables the account', async () => {
    const { user, profile } = await talentWithRequest('confirm');
    await expect.poll(() => talentName(user.uid), { timeout: 15_000 }).toBe(`Olena Koval-confirm`);

    const res = await call('confirmAccountDeletion', { uid: user.uid }, adminToken);
    expect(res.status).toBe(200);
    expect(accountActionResponse.parse(res.body.result)).toEqual({ uid: user.uid, status: 'confirmed' });

    expect(await exists(`talents/${user.uid}`)).toBe(false);
    expect(await exists(`talents/${user.uid}/workHistory/w1`)).toBe(false);
    expect(await exists(`talents/${user.uid}/workHistory/w1/notes/n1`)).toBe(false);
    const copy = (await adminDb.doc(`${DELETED_TALENTS}/${user.uid}`).get()).data()!;
    expect(copy).toMatchObject({ ...profile, deletedBy: admin.uid, deletedByEmail: admin.email });
    expect(copy.deletedAt).toBeInstanceOf(Timestamp);
    expect((await adminDb.doc(`${DELETED_TALENTS}/${user.uid}/workHistory/w1`).get()).data()).toEqual({
      company: 'Hotelli Aurora',
      title: 'Cook',
    });
    expect(await exists(`${DELETED_TALENTS}/${user.uid}/workHistory/w1/notes/n1`)).toBe(true);
    expect(await exists(`${DELETED_TALENTS}/${user.uid}/educations/e1`)).toBe(true);
    expect(await exists(`talentCards/${user.uid}`)).toBe(false);
    expect(await talentName(user.uid)).toBeUndefined();

    const request = await requestOf(user.uid);
    expect(request).toMatchObject({ status: 'confirmed', handledBy: admin.uid, handledByEmail: admin.email });
    expect(request.handledAt).toBeInstanceOf(Date);
    expect((await adminAuth.getUser(user.uid)).disabled).toBe(true);
    expect(await signInError(user.email, user.password)).toBe('USER_DISABLED');

    // A repeated confirm answers the same and changes nothing.
    const again = await call('confirmAccountDeletion', { uid: user.uid }, adminToken);
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ uid: user.uid, status: 'confirmed' });
    expect((await adminDb.doc(`${DELETED_TALENTS}/${user.uid}`).get()).get('deletedAt')).toEqual(copy.deletedAt);
    expect(await exists(`talents/${user.uid}`)).toBe(false);
  });

  it('refuses an account with staff roles (it would lock a recruiter, employee or customer user out) and keeps everything', async () => {
    for (const claims of [{ employee: true }, { my: true }, { customerIds: ['c-1'] }]) {
      const { user, profile } = await talentWithRequest(`staff-${Object.keys(claims)[0]}`);
      await adminAuth.setCustomUserClaims(user.uid, claims);
      const refused = await call('confirmAccountDeletion', { uid: user.uid }, adminToken);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: STAFF_ACCOUNT_DELETION });
      expect((await requestOf(user.uid)).status).toBe('requested');
      expect((await adminDb.doc(`talents/${user.uid}`).get()).data()).toEqual(profile);
      expect((await adminAuth.getUser(user.uid)).disabled).toBe(false);
      // Once the roles are gone, the same request can be confirmed.
      await adminAuth.setCustomUserClaims(user.uid, {});
      expect((await call('confirmAccountDeletion', { uid: user.uid }, adminToken)).status).toBe(200);
    }
  });

  it('records the deletion of an account without a talent profile, and its restore brings back no empty profile', async () => {
    const user = await createTestUser({ prefix: 'no-profile' });
    users.push(user);
    await adminDb.doc(`${ACCOUNT_DELETION_REQUESTS}/${user.uid}`).set({
      uid: user.uid,
      email: user.email,
      name: 'Ilman Profiilia',
      status: 'requested',
      requestedAt: Timestamp.now(),
    });
    expect((await call('confirmAccountDeletion', { uid: user.uid }, adminToken)).status).toBe(200);
    const listed = listDeletedTalentsResponse.parse((await call('listDeletedTalents', {}, adminToken)).body.result);
    expect(listed.talents.find((t) => t.uid === user.uid)).toMatchObject({ name: 'Ilman Profiilia', email: user.email });

    expect((await call('restoreDeletedTalent', { uid: user.uid }, adminToken)).status).toBe(200);
    expect(await exists(`talents/${user.uid}`)).toBe(false);
    expect(await exists(`${DELETED_TALENTS}/${user.uid}`)).toBe(false);
    expect((await adminAuth.getUser(user.uid)).disabled).toBe(false);
  });
});

describe('rejectAccountDeletion', () => {
  it('keeps the request as rejected with the reason, and the profile and account as they were', async () => {
    const { user, profile } = await talentWithRequest('reject');
    const res = await call('rejectAccountDeletion', { uid: user.uid, reason: '  Open payroll in May.  ' }, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ uid: user.uid, status: 'rejected' });
    expect(await requestOf(user.uid)).toMatchObject({
      status: 'rejected',
      reason: 'Open payroll in May.',
      handledBy: admin.uid,
      handledByEmail: admin.email,
    });
    expect((await adminDb.doc(`talents/${user.uid}`).get()).data()).toEqual(profile);
    expect((await adminAuth.getUser(user.uid)).disabled).toBe(false);

    // Handled is handled: neither a second reject nor a confirm changes it.
    for (const [name, data] of [
      ['rejectAccountDeletion', { uid: user.uid, reason: 'Another reason' }],
      ['confirmAccountDeletion', { uid: user.uid }],
    ] as const) {
      const refused = await call(name, data, adminToken);
      expect(refused.status).toBe(400);
      expect(refused.body.error?.status).toBe('FAILED_PRECONDITION');
    }
    expect((await requestOf(user.uid)).reason).toBe('Open payroll in May.');
    expect(await exists(`talents/${user.uid}`)).toBe(true);
  });

  it("refuses a missing reason with the spec's 'Field is required' key, and one over the limit", async () => {
    const { user } = await talentWithRequest('reject-bad');
    const empty = await call('rejectAccountDeletion', { uid: user.uid, reason: '   ' }, adminToken);
    expect(empty.status).toBe(400);
    expect(empty.body.error?.status).toBe('INVALID_ARGUMENT');
    expect(empty.body.error?.details).toEqual({ issues: [{ path: 'reason', message: 'validation:fieldRequired' }] });
    const long = await call('rejectAccountDeletion', { uid: user.uid, reason: 'x'.repeat(2001) }, adminToken);
    expect(long.body.error?.details).toEqual({ issues: [{ path: 'reason', message: 'validation:textTooLong' }] });
    expect((await requestOf(user.uid)).status).toBe('requested');
  });
});

describe('restoreDeletedTalent and listDeletedTalents', () => {
  it('brings the talent back with its subcollections, card and name, re-enables the account and removes copy and request', async () => {
    const { user, profile } = await talentWithRequest('restore');
    expect((await call('confirmAccountDeletion', { uid: user.uid }, adminToken)).status).toBe(200);

    const listed = listDeletedTalentsResponse.parse((await call('listDeletedTalents', {}, adminToken)).body.result);
    const entry = listed.talents.find((t) => t.uid === user.uid)!;
    expect(entry).toMatchObject({ name: 'Olena Koval-restore', email: user.email, deletedBy: admin.uid });
    expect(new Date(entry.restorableUntil).getTime() - new Date(entry.deletedAt).getTime()).toBe(30 * DAY);

    const res = await call('restoreDeletedTalent', { uid: user.uid }, adminToken);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ uid: user.uid, status: 'restored' });
    expect((await adminDb.doc(`talents/${user.uid}`).get()).data()).toEqual(profile);
    expect((await adminDb.doc(`talents/${user.uid}/workHistory/w1`).get()).data()).toEqual({
      company: 'Hotelli Aurora',
      title: 'Cook',
    });
    expect(await exists(`talents/${user.uid}/workHistory/w1/notes/n1`)).toBe(true);
    expect(await exists(`talents/${user.uid}/educations/e1`)).toBe(true);
    expect(await exists(`${DELETED_TALENTS}/${user.uid}`)).toBe(false);
    expect(await exists(`${DELETED_TALENTS}/${user.uid}/workHistory/w1`)).toBe(false);
    expect(await exists(`${ACCOUNT_DELETION_REQUESTS}/${user.uid}`)).toBe(false);
    expect((await adminDb.doc(`talentCards/${user.uid}`).get()).get('talentName')).toBe('Olena Koval-restore');
    expect(await talentName(user.uid)).toBe('Olena Koval-restore');
    expect((await adminAuth.getUser(user.uid)).disabled).toBe(false);
    await expect(signIn(user.email, user.password)).resolves.toMatchObject({ idToken: expect.any(String) });

    const after = listDeletedTalentsResponse.parse((await call('listDeletedTalents', {}, adminToken)).body.result);
    expect(after.talents.map((t) => t.uid)).not.toContain(user.uid);
    // Restored is restored: a second restore finds nothing to restore.
    const again = await call('restoreDeletedTalent', { uid: user.uid }, adminToken);
    expect(again.body.error?.status).toBe('NOT_FOUND');
  });

  it('refuses a restore after 30 days and lists only the restorable, newest first; my staff may list', async () => {
    const old = await talentWithRequest('restore-old');
    const recent = await talentWithRequest('restore-recent');
    for (const t of [old, recent])
      expect((await call('confirmAccountDeletion', { uid: t.user.uid }, adminToken)).status).toBe(200);
    await adminDb.doc(`${DELETED_TALENTS}/${old.user.uid}`).update({ deletedAt: Timestamp.fromMillis(Date.now() - 31 * DAY) });

    const refused = await call('restoreDeletedTalent', { uid: old.user.uid }, adminToken);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: 'Restore is possible for 30 days only' });
    expect(await exists(`talents/${old.user.uid}`)).toBe(false);
    expect((await adminAuth.getUser(old.user.uid)).disabled).toBe(true);

    const { idToken } = await signInWithSecondFactor(staff.email, staff.password);
    const listed = await call('listDeletedTalents', {}, idToken);
    expect(listed.status).toBe(200);
    const uids = listDeletedTalentsResponse.parse(listed.body.result).talents.map((t) => t.uid);
    expect(uids).toContain(recent.user.uid);
    expect(uids).not.toContain(old.user.uid);
    const times = listDeletedTalentsResponse.parse(listed.body.result).talents.map((t) => t.deletedAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('purgeDeletedTalents (the daily schedule)', () => {
  it('removes copies past 30 days with their request, settings record, files and Auth account; keeps the rest', async () => {
    const purgedOne = await talentWithRequest('purge');
    const kept = await talentWithRequest('purge-kept');
    for (const t of [purgedOne, kept])
      expect((await call('confirmAccountDeletion', { uid: t.user.uid }, adminToken)).status).toBe(200);
    const now = new Date(Date.now() + 31 * DAY);
    // Deleted 29 days before the purge runs: still restorable then.
    await adminDb
      .doc(`${DELETED_TALENTS}/${kept.user.uid}`)
      .update({ deletedAt: Timestamp.fromMillis(now.getTime() - 29 * DAY) });

    const filesDeleted: string[] = [];
    const purged = await purgeDeletedTalents(now, adminDb, async (uid) => {
      filesDeleted.push(uid);
    });
    expect(purged).toContain(purgedOne.user.uid);
    expect(purged).not.toContain(kept.user.uid);
    expect(filesDeleted).toContain(purgedOne.user.uid);
    expect(filesDeleted).not.toContain(kept.user.uid);
    expect(await exists(`${DELETED_TALENTS}/${purgedOne.user.uid}`)).toBe(false);
    expect(await exists(`${DELETED_TALENTS}/${purgedOne.user.uid}/workHistory/w1`)).toBe(false);
    expect(await exists(`${ACCOUNT_DELETION_REQUESTS}/${purgedOne.user.uid}`)).toBe(false);
    expect(await exists(`users/${purgedOne.user.uid}`)).toBe(false);
    await expect(adminAuth.getUser(purgedOne.user.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    expect(await exists(`${DELETED_TALENTS}/${kept.user.uid}`)).toBe(true);
    expect(await exists(`${ACCOUNT_DELETION_REQUESTS}/${kept.user.uid}`)).toBe(true);
    expect((await adminAuth.getUser(kept.user.uid)).disabled).toBe(true);
    // A second run finds nothing more of these to do.
    expect(await purgeDeletedTalents(now, adminDb, async () => {})).not.toContain(purgedOne.user.uid);
  });
});

describe('who may call them', () => {
  const actions = (uid: string) =>
    [
      ['confirmAccountDeletion', { uid }],
      ['rejectAccountDeletion', { uid, reason: 'No.' }],
      ['restoreDeletedTalent', { uid }],
    ] as const;

  it("refuses a caller without a token, a talent, my staff, and admin or my without the second factor ('User needs mfa')", async () => {
    const { user } = await talentWithRequest('deny');
    const talentToken = (await signIn(user.email, user.password)).idToken;
    const staffToken = (await signInWithSecondFactor(staff.email, staff.password)).idToken;
    const oneFactor = (await signIn(adminWithoutFactor.email, adminWithoutFactor.password)).idToken;
    for (const [name, data] of actions(user.uid)) {
      const anonymous = await call(name, data);
      expect([name, anonymous.status, anonymous.body.error?.status]).toEqual([name, 401, 'UNAUTHENTICATED']);
      for (const token of [talentToken, staffToken]) {
        const denied = await call(name, data, token);
        expect([name, denied.status, denied.body.error?.status]).toEqual([name, 403, 'PERMISSION_DENIED']);
      }
      const mfa = await call(name, data, oneFactor);
      expect([name, mfa.status, mfa.body.error?.message]).toEqual([name, 401, 'User needs mfa']);
    }
    const anonymousList = await call('listDeletedTalents', {});
    expect(anonymousList.status).toBe(401);
    const talentList = await call('listDeletedTalents', {}, talentToken);
    expect(talentList.body.error?.status).toBe('PERMISSION_DENIED');
    const oneFactorStaff = (await signIn(staffWithoutFactor.email, staffWithoutFactor.password)).idToken;
    const staffList = await call('listDeletedTalents', {}, oneFactorStaff);
    expect([staffList.status, staffList.body.error?.message]).toEqual([401, 'User needs mfa']);
    // Nothing happened.
    expect((await requestOf(user.uid)).status).toBe('requested');
    expect(await exists(`talents/${user.uid}`)).toBe(true);
  });

  it('answers bad input with invalid-argument and each field, and an unknown uid with not-found', async () => {
    for (const [name, data, issues] of [
      ['confirmAccountDeletion', { uid: '' }, [{ path: 'uid', message: 'validation:fieldRequired' }]],
      ['restoreDeletedTalent', {}, [{ path: 'uid', message: 'validation:invalidValue' }]],
      ['rejectAccountDeletion', { uid: 'x', reason: 'ok', extra: 1 }, [{ path: '', message: expect.any(String) }]],
    ] as const) {
      const res = await call(name, data, adminToken);
      expect([name, res.status, res.body.error?.status]).toEqual([name, 400, 'INVALID_ARGUMENT']);
      expect(res.body.error?.details).toEqual({ issues });
    }
    for (const [name, data] of actions('no-such-account')) {
      const res = await call(name, data, adminToken);
      expect([name, res.status, res.body.error?.status]).toEqual([name, 404, 'NOT_FOUND']);
    }
  });
});
