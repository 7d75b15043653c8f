import { getMultiFactorResolver, signInWithEmailAndPassword, type MultiFactorError } from 'firebase/auth';
import { errorCode } from '@/lib/auth-errors';
import { auth } from '@/lib/firebase';
import type { SignInOutcome } from './sign-in-attempt';
import { loadChunk } from '@/lib/load-chunk';

export type { SignInOutcome } from './sign-in-attempt';

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
  const email = isUsername(trimmed)
    ? (await (await loadChunk(() => import('./resolve-login'))).resolveLogin(trimmed)).email
    : trimmed;
  try {
    const credential = await signInWithEmailAndPassword(auth, email, password);
    return { kind: 'signedIn', user: credential.user };
  } catch (error) {
    return mfaOutcome(error);
  }
}
