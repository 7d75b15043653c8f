import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AUTH_401, STAFF_ACCOUNT_DELETION } from '@vuoro/domain';
import { installAuthProtocol } from './auth-protocol';
import { CallableError, callFunction, serverMessage } from './callable';

/**
 * The callable client over the Firebase SDK's own callable protocol: the network answers are
 * scripted (the server half runs against the Functions emulator in tests/functions), so the
 * SDK builds its real FunctionsError from them. The SDK appends the HTTP status to the message
 * ('User needs mfa [401]'); the client must hand on the function's own message.
 */
const navigate = vi.fn();

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })),
  );
}

beforeEach(() => {
  navigate.mockReset();
  installAuthProtocol({
    getToken: async () => null,
    requestReauth: async () => false,
    signOut: async () => undefined,
    navigate,
    currentPath: () => '/claims-screen',
  });
});
afterEach(() => {
  installAuthProtocol(null);
  vi.unstubAllGlobals();
});

describe('callFunction', () => {
  it("hands on the function's own message, so it can be compared with the shared constants", async () => {
    answer(400, { error: { status: 'FAILED_PRECONDITION', message: STAFF_ACCOUNT_DELETION } });
    const error = await callFunction('confirmAccountDeletion', z.unknown(), { uid: 'u1' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CallableError);
    expect(error).toMatchObject({ code: 'failed-precondition', message: STAFF_ACCOUNT_DELETION });
    expect(navigate).not.toHaveBeenCalled();
  });

  it("'User needs mfa' sends the user to the multi-factor screen and comes back", async () => {
    answer(401, { error: { status: 'UNAUTHENTICATED', message: AUTH_401.needsMfa } });
    const error = await callFunction('lookupUser', z.unknown(), { email: 'a@example.com' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unauthenticated', message: AUTH_401.needsMfa });
    expect(navigate).toHaveBeenCalledWith('/multifactor/e?next=%2Fclaims-screen');
  });

  it('keeps each field message key of bad input', async () => {
    answer(400, {
      error: {
        status: 'INVALID_ARGUMENT',
        message: 'Invalid input',
        details: { issues: [{ path: 'email', message: 'validation:invalidEmail' }] },
      },
    });
    const error = await callFunction('lookupUser', z.unknown(), { email: 'x' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'invalid-argument', issues: [{ path: 'email', message: 'validation:invalidEmail' }] });
  });
});

describe('serverMessage', () => {
  it('removes only a trailing HTTP status', () => {
    expect(serverMessage('User needs mfa [401]')).toBe('User needs mfa');
    expect(serverMessage('Sign in first.')).toBe('Sign in first.');
    expect(serverMessage('Codes [12] and more [400] here')).toBe('Codes [12] and more [400] here');
  });
});
