import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { getListUsers, postMintFirebaseToken, putLanguage, putResetPassword } from '@vuoro/domain';
import { callEndpoint, callStaffApi, installAuthProtocol, type AuthProtocol } from './staff-api';

/**
 * The client half of the 401 protocol (spec section 4). The server half — which answer comes
 * when — is tested against the real functions emulator in tests/functions/staff-api-auth.test.ts;
 * here the network answers are scripted so that every client reaction can be observed.
 */
type Answer = { status: number; body?: string };
let answers: Answer[];
let requests: { url: string; method: string; headers: Record<string, string>; body: unknown }[];
let protocol: AuthProtocol & { calls: string[] };

function makeProtocol(over: Partial<AuthProtocol> = {}) {
  const calls: string[] = [];
  let version = 0;
  return {
    calls,
    getToken: vi.fn(async (force: boolean) => {
      if (force) version += 1;
      calls.push(force ? 'refresh' : 'token');
      return `token-${version}`;
    }),
    requestReauth: vi.fn(async () => {
      calls.push('reauth');
      return true;
    }),
    signOut: vi.fn(async () => {
      calls.push('signOut');
    }),
    navigate: vi.fn((to: string) => {
      calls.push(`navigate ${to}`);
    }),
    currentPath: () => '/settings',
    ...over,
  };
}

beforeEach(() => {
  answers = [];
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      requests.push({
        url: String(url),
        method: String(init.method),
        headers: init.headers as Record<string, string>,
        body: init.body,
      });
      const next = answers.shift() ?? { status: 500, body: '' };
      return new Response(next.status === 204 ? null : (next.body ?? ''), { status: next.status });
    }),
  );
  protocol = makeProtocol();
  installAuthProtocol(protocol);
});
afterEach(() => {
  vi.unstubAllGlobals();
  installAuthProtocol(null);
});

const ok = z.object({ ok: z.boolean() });
const call = () => callStaffApi('/v1/User/UserInfo', ok, { auth: true });

describe('callStaffApi: headers', () => {
  it('marks the web interface and sends the bearer only for authenticated calls', async () => {
    answers.push({ status: 200, body: '{"ok":true}' }, { status: 204 });
    await call();
    await callStaffApi('/v1/User/ResetPassword', z.null(), { method: 'PUT', query: { identifier: 'a@b.fi' } });
    expect(requests[0]!.headers['X-Vuoro-Client']).toBe('web');
    expect(requests[0]!.headers.Authorization).toBe('Bearer token-0');
    expect(requests[1]!.headers.Authorization).toBeUndefined();
    expect(requests[1]!.url).toContain('identifier=a%40b.fi');
  });
});

