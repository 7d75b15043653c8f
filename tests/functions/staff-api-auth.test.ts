import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiError,
  AUTH_401,
  RECENT_LOGIN_MAX_AGE_SECONDS,
  endpointKey,
  staffEndpoints,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
} from '@vuoro/domain';
import { adminAuth } from '../support/admin';
import { callApi, createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { createStaffApi } from '../../functions/src/staffApi/app';

/**
 * The Staff API's authentication middleware (spec sections 4 and 6), over HTTP against the
 * function in the emulator with real ID tokens from the Auth emulator. Only the
 * 'Credentials too old' case runs the same app in-process, with its clock moved forward:
 * waiting out the configured age is not an option, and the emulator has no way to issue a
 * token whose sign-in lies in the past.
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

async function expect401(res: Response, body: string) {
  expect(res.status).toBe(401);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
  expect(await res.text()).toBe(body);
}

describe('Staff API authentication: 401 Unauthorized', () => {
  it('without the web interface header, even with a valid token', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    await expect401(await callApi('/v1/User/UserInfo', { token: idToken, webHeader: false }), AUTH_401.unauthorized);
  });

  it('without a bearer, with a garbage bearer, or with another scheme', async () => {
    await expect401(await callApi('/v1/User/UserInfo', { webHeader: true }), AUTH_401.unauthorized);
    await expect401(await callApi('/v1/User/UserInfo', { token: 'not-a-token' }), AUTH_401.unauthorized);
    const { idToken } = await signIn(employee.email, employee.password);
    const basic = await callApi('/v1/User/UserInfo', {
      webHeader: true,
      headers: { Authorization: `Basic ${idToken}` },
    });
    await expect401(basic, AUTH_401.unauthorized);
  });

  it('with a token of a disabled account: at once on an identity-changing route (elsewhere within a minute: staff-api-bearer)', async () => {
    const locked = await createTestUser({ prefix: 'auth-locked', claims: { employee: true } });
    users.push(locked);
    const { idToken } = await signIn(locked.email, locked.password);
    expect((await callApi('/v1/User/UserInfo', { token: idToken })).status).toBe(200);
    await adminAuth.updateUser(locked.uid, { disabled: true });
    const password = { OldPassword: locked.password, NewPassword: 'Uusi-Salasana-2' };
    await expect401(await callApi('/v1/User/Password', { method: 'PUT', token: idToken, body: password }), AUTH_401.unauthorized);
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
    await expect401(await callApi('/v1/User/UserInfo', { token: session.idToken }), AUTH_401.needsMfa);
  });

  it('lets a userManager through once signed in with the SMS second factor', async () => {
    const { idToken } = await signInWithSecondFactor(userManager.email, userManager.password);
    const res = await callApi('/v1/User/ListUsers', { token: idToken });
    expect(res.status).toBe(200);
  });

  it('does not ask an employee for a second factor, enrolled or not', async () => {
    expect(
      (await callApi('/v1/User/UserInfo', { token: (await signIn(employee.email, employee.password)).idToken })).status,
    ).toBe(200);
    const mfa = await signInWithSecondFactor(mfaEmployee.email, mfaEmployee.password);
    expect((await callApi('/v1/User/UserInfo', { token: mfa.idToken })).status).toBe(200);
  });
});

describe('Staff API authentication: roles and routes', () => {
  it('answers 403 Forbidden (JSON) when the role may not call the route', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    for (const [method, path] of [
      ['GET', '/v1/User/ListUsers'],
      ['POST', `/v1/User/MintFirebaseToken/${employee.uid}`],
      ['POST', '/v1/User/MintStaffpointToken'],
    ] as const) {
      const res = await callApi(path, { method, token: idToken, body: method === 'POST' ? { username: 'x' } : undefined });
      expect(res.status, path).toBe(403);
      expect(apiError.parse(await res.json()).error).toBe('Forbidden');
    }
  });

  it('answers 404 for a route that does not exist, signed in or not', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    for (const token of [undefined, idToken]) {
      const res = await callApi('/v1/User/NoSuchRoute', { token });
      expect(res.status).toBe(404);
      expect(apiError.parse(await res.json()).error).toContain('/v1/User/NoSuchRoute');
    }
    // The right path with the wrong method is not a route either.
    expect((await callApi('/v1/User/UserInfo', { method: 'DELETE', token: idToken })).status).toBe(404);
  });

  it('serves an `anyone` route without a token, and with an invalid one', async () => {
    expect((await callApi('/v1/System/MaintenancePreInfoMessage')).status).toBe(200);
    const res = await callApi('/v1/System/MaintenancePreInfoMessage', { token: 'garbage' });
    expect(res.status).toBe(200);
  });

  it('treats a trailing slash as the same route (the spec writes /MintStaffpointToken/)', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    const res = await callApi('/v1/User/MintStaffpointToken/', { method: 'POST', token: idToken, body: { username: 'x' } });
    expect(res.status).toBe(403);
  });
});

describe('Staff API authentication: the permission table', () => {
  it('serves exactly the contracts (plus its two documentation routes)', () => {
    const served = createStaffApi()
      .routes.filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    const declared = [...staffEndpoints.map(endpointKey), 'GET /v1/openapi.json', 'GET /v1/docs'];
    expect(served.sort()).toEqual(declared.sort());
  });

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
  const headers = (idToken: string) => ({
    Authorization: `Bearer ${idToken}`,
    [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE,
    'Content-Type': 'application/json',
  });
  const later = (seconds: number) => () => Date.now() + seconds * 1000;

  it.each(['PUT /v1/User/Password', 'PUT /v1/User/UpdateEmail'])(
    '%s answers 401 "Credentials too old" once the sign-in is older than the configured age',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const { idToken } = await signIn(employee.email, employee.password);
      const old = createStaffApi({
        recentLoginSeconds: () => RECENT_LOGIN_MAX_AGE_SECONDS,
        now: later(RECENT_LOGIN_MAX_AGE_SECONDS + 5),
      });
      await expect401(await old.request(path, { method, headers: headers(idToken), body: '{}' }), AUTH_401.credentialsTooOld);
    },
  );

  it('lets the same token through while the sign-in is recent, and uses the configured age', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    // Recent: the middleware passes and the handler answers (400: the body is empty).
    const recent = createStaffApi({ recentLoginSeconds: () => 600, now: later(300) });
    expect((await recent.request('/v1/User/Password', { method: 'PUT', headers: headers(idToken), body: '{}' })).status).toBe(
      400,
    );
    const strict = createStaffApi({ recentLoginSeconds: () => 60, now: later(300) });
    await expect401(
      await strict.request('/v1/User/Password', { method: 'PUT', headers: headers(idToken), body: '{}' }),
      AUTH_401.credentialsTooOld,
    );
  });

  it('does not ask for a recent sign-in on a route that is not sensitive', async () => {
    const { idToken } = await signIn(employee.email, employee.password);
    const old = createStaffApi({ recentLoginSeconds: () => 60, now: later(3_000) });
    expect((await old.request('/v1/User/UserInfo', { headers: headers(idToken) })).status).toBe(200);
  });
});
