import { initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { config } from './config';

/**
 * Firebase, initialised once at module scope (reactfire #459), connected to the emulators in
 * local builds. Firestore and Storage live in their own modules so that their code loads only
 * with the routes that use them. The first bundle reaches this module only through
 * `loadFirebase()` (./load-firebase.ts), so it re-exports what the first bundle's modules call.
 */
export const firebaseApp = initializeApp(config.firebase);
export const auth = getAuth(firebaseApp);

if (config.emulators) {
  connectAuthEmulator(auth, `http://${config.emulators.host}:${config.emulators.auth}`, { disableWarnings: true });
}

export { onIdTokenChanged, signOut } from 'firebase/auth';
