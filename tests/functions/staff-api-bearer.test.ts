import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  maintenancePreInfoResponse,
  staffCollections,
  toStoredStaffPerson,
  userInfoResponse,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
} from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, uniqueEmail, type TestUser } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { testStaffPerson } from '../support/staff-people';
import { setAccountDisabled } from '../../functions/src/lib/account-state';
import { callerCacheSeconds } from '../../functions/src/lib/config';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { createStaffApi } from '../../functions/src/staffApi/app';

/**
 * How the Staff API checks a bearer (README, "Identity and access"): the ID token is verified
 * locally, and its revocation and the account's disabled state against the account's state as
 * this instance read it, at most a minute ago; the identity-changing routes ask Auth every time.
 * The same app the function serves runs in-process here with its clock moved forward, so "within
 * the minute" is tested without waiting a minute. A change made "on another instance" is made
 * with the Admin SDK directly, which this process's caches are not told of.
 */
const users: TestUser[] = [];
let clockOffsetMs = 0;
const app = createStaffApi({ now: () => Date.now() + clockOffsetMs });
const PAST_THE_CACHE_MS = 61_000;

const call = (path: string, idToken: string | null, init: { method?: string; body?: unknown } = {}) =>
  app.request(path, {
    method: init.method ?? 'GET',
    headers: {
      ...(idToken ? { Authorization: `Bearer ${idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE } : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

/** Auth keeps revocation times in whole seconds: a revocation in the sign-in's own second would not end it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

async function linkedEmployee(prefix: string) {
  const user = await createTestUser({
    prefix,
    claims: { employee: true, customerIds: [], teamLead: false, canEditShifts: false },
  });
  users.push(user);
  await adminDb
    .collection(staffCollections.people)
    .doc(`sp-${user.uid}`)
    .set(toStoredStaffPerson(testStaffPerson({ email: user.email, firebaseUid: user.uid, language: 'fi' })));
  return user;
}

beforeEach(async () => {
  clockOffsetMs = 0;
  clearCaches();
  await clearFirestore();
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));

describe('Staff API bearer: verified locally, revocation cached for at most a minute', () => {
  it('accepts a fresh, valid token', async () => {
    const u = await linkedEmployee('bearer-fresh');
    const { idToken } = await signIn(u.email, u.password);
    const res = await call('/v1/User/UserInfo', idToken);
    expect(res.status).toBe(200);
    expect(userInfoResponse.parse(await res.json())).toMatchObject({ uid: u.uid, language: 'fi', roles: { employee: true } });
  });

  it('refuses the old token within the minute after a role removal on another instance', async () => {
    const u = await linkedEmployee('bearer-role');
    const { idToken } = await signIn(u.email, u.password);
    expect((await call('/v1/User/UserInfo', idToken)).status).toBe(200);
    await nextSecond();
    // Another instance takes the role away (setUserClaims / AccessToken): claims set, sessions revoked.
    await adminAuth.setCustomUserClaims(u.uid, { employee: false, customerIds: [], teamLead: false, canEditShifts: false });
    await adminAuth.revokeRefreshTokens(u.uid);

    // This instance read the account less than a minute ago: the documented window.
    expect((await call('/v1/User/UserInfo', idToken)).status).toBe(200);
    clockOffsetMs = PAST_THE_CACHE_MS;
    const refused = await call('/v1/User/UserInfo', idToken);
    expect([refused.status, await refused.text()]).toEqual([401, AUTH_401.unauthorized]);
  });

  it('refuses the old token at once on the instance that removed the role (AccessToken syncing the record)', async () => {
    const u = await linkedEmployee('bearer-sync');
    const { idToken } = await signIn(u.email, u.password);
    expect((await call('/v1/User/UserInfo', idToken)).status).toBe(200);
    await nextSecond();
    await adminDb.collection(staffCollections.people).doc(`sp-${u.uid}`).update({ employee: false, customerIds: [] });
    expect((await call('/v1/User/AccessToken', idToken, { method: 'POST' })).status).toBe(200);
    expect((await call('/v1/User/UserInfo', idToken)).status).toBe(401);
  });

  it('refuses a locked account: at once where it was locked, within the minute elsewhere', async () => {
    const here = await linkedEmployee('bearer-lock-here');
    const there = await linkedEmployee('bearer-lock-there');
    const hereToken = (await signIn(here.email, here.password)).idToken;
    const thereToken = (await signIn(there.email, there.password)).idToken;
    expect((await call('/v1/User/UserInfo', hereToken)).status).toBe(200);
    expect((await call('/v1/User/UserInfo', thereToken)).status).toBe(200);

    await setAccountDisabled(here.uid, true); // as account deletion and AddNewstaffUID lock one
    await adminAuth.updateUser(there.uid, { disabled: true }); // another instance, or the console
    expect((await call('/v1/User/UserInfo', hereToken)).status).toBe(401);
    clockOffsetMs = PAST_THE_CACHE_MS;
    expect((await call('/v1/User/UserInfo', thereToken)).status).toBe(401);
  });

  describe('the identity-changing routes ask Auth on every call: a revoked token is refused at once', () => {
    const routes: {
      route: string;
      path: (u: TestUser) => string;
      method: string;
      body?: (u: TestUser) => unknown;
      manager?: true;
    }[] = [
      {
        route: 'PUT /v1/User/Password',
        method: 'PUT',
        path: () => '/v1/User/Password',
        body: (u) => ({ OldPassword: u.password, NewPassword: 'Uusi-Salasana-2' }),
      },
      { route: 'PUT /v1/User/UpdateEmail', method: 'PUT', path: () => `/v1/User/UpdateEmail?email=${uniqueEmail('bearer-new')}` },
      { route: 'PUT /v1/User/AddNewstaffUID', method: 'PUT', path: () => '/v1/User/AddNewstaffUID' },
      {
        route: 'POST /v1/User/MintFirebaseToken',
        method: 'POST',
        path: (u) => `/v1/User/MintFirebaseToken/${u.uid}`,
        manager: true,
      },
      {
        route: 'POST /v1/User/MintStaffpointToken',
        method: 'POST',
        path: () => '/v1/User/MintStaffpointToken',
        body: () => ({ username: 'ei.ketaan' }),
        manager: true,
      },
    ];

    it.each(routes)('$route', async ({ path, method, body, manager }) => {
      const u = manager
        ? await createTestUser({ prefix: 'bearer-um', claims: { userManager: true }, mfaPhone: '+358401110077' })
        : await linkedEmployee('bearer-identity');
      if (manager) users.push(u);
      const { idToken } = manager ? await signInWithSecondFactor(u.email, u.password) : await signIn(u.email, u.password);
      expect((await call('/v1/User/UserInfo', idToken)).status).toBe(200);
      await nextSecond();
      await adminAuth.revokeRefreshTokens(u.uid); // another instance, which this one is not told of

      const refused = await call(path(u), idToken, { method, body: body?.(u) });
      expect([refused.status, await refused.text()]).toEqual([401, AUTH_401.unauthorized]);
      // The same token on an ordinary route: still inside this instance's minute.
      expect((await call('/v1/User/UserInfo', idToken)).status).toBe(200);
    });
  });
});

describe('Staff API public settings: cached for at most a minute', () => {
  const notice = (fi: string) => ({
    messages: { fi },
    startsAt: new Date(Date.now() + 86_400_000).toISOString(),
    endsAt: new Date(Date.now() + 90_000_000).toISOString(),
  });
  const maintenance = () => adminDb.collection(staffCollections.system).doc('maintenance');
  const message = async () =>
    maintenancePreInfoResponse.parse(await (await call('/v1/System/MaintenancePreInfoMessage?culture=fi', null)).json()).message;

  it('shows a changed maintenance message within a minute', async () => {
    await maintenance().set(notice('Huoltokatko sunnuntaina'));
    expect(await message()).toBe('Huoltokatko sunnuntaina');
    await maintenance().set(notice('Huoltokatko maanantaina'));
    expect(await message()).toBe('Huoltokatko sunnuntaina');
    clockOffsetMs = PAST_THE_CACHE_MS;
    expect(await message()).toBe('Huoltokatko maanantaina');
  });
});

describe('STAFF_CALLER_CACHE_SECONDS', () => {
  it('keeps a caller record a minute by default; 0 reads it on every call; refuses anything else', () => {
    expect(callerCacheSeconds({})).toBe(60);
    expect(callerCacheSeconds({ STAFF_CALLER_CACHE_SECONDS: '0' })).toBe(0);
    expect(callerCacheSeconds({ STAFF_CALLER_CACHE_SECONDS: '300' })).toBe(300);
    for (const bad of ['-1', '301', '1.5', 'soon']) {
      expect(() => callerCacheSeconds({ STAFF_CALLER_CACHE_SECONDS: bad })).toThrow(/STAFF_CALLER_CACHE_SECONDS/);
    }
  });
});
