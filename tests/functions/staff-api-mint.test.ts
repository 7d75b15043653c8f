import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  impersonationUseRecord,
  mintTokenResponse,
  staffCollections,
  staffPerson,
  tokenAuditRecord,
  type UserClaimsPatch,
  getUserInfo,
  postAccessToken,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putAddNewstaffUID,
  putLanguage,
  putPassword,
  putResetPassword,
  putSendLinkToEmail,
  putUpdateEmail,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import {
  AUTH_REST,
  claimsOf,
  createTestUser,
  deleteTestUsers,
  signInError,
  signInWithCustomToken,
  signInWithSecondFactor,
  uniqueEmail,
  type Session,
  type TestUser,
} from '../support/auth';
import { callCallable } from '../support/callable';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';

/**
 * "Sign in as" (issue 13 B1): minting refuses the accounts it must never act as, and the minted
 * session carries `impersonatedBy`, which keeps it away from account changes, minting and claims.
 * Real tokens against the Staff API (in-process, one test through the function) and the
 * setUserClaims callable in the emulators.
 */
const created: string[] = [];
const track = (u: TestUser) => (created.push(u.uid), u);

let userManager: TestUser;
let umToken: string;

beforeAll(async () => {
  userManager = track(await createTestUser({ prefix: 'mint-um', claims: { userManager: true }, mfaPhone: '+358401110020' }));
});
afterAll(async () => deleteTestUsers(created));
beforeEach(async () => {
  await clearFirestore();
  umToken ??= (await signInWithSecondFactor(userManager.email, userManager.password)).idToken;
});

const audits = async () =>
  (await adminDb.collection(staffCollections.tokenAudit).get()).docs.map((d) => tokenAuditRecord.parse(d.data()));

const mint = (uid: string, token = umToken) => callRoute(postMintFirebaseToken, { params: { firebaseUID: uid }, token });

/** A staff record linked to `user`'s account: the only kind of target "Sign in as" takes. */
async function putRecord(id: string, user: TestUser, username: string) {
  await adminDb
    .collection(staffCollections.people)
    .doc(id)
    .set(
      staffPerson.parse({
        username,
        email: user.email,
        firstName: 'Eino',
        lastName: 'Esimerkki',
        employee: true,
        customerIds: [],
        teamLead: false,
        canEditShifts: false,
        firebaseUid: user.uid,
        migratedAt: null,
        language: 'sv',
      }),
    );
}

describe('minting refuses protected accounts', () => {
  const protectedKinds: [string, { claims?: UserClaimsPatch; mfaPhone?: string }][] = [
    ['admin', { claims: { admin: true } }],
    ['my', { claims: { my: true } }],
    ['userManager', { claims: { userManager: true } }],
    ['a second factor', { mfaPhone: '+358401110021' }],
  ];

  for (const [kind, options] of protectedKinds) {
    it(`answers 409 protectedAccount for an account with ${kind}, and records nothing`, async () => {
      const target = track(await createTestUser({ prefix: 'mint-protected', ...options }));
      const res = await mint(target.uid);
      expect(res.status).toBe(409);
      expect(apiError.parse(res.body).error).toBe('protectedAccount');
      expect(await audits()).toHaveLength(0);
    });
  }

  it('answers 409 protectedAccount for an account with no staff record (a talent), and 404 for an unknown uid', async () => {
    const talent = track(await createTestUser({ prefix: 'mint-talent' }));
    const res = await mint(talent.uid);
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).error).toBe('protectedAccount');
    expect((await mint('ei-ketaan-tassa')).status).toBe(404);
    expect(await audits()).toHaveLength(0);
  });

  it('answers 409 protectedAccount for a staff record whose account holds a staff role', async () => {
    const target = track(await createTestUser({ prefix: 'mint-staff-admin', claims: { admin: true } }));
    await putRecord('sp-mint-admin', target, 'mint.admin');
    const res = await mint(target.uid);
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).error).toBe('protectedAccount');
    expect(await audits()).toHaveLength(0);
  });

  it('refuses a username whose linked account is protected, the same way', async () => {
    const target = track(await createTestUser({ prefix: 'mint-protected-name', mfaPhone: '+358401110022' }));
    await adminDb
      .collection(staffCollections.people)
      .doc('sp-mint-protected')
      .set(
        staffPerson.parse({
          username: 'mint.protected',
          email: target.email,
          firstName: 'Suojattu',
          lastName: 'Tili',
          employee: true,
          customerIds: [],
          teamLead: false,
          canEditShifts: false,
          firebaseUid: target.uid,
          migratedAt: null,
          language: null,
        }),
      );
    const res = await callRoute(postMintStaffpointToken, { token: umToken, body: { username: 'mint.protected' } });
    expect(res.status).toBe(409);
    expect(apiError.parse(res.body).error).toBe('protectedAccount');
    expect(await audits()).toHaveLength(0);
  });
});

