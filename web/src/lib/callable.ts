import { connectFunctionsEmulator, FunctionsError, getFunctions, httpsCallable } from 'firebase/functions';
import type { z } from 'zod';
import { AUTH_401, FUNCTIONS_REGION, routes } from '@vuoro/domain';
import { authProtocol } from './auth-protocol';
import { config } from './config';
import { firebaseApp } from './firebase';

/**
 * The one client for our callable functions (setUserClaims, lookupUser, the account deletion
 * callables): the Firebase SDK's callable protocol with the signed-in user's ID token, region
 * europe-west1, the emulator in local builds. Lives in the lazy chunks of the screens that use it.
 *
 * The answer is parsed with the shared zod schema. A failure is a `CallableError` with the
 * callable's code and, for bad input, each field's message key (`issues`). 'User needs mfa' sends
 * the user to the multi-factor screen first, like the Staff API's 401 protocol.
 */
const functions = getFunctions(firebaseApp, FUNCTIONS_REGION);
if (config.emulators) connectFunctionsEmulator(functions, config.emulators.host, config.emulators.functions);

export class CallableError extends Error {
  constructor(
    /** The callable's code without the `functions/` prefix: 'invalid-argument', 'not-found', … */
    readonly code: string,
    /** The function's own message (without the SDK's " [status]" suffix). */
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

function issuesOf(details: unknown): { path: string; message: string }[] {
  const issues = (details as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (i): i is { path: string; message: string } =>
      typeof (i as { path?: unknown }).path === 'string' && typeof (i as { message?: unknown }).message === 'string',
  );
}

/**
 * The function's own message: the SDK appends the HTTP status (`'User needs mfa [401]'`), which
 * would make every comparison with our shared message constants fail.
 */
export function serverMessage(sdkMessage: string): string {
  return sdkMessage.replace(/ \[\d{3}\]$/, '');
}

export async function callFunction<S extends z.ZodType>(name: string, schema: S, data: unknown): Promise<z.infer<S>> {
  try {
    const result = await httpsCallable(functions, name)(data);
    return schema.parse(result.data);
  } catch (e) {
    if (!(e instanceof FunctionsError)) throw e;
    const code = e.code.replace(/^functions\//, '');
    const message = serverMessage(e.message);
    if (code === 'unauthenticated' && message === AUTH_401.needsMfa) {
      const p = authProtocol();
      p?.navigate(routes.multiFactorE.href(undefined, { next: p.currentPath() }));
    }
    throw new CallableError(code, message, issuesOf(e.details));
  }
}
