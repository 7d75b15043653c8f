import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { config } from './config';
import { firebaseApp } from './firebase';

/** Firestore, initialised once; import this only from lazy route code (bundle budget). */
export const db = getFirestore(firebaseApp);

if (config.emulators) {
  connectFirestoreEmulator(db, config.emulators.host, config.emulators.firestore);
}
