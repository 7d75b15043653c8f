import { onDocumentWritten, type DocumentSnapshot } from 'firebase-functions/v2/firestore';
import { db } from '../lib/admin';
import { syncJobView, syncOccupationView, syncTalentView } from './views';

const dataOf = (snap: DocumentSnapshot | undefined) => (snap?.exists ? (snap.data() ?? null) : null);

/** `views/talents` follows talent names (writes only when "First Last" changed). */
export const talentsViewSync = onDocumentWritten('talents/{talentId}', (event) =>
  syncTalentView(db(), event.params.talentId, dataOf(event.data?.before), dataOf(event.data?.after)),
);

/** `views/jobs` follows job titles and companies. */
export const jobsViewSync = onDocumentWritten('jobs/{jobId}', (event) =>
  syncJobView(db(), event.params.jobId, dataOf(event.data?.before), dataOf(event.data?.after)),
);

/** `views/jobTitleTranslations` follows occupations (English name → fi, uk, ru). */
export const jobTitleTranslationsViewSync = onDocumentWritten('occupations/{occupationId}', (event) =>
  syncOccupationView(db(), dataOf(event.data?.before), dataOf(event.data?.after)),
);
