import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

// Initialised when the module loads: firebase-functions decodes Firestore trigger events with
// the default app, before any handler of ours runs.
if (getApps().length === 0) initializeApp();

/** The Admin SDK's Firestore. */
export function db() {
  return getFirestore();
}

/**
 * Runs an Auth Admin call on an account that may be gone already (deleted, or never created):
 * 'auth/user-not-found' answers null; any other failure is thrown.
 */
export async function unlessNoSuchUser<T>(call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'auth/user-not-found') return null;
    throw error;
  }
}
