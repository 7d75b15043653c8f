import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiError,
  AUTH_401,
  getListUsers,
  getMaintenancePreInfoMessage,
  getUserInfo,
  postMintFirebaseToken,
  postMintStaffpointToken,
  putPassword,
  putUpdateEmail,
  RECENT_LOGIN_MAX_AGE_SECONDS,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
} from '@vuoro/domain';
import { adminAuth } from '../support/admin';
import { callApi, createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { callRoute, type RouteAnswer } from '../support/call-route';

/**
 * The Staff API's authentication middleware (spec sections 4 and 6) with real ID tokens from
 * the Auth emulator, through the app in-process (the guard is the same code the function runs);
 * the first test and the paths that are no contract's (an unknown route, a trailing slash) go
 * through the function in the emulator. The 'Credentials too old' cases move the app's clock
 * forward: waiting out the configured age is not an option, and the emulator has no way to
 * issue a token whose sign-in lies in the past.
 */
const users: TestUser[] = [];
let employee: TestUser,
  userManager: TestUser,
  bareUserManager: TestUser,
  admin: TestUser,
  mfaEmployee: TestUser,
  flagged: TestUser;

beforeAll(async () => {
  employee = await createTestUser({ prefix: 'auth-employee', claims: { employee: true } });
  userManager = await createTestUser({ prefix: 'auth-um', claims: { userManager: true }, mfaPhone: '+358401110001' });
  bareUserManager = await createTestUser({ prefix: 'auth-um-bare', claims: { userManager: true } });
  admin = await createTestUser({ prefix: 'auth-admin', claims: { admin: true } });
  mfaEmployee = await createTestUser({ prefix: 'auth-mfa-employee', claims: { employee: true }, mfaPhone: '+358401110002' });
  flagged = await createTestUser({ prefix: 'auth-flagged', claims: { employee: true, mfaRequired: true } });
  users.push(employee, userManager, bareUserManager, admin, mfaEmployee, flagged);
});
afterAll(() => deleteTestUsers(users.map((u) => u.uid)));

async function expect401(res: RouteAnswer, body: string) {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(res.body).toBe(body);
}

describe('Staff API authentication: 401 Unauthorized', () => {
  it('without the web interface header, even with a valid token', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    await expect401(await callRoute(getUserInfo, { token: idToken, webHeader: false, via: 'function' }), AUTH_401.unauthorized);
  });

  it('without a bearer, with a garbage bearer, or with another scheme', async () => {
    await expect401(await callRoute(getUserInfo, { webHeader: true }), AUTH_401.unauthorized);
    await expect401(await callRoute(getUserInfo, { token: 'not-a-token' }), AUTH_401.unauthorized);
    const { idToken } = await signIn(employee.email, employee.password);
    const basic = await callRoute(getUserInfo, { webHeader: true, headers: { Authorization: `Basic ${idToken}` } });
    await expect401(basic, AUTH_401.unauthorized);
  });

  it('with a token of a disabled account: at once on an identity-changing route (elsewhere within a minute: staff-api-bearer)', async () => {
    const locked = await createTestUser({ prefix: 'auth-locked', claims: { employee: true } });
    users.push(locked);
    const { idToken } = await signIn(locked.email, locked.password);
    expect((await callRoute(getUserInfo, { token: idToken })).status).toBe(200);
    await adminAuth.updateUser(locked.uid, { disabled: true });
    const password = { OldPassword: locked.password, NewPassword: 'Uusi-Salasana-2' };
    await expect401(await callRoute(putPassword, { token: idToken, body: password }), AUTH_401.unauthorized);
  });
});

describe('Staff API authentication: second factor', () => {
  it.each([
    ['a userManager', () => bareUserManager],
    ['an admin', () => admin],
    ['an account with the mfaRequired claim', () => flagged],
  ])('answers 401 "User needs mfa" to %s signed in without a second factor', async (_who, who) => {
    const u = who();
    const session = await signIn(u.email, u.password);
    await expect401(await callRoute(getUserInfo, { token: session.idToken }), AUTH_401.needsMfa);
  });

  it('lets a userManager through once signed in with the SMS second factor', async () => {
    const { idToken } = await signInWithSecondFactor(userManager.email, userManager.password);
    const res = await callRoute(getListUsers, { token: idToken });
    expect(res.status).toBe(200);
  });

  it('does not ask an employee for a second factor, enrolled or not', async () => {
    expect((await callRoute(getUserInfo, { token: (await signIn(employee.email, employee.password)).idToken })).status).toBe(200);
    const mfa = await signInWithSecondFactor(mfaEmployee.email, mfaEmployee.password);
    expect((await callRoute(getUserInfo, { token: mfa.idToken })).status).toBe(200);
  });
});

