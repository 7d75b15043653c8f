import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

// Initialised when the module loads: firebase-functions decodes Firestore trigger events with
// the default app, before any handler of ours runs.
if (getApps().length === 0) initializeApp();

/** The Admin SDK's Firestore. */
export function db() {
  return getFirestore();
}