describe('callStaffApi: the 401 protocol', () => {
  it('refreshes the token and retries once; a success then ends it', async () => {
    answers.push({ status: 401, body: 'Unauthorized' }, { status: 200, body: '{"ok":true}' });
    await expect(call()).resolves.toEqual({ ok: true });
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer token-0', 'Bearer token-1']);
    expect(protocol.signOut).not.toHaveBeenCalled();
  });

  it("'User needs mfa' leads to /multifactor/e (enrolment, or the multi-factor sign-in when a factor exists)", async () => {
    answers.push({ status: 401, body: 'User needs mfa' }, { status: 401, body: 'User needs mfa' });
    await expect(call()).rejects.toMatchObject({ status: 401, message: 'User needs mfa' });
    expect(protocol.calls).toEqual(['token', 'refresh', 'navigate /multifactor/e?next=%2Fsettings']);
    expect(protocol.signOut).not.toHaveBeenCalled();
  });

  it("'Credentials too old': re-authentication confirmed retries the call", async () => {
    answers.push(
      { status: 401, body: 'Credentials too old' },
      { status: 401, body: 'Credentials too old' },
      { status: 200, body: '{"ok":true}' },
    );
    await expect(call()).resolves.toEqual({ ok: true });
    expect(protocol.calls).toEqual(['token', 'refresh', 'reauth', 'refresh']);
    expect(requests).toHaveLength(3);
  });

  it("'Credentials too old': declined raises 'userNeedsReauth' and sends nothing more", async () => {
    installAuthProtocol((protocol = makeProtocol({ requestReauth: async () => false })));
    answers.push({ status: 401, body: 'Credentials too old' }, { status: 401, body: 'Credentials too old' });
    await expect(call()).rejects.toMatchObject({ message: 'userNeedsReauth' });
    expect(requests).toHaveLength(2);
    expect(protocol.signOut).not.toHaveBeenCalled();
  });

  it('any other 401 signs out and goes to /login', async () => {
    answers.push({ status: 401, body: 'Unauthorized' }, { status: 401, body: 'Unauthorized' });
    await expect(call()).rejects.toMatchObject({ status: 401 });
    expect(protocol.calls).toEqual(['token', 'refresh', 'signOut', 'navigate /login?next=%2Fsettings']);
  });

  it('a 401 from a route without authentication is just an error', async () => {
    answers.push({ status: 401, body: 'Unauthorized' });
    await expect(callStaffApi('/v1/System/MaintenancePreInfoMessage', ok)).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(protocol.calls).toEqual([]);
  });

  it('a supplied token provider is used, after the session token was refreshed', async () => {
    const supplied = vi.fn(async () => 'supplied');
    answers.push({ status: 401, body: 'Unauthorized' }, { status: 200, body: '{"ok":true}' });
    await callStaffApi('/v1/User/ListUsers', ok, { token: supplied });
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer supplied', 'Bearer supplied']);
    expect(protocol.calls).toEqual(['refresh']);
  });

  it('403 and 400 are errors with their issues, never a sign-out', async () => {
    answers.push({
      status: 400,
      body: '{"error":"Invalid input","issues":[{"path":"email","message":"validation:invalidEmail"}]}',
    });
    await expect(call()).rejects.toMatchObject({ status: 400, issues: [{ path: 'email', message: 'validation:invalidEmail' }] });
    answers.push({ status: 403, body: '{"error":"Forbidden"}' });
    await expect(call()).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    expect(protocol.signOut).not.toHaveBeenCalled();
  });
});

describe('callEndpoint: a call made from its contract', () => {
  it('fills path parameters (encoded), sends the method and bearer, and parses the answer', async () => {
    answers.push({ status: 200, body: '{"token":"minted"}' });
    await expect(callEndpoint(postMintFirebaseToken, { params: { firebaseUID: 'a/b c' } })).resolves.toEqual({ token: 'minted' });
    expect(requests[0]).toMatchObject({ url: 'http://localhost:3000/v1/User/MintFirebaseToken/a%2Fb%20c', method: 'POST' });
    expect(requests[0]!.headers.Authorization).toBe('Bearer token-0');
  });

  it('puts the query in the URL and the body as JSON; a 204 route resolves to undefined', async () => {
    answers.push({ status: 200, body: '{"total":0,"users":[]}' }, { status: 204 });
    await callEndpoint(getListUsers, { query: { skip: 25, take: 25, customers: 'true' } });
    expect(new URL(requests[0]!.url).search).toBe('?skip=25&take=25&customers=true');
    await expect(callEndpoint(putLanguage, { body: { Culture: 'fi' } })).resolves.toBeUndefined();
    expect(requests[1]).toMatchObject({ method: 'PUT', body: '{"Culture":"fi"}' });
    expect(requests[1]!.headers['Content-Type']).toBe('application/json');
  });

  it('sends no bearer to a route for anyone', async () => {
    answers.push({ status: 204 });
    await callEndpoint(putResetPassword, { query: { identifier: 'x@example.com' } });
    expect(requests[0]!.headers.Authorization).toBeUndefined();
    expect(protocol.calls).toEqual([]);
  });

  it('refuses an answer that breaks the contract', async () => {
    answers.push({ status: 200, body: '{"tokn":"typo"}' });
    await expect(callEndpoint(postMintFirebaseToken, { params: { firebaseUID: 'u1' } })).rejects.toThrow();
  });
});