describe('Staff API authentication: roles and routes', () => {
  it('answers 403 Forbidden (JSON) when the role may not call the route', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    for (const [contract, call] of [
      [getListUsers, {}],
      [postMintFirebaseToken, { params: { firebaseUID: employee.uid }, body: { username: 'x' } }],
      [postMintStaffpointToken, { body: { username: 'x' } }],
    ] as const) {
      const res = await callRoute(contract, { ...call, token: idToken });
      expect(res.status, contract.path).toBe(403);
      expect(apiError.parse(res.body).error).toBe('Forbidden');
    }
  });

  // Through the function: these paths are no contract's, so they are written out.
  it('answers 404 for a route that does not exist, signed in or not', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    for (const token of [undefined, idToken]) {
      const res = await callApi('/v1/User/NoSuchRoute', { token });
      expect(res.status).toBe(404);
      expect(apiError.parse(await res.json()).error).toContain('/v1/User/NoSuchRoute');
    }
    // The right path with the wrong method is not a route either.
    expect((await callRoute({ ...getUserInfo, method: 'DELETE' }, { token: idToken, via: 'function' })).status).toBe(404);
  });

  it('serves an `anyone` route without a token, and with an invalid one', async () => {
    expect((await callRoute(getMaintenancePreInfoMessage)).status).toBe(200);
    const res = await callRoute(getMaintenancePreInfoMessage, { token: 'garbage' });
    expect(res.status).toBe(200);
  });

  it('treats a trailing slash as the same route (the spec writes /MintStaffpointToken/)', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    const res = await callApi('/v1/User/MintStaffpointToken/', { method: 'POST', token: idToken, body: { username: 'x' } });
    expect(res.status).toBe(403);
  });
});

describe('Staff API authentication: the permission table', () => {
  it('denies by default: a served route without a table entry answers 404 before its handler runs', async () => {
    const app = createStaffApi();
    let ran = false;
    app.get('/v1/User/NotInTheTable', (c) => {
      ran = true;
      return c.text('secret');
    });
    const { idToken } = await signIn(employee.email, employee.password);
    const res = await app.request('/v1/User/NotInTheTable', {
      headers: { Authorization: `Bearer ${idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
    });
    expect(res.status).toBe(404);
    expect(ran).toBe(false);
  });
});

describe('Staff API authentication: recent sign-in for sensitive routes', () => {
  // In-process: the real middleware and Admin SDK against the Auth emulator, with the clock
  // moved past the configured age instead of waiting for it.
  const later = (seconds: number) => () => Date.now() + seconds * 1000;

  it.each([putPassword, putUpdateEmail].map((c) => [`${c.method} ${c.path}`, c] as const))(
    '%s answers 401 "Credentials too old" once the sign-in is older than the configured age',
    async (_route, contract) => {
      const { idToken } = await signIn(employee.email, employee.password);
      const old = createStaffApi({
        recentLoginSeconds: () => RECENT_LOGIN_MAX_AGE_SECONDS,
        now: later(RECENT_LOGIN_MAX_AGE_SECONDS + 5),
      });
      await expect401(await callRoute(contract, { app: old, token: idToken, body: {} }), AUTH_401.credentialsTooOld);
    },
  );

  it('lets the same token through while the sign-in is recent, and uses the configured age', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    // Recent: the middleware passes and the handler answers (400: the body is empty).
    const recent = createStaffApi({ recentLoginSeconds: () => 600, now: later(300) });
    expect((await callRoute(putPassword, { app: recent, token: idToken, body: {} })).status).toBe(400);
    const strict = createStaffApi({ recentLoginSeconds: () => 60, now: later(300) });
    await expect401(await callRoute(putPassword, { app: strict, token: idToken, body: {} }), AUTH_401.credentialsTooOld);
  });

  it('does not ask for a recent sign-in on a route that is not sensitive', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    const old = createStaffApi({ recentLoginSeconds: () => 60, now: later(3_000) });
    expect((await callRoute(getUserInfo, { app: old, token: idToken })).status).toBe(200);
  });
});
