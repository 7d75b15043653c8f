import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  mintTokenResponse,
  staffCollections,
  staffPerson,
  tokenAuditRecord,
  type UserClaimsPatch,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import {
  callApi,
  claimsOf,
  createTestUser,
  deleteTestUsers,
  signInWithCustomToken,
  signInWithSecondFactor,
  uniqueEmail,
  type Session,
  type TestUser,
} from '../support/auth';
import { callCallable } from '../support/callable';
import { clearFirestore } from '../support/emulators';

/**
 * "Sign in as" (issue 13 B1): minting refuses the accounts it must never act as, and the minted
 * session carries `impersonatedBy`, which keeps it away from account changes, minting and claims.
 * Real tokens against the Staff API and the setUserClaims callable in the emulators.
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

const mint = (uid: string, token = umToken) => callApi(`/v1/User/MintFirebaseToken/${uid}`, { method: 'POST', token });

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
      expect(apiError.parse(await res.json()).error).toBe('protectedAccount');
      expect(await audits()).toHaveLength(0);
    });
  }

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
    const res = await callApi('/v1/User/MintStaffpointToken', {
      method: 'POST',
      token: umToken,
      body: { username: 'mint.protected' },
    });
    expect(res.status).toBe(409);
    expect(apiError.parse(await res.json()).error).toBe('protectedAccount');
    expect(await audits()).toHaveLength(0);
  });
});

describe('a minted session carries impersonatedBy and cannot change the account', () => {
  let target: TestUser;
  let session: Session;

  beforeAll(async () => {
    target = track(await createTestUser({ prefix: 'mint-acted', claims: { employee: true } }));
  });
  beforeEach(async () => {
    const res = await mint(target.uid);
    expect(res.status).toBe(200);
    session = await signInWithCustomToken(mintTokenResponse.parse(await res.json()).token);
  });

  it("names the acting user manager in the session's ID token", () => {
    expect(claimsOf(session.idToken)).toMatchObject({ user_id: target.uid, impersonatedBy: userManager.uid });
  });

  it('answers 403 impersonated on Password and UpdateEmail, and changes nothing', async () => {
    const password = await callApi('/v1/User/Password', {
      method: 'PUT',
      token: session.idToken,
      body: { OldPassword: target.password, NewPassword: 'Uusi-Salasana-2' },
    });
    const email = await callApi(`/v1/User/UpdateEmail?email=${encodeURIComponent(uniqueEmail('mint-email'))}`, {
      method: 'PUT',
      token: session.idToken,
    });
    for (const res of [password, email]) {
      expect(res.status).toBe(403);
      expect(apiError.parse(await res.json()).error).toBe('impersonated');
    }
    expect((await adminAuth.getUser(target.uid)).email).toBe(target.email);
  });

  it('answers 403 impersonated on both Mint routes', async () => {
    const other = track(await createTestUser({ prefix: 'mint-other' }));
    const byUid = await mint(other.uid, session.idToken);
    const byName = await callApi('/v1/User/MintStaffpointToken', {
      method: 'POST',
      token: session.idToken,
      body: { username: 'ei.kukaan' },
    });
    for (const res of [byUid, byName]) {
      expect(res.status).toBe(403);
      expect(apiError.parse(await res.json()).error).toBe('impersonated');
    }
  });

  it('is refused by setUserClaims (permission-denied, impersonated)', async () => {
    const answer = await callCallable('setUserClaims', { uid: target.uid, claims: { admin: true } }, session.idToken);
    expect(answer.body.error).toMatchObject({ status: 'PERMISSION_DENIED', message: 'impersonated' });
    expect((await adminAuth.getUser(target.uid)).customClaims?.admin).toBeUndefined();
  });
});
