/**
 * Gives every staff record its `listing` (sort key, search prefixes, customer flag), which
 * ListUsers pages by: run once on a project whose records were stored before ListUsers paged by
 * an index (a record without it is not listed). Idempotent; safe to run again.
 *
 *   npx tsx scripts/backfill-staff-listing.ts
 *
 * Against the emulators set FIREBASE_AUTH_EMULATOR_HOST and FIRESTORE_EMULATOR_HOST; against a
 * real project set GOOGLE_CLOUD_PROJECT (credentials from `gcloud auth application-default login`).
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { backfillStaffListings } from '../functions/src/identity/staff-people';

if (!process.env.GOOGLE_CLOUD_PROJECT && !process.env.FIRESTORE_EMULATOR_HOST) {
  console.error('backfill-staff-listing: set FIRESTORE_EMULATOR_HOST (emulators) or GOOGLE_CLOUD_PROJECT.');
  process.exit(2);
}
if (getApps().length === 0) {
  initializeApp({ projectId: process.env.GOOGLE_CLOUD_PROJECT ?? 'demo-vuoro' });
}
console.log(`backfill-staff-listing: ${await backfillStaffListings()} staff records rewritten`);
