import { useCallback, useState } from 'react';
import type { User, MultiFactorResolver } from 'firebase/auth';
import { authErrorKey, type ErrorKey } from '@/lib/auth-errors';

/**
 * A sign-in attempt's state, apart from the calls that sign in (./sign-in.ts, ./federated.ts):
 * the sign-in screen renders and takes input before Firebase Auth's code has arrived, and loads
 * those calls when the user signs in.
 */

/** What a sign-in attempt ended in, when it did not fail. */
export type SignInOutcome = { kind: 'signedIn'; user: User } | { kind: 'mfa'; resolver: MultiFactorResolver };

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