describe('a minted session acts as the staff record through a support identity, never the account', () => {
  let target: TestUser;
  let session: Session;

  beforeAll(async () => {
    target = track(await createTestUser({ prefix: 'mint-acted', claims: { employee: true } }));
  });
  beforeEach(async () => {
    await putRecord('sp-mint-acted', target, 'mint.acted');
    const res = await mint(target.uid);
    expect(res.status).toBe(200);
    session = await signInWithCustomToken(mintTokenResponse.parse(res.body).token);
    track({ uid: String(claimsOf(session.idToken).user_id), email: '', password: '' });
  });

  it('is a support identity of its own, naming the record acted as and the acting user manager, and the audit says so', async () => {
    const claims = claimsOf(session.idToken);
    expect(claims.user_id).not.toBe(target.uid);
    expect(claims).toMatchObject({ actAs: 'sp-mint-acted', impersonatedBy: userManager.uid, employee: true });
    expect(claims.email).toBeUndefined();
    const [audit] = await audits();
    expect(audit).toMatchObject({
      actorUid: userManager.uid,
      targetUid: target.uid,
      targetStaffId: 'sp-mint-acted',
      supportUid: claims.user_id,
      route: 'MintFirebaseToken',
    });
  });

  it("changing its password and email through Auth's own REST API leaves the person's account as it was", async () => {
    const update = await fetch(`${AUTH_REST}/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ idToken: session.idToken, password: 'Kaapattu-Salasana-9', email: uniqueEmail('kaappaaja') }),
    });
    expect(update.status).toBe(200);
    expect(await signInError(target.email, target.password)).toBeNull();
    expect(await signInError(target.email, 'Kaapattu-Salasana-9')).not.toBeNull();
    expect((await adminAuth.getUser(target.uid)).email).toBe(target.email);
  });

  it('is shown the person: UserInfo from the staff record, with no staff role', async () => {
    // Through the function: the deployed wiring serves a minted session too.
    const res = await callRoute(getUserInfo, { token: session.idToken, via: 'function' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email: target.email,
      displayName: 'Eino Esimerkki',
      username: 'mint.acted',
      language: 'sv',
      roles: { admin: false, my: false, userManager: false, employee: true },
    });
  });

  it('changes the record it acts for, and each change is recorded with who acted', async () => {
    const res = await callRoute(putLanguage, { token: session.idToken, body: { Culture: 'fi' } });
    expect(res.status).toBe(204);
    expect((await adminDb.collection(staffCollections.people).doc('sp-mint-acted').get()).get('language')).toBe('fi');
    const uses = (await adminDb.collection(staffCollections.impersonationAudit).get()).docs.map((d) =>
      impersonationUseRecord.parse(d.data()),
    );
    expect(uses).toEqual([
      expect.objectContaining({
        actorUid: userManager.uid,
        supportUid: claimsOf(session.idToken).user_id,
        targetStaffId: 'sp-mint-acted',
        route: 'PUT /v1/User/Language',
      }),
    ]);
    // AccessToken writes no claims for it: they came with the minted token.
    const access = await callRoute(postAccessToken, { token: session.idToken });
    expect(access.body).toEqual({ claimsUpdated: false });
  });

  it('answers 403 impersonated on every identity-changing route, the public ones with a bearer too, and changes nothing', async () => {
    const calls = [
      callRoute(putPassword, { token: session.idToken, body: { OldPassword: target.password, NewPassword: 'Uusi-Salasana-2' } }),
      callRoute(putUpdateEmail, { query: { email: uniqueEmail('mint-email') }, token: session.idToken }),
      callRoute(putSendLinkToEmail, {
        params: { email: uniqueEmail('mint-link') },
        token: session.idToken,
        body: { continueUrl: 'http://127.0.0.1:5005/verify' },
      }),
      callRoute(putResetPassword, { query: { identifier: target.email }, token: session.idToken }),
      callRoute(putAddNewstaffUID, { query: { uid: target.uid, email: target.email }, token: session.idToken }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(403);
      expect(apiError.parse(res.body).error).toBe('impersonated');
    }
    expect((await adminAuth.getUser(target.uid)).email).toBe(target.email);
    expect(await signInError(target.email, target.password)).toBeNull();
    expect((await adminDb.collection(staffCollections.authEmailQueue).get()).size).toBe(0);
  });

  it('answers 403 impersonated on both Mint routes', async () => {
    const other = track(await createTestUser({ prefix: 'mint-other' }));
    const byUid = await mint(other.uid, session.idToken);
    const byName = await callRoute(postMintStaffpointToken, { token: session.idToken, body: { username: 'ei.kukaan' } });
    for (const res of [byUid, byName]) {
      expect(res.status).toBe(403);
      expect(apiError.parse(res.body).error).toBe('impersonated');
    }
  });

  it('is refused by setUserClaims (permission-denied, impersonated)', async () => {
    const answer = await callCallable('setUserClaims', { uid: target.uid, claims: { admin: true } }, session.idToken);
    expect(answer.body.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'impersonated' });
    expect((await adminAuth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
  });
});
