import { useCallback, useState } from 'react';
import {
  getMultiFactorResolver,
  signInWithEmailAndPassword,
  type MultiFactorError,
  type MultiFactorResolver,
  type User,
} from 'firebase/auth';
import { authErrorKey, errorCode, type ErrorKey } from '@/lib/auth-errors';
import { auth } from '@/lib/firebase';

/** What a sign-in attempt ended in, when it did not fail. */
export type SignInOutcome = { kind: 'signedIn'; user: User } | { kind: 'mfa'; resolver: MultiFactorResolver };

/** Turns Firebase's "a second factor is needed" error into an outcome; rethrows anything else. */
export function mfaOutcome(error: unknown): SignInOutcome {
  if (errorCode(error) === 'auth/multi-factor-auth-required') {
    return { kind: 'mfa', resolver: getMultiFactorResolver(auth, error as MultiFactorError) };
  }
  throw error;
}

/** An identifier without `@` is an old username: the identity function gives its sign-in email. */
export const isUsername = (identifier: string): boolean => !identifier.includes('@');

/**
 * Email or old username with a password. The username is resolved first; the function answers
 * for any username (existing or not), so a wrong one fails like a wrong password: 'Login failed.'.
 * The resolution call (and the schemas it parses with) loads only when a username is typed,
 * keeping the sign-in screen's first load small.
 */
export async function signInWithPassword(identifier: string, password: string): Promise<SignInOutcome> {
  const trimmed = identifier.trim();
  const email = isUsername(trimmed) ? (await (await import('./resolve-login')).resolveLogin(trimmed)).email : trimmed;
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    return { kind: 'signedIn', user: credential.user };
  } catch (error) {
    return mfaOutcome(error);
  }
}

export interface SignInState {
  pending: boolean;
  /** The `errors:` key of the last failure, as `t()` takes it. */
  error: ErrorKey | null;
}

/**
 * Runs one sign-in attempt at a time and keeps its failure as a message key (the one Auth error
 * mapper, sign-in context). Resolves to the outcome, or null when the attempt failed.
 */
export function useSignInAttempt() {
  const [state, setState] = useState<SignInState>({ pending: false, error: null });
  const run = useCallback(async (attempt: () => Promise<SignInOutcome | null>): Promise<SignInOutcome | null> => {
    setState({ pending: true, error: null });
    try {
      const outcome = await attempt();
      setState({ pending: false, error: null });
      return outcome;
    } catch (error) {
      setState({ pending: false, error: authErrorKey(error, 'signIn') });
      return null;
    }
  }, []);
  const clearError = useCallback(() => setState((s) => ({ ...s, error: null })), []);
  return { ...state, run, clearError };
}
