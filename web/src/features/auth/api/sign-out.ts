import { useCallback, useState } from 'react';
import { signOut } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { takePendingMfa } from './pending-mfa';
import { LINK_EMAIL_STORAGE_KEY } from './send-sign-in-link';

/**
 * Signs out of Firebase and forgets what this browser kept of the sign-in: the email a sign-in
 * link was sent to, the session's sign-in marks (`vuoro.*` in session storage: LinkedIn state,
 * Microsoft redirect) and a waiting second step.
 */
export async function signOutEverywhere(): Promise<void> {
  await signOut(auth);
  takePendingMfa();
  try {
    window.localStorage.removeItem(LINK_EMAIL_STORAGE_KEY);
    for (const key of Object.keys(window.sessionStorage)) if (key.startsWith('vuoro.')) window.sessionStorage.removeItem(key);
  } catch {
    // Storage disabled: nothing was kept there.
  }
}

export type SignOutState = 'signingOut' | 'failed' | 'done';

/** Signs out once when called; `retry` tries again after a failure. */
export function useSignOut() {
  const [state, setState] = useState<SignOutState>('signingOut');
  const run = useCallback(() => {
    setState('signingOut');
    signOutEverywhere().then(
      () => setState('done'),
      () => setState('failed'),
    );
  }, []);
  return { state, run };
}
