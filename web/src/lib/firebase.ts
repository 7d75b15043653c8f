import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { config } from './config';

/**
 * Firebase, initialised once at module scope (reactfire #459), connected to the emulators in
 * local builds. Firestore and Storage live in their own modules so that their code loads only
 * with the routes that use them. The first bundle reaches this module only through
 * `loadFirebase()` (./load-firebase.ts), so it re-exports what the first bundle's modules call.
 *
 * Auth starts with the persistence `getAuth()` would give it, but without the pop-up and
 * redirect resolver: with one, every page load first opened Google's iframe helper (apis.google.com
 * and the auth domain's iframe) to look for a redirect result, before it asked who is signed in,
 * so a signed-in screen's data waited for it. The two ways in that need the resolver (a
 * federated pop-up, Microsoft's redirect and its result on /ad) pass it themselves
 * (features/auth/api/federated.ts), and its code leaves this chunk.
 */
export const firebaseApp = initializeApp(config.firebase);
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (config.emulators) {
  connectAuthEmulator(auth, `http://${config.emulators.host}:${config.emulators.auth}`, { disableWarnings: true });
}

export { onIdTokenChanged, signOut } from 'firebase/auth';
