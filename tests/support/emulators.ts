import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the emulators listen, read from firebase.json so tests and config never disagree. */
const firebaseJson = JSON.parse(readFileSync(fileURLToPath(new URL('../../firebase.json', import.meta.url)), 'utf8')) as {
  emulators: Record<string, { host: string; port: number }>;
};
const e = firebaseJson.emulators;

export const PROJECT_ID = 'demo-vuoro';
export const REGION = 'europe-west1';
export const FIRESTORE = { host: '127.0.0.1', port: e.firestore!.port };
export const AUTH = { host: '127.0.0.1', port: e.auth!.port };
export const FUNCTIONS_URL = `http://127.0.0.1:${e.functions!.port}/${PROJECT_ID}/${REGION}`;
export const TALENT_SITE = `http://127.0.0.1:${e.hosting!.port}`;
/** firebase-tools serves the second Hosting site at the hosting port + 5. */
export const STAFF_SITE = `http://127.0.0.1:${e.hosting!.port + 5}`;
export const storageEmulatorRunning = process.env.VUORO_STORAGE_EMULATOR === '1';

/**
 * Deletes every document in the Firestore emulator. The emulator answers 409 when a transaction
 * (a trigger still finishing after the test) holds a document at that moment: that is tried again
 * a few times, anything else fails at once.
 */
export async function clearFirestore(): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(
      `http://${FIRESTORE.host}:${FIRESTORE.port}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    if (res.ok) return;
    if (res.status !== 409 || attempt === 5) throw new Error(`clearing Firestore failed: ${res.status}`);
    await new Promise((settle) => setTimeout(settle, 200 * attempt));
  }
}
