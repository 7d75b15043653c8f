/**
 * Recomputes every `views/*` document (consultants, talents, jobs, jobTitleTranslations) from its
 * sources with the Admin SDK: for existing data, and after a bulk import (the triggers keep them
 * current one write at a time; this replaces each view whole).
 *
 *   npx tsx scripts/rebuild-views.ts
 *
 * Against the emulators set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST; against a
 * real project set GOOGLE_CLOUD_PROJECT (credentials from `gcloud auth application-default login`).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { rebuildViews } from '../functions/src/views/views';

if (!process.env.GOOGLE_CLOUD_PROJECT && !(process.env.FIREBASE_AUTH_EMULATOR_HOST && process.env.FIRESTORE_EMULATOR_HOST)) {
  console.error(
    'rebuild-views: set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST (emulators) or GOOGLE_CLOUD_PROJECT.',
  );
  process.exit(2);
}
const app =
  getApps()[0] ??
  initializeApp(process.env.GOOGLE_CLOUD_PROJECT ? { projectId: process.env.GOOGLE_CLOUD_PROJECT } : { projectId: 'demo-vuoro' });
const counts = await rebuildViews(getFirestore(app));
console.log(`rebuild-views: ${JSON.stringify(counts)}`);
