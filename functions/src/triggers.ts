import {
  onDocumentCreated,
  onDocumentUpdated,
  onDocumentWritten,
  onDocumentWrittenWithAuthContext,
  type DocumentSnapshot,
} from 'firebase-functions/v2/firestore';
import { recordAudit, type DocData } from './audit/audit';
import { fillAuthorName } from './audit/author-name';
import { db } from './lib/admin';
import { renameIndustryOnCards, renameTagOnTalents, syncTalentCard } from './talentCards/talent-card';

const dataOf = (snap: DocumentSnapshot | undefined): DocData | null => (snap?.exists ? (snap.data() ?? null) : null);

/** An audit trail for every write of `{collection}/{id}`, in `{collection}/{id}/audit/{eventId}`. */
function auditTrigger(collection: 'jobs' | 'users') {
  return onDocumentWrittenWithAuthContext(`${collection}/{docId}`, (event) =>
    recordAudit(db(), {
      auditPath: `${collection}/${event.params.docId}/audit`,
      eventId: event.id,
      before: dataOf(event.data?.before),
      after: dataOf(event.data?.after),
      caller: { authType: event.authType, authId: event.authId },
    }),
  );
}

/** Every create, update and delete of a job leaves `jobs/{id}/audit/{eventId}`. */
export const jobAudit = auditTrigger('jobs');

/** Writes to a users record keep `users/{uid}/audit/{eventId}` (user id and name). */
export const userAudit = auditTrigger('users');

/**
 * Every change of a talent's status list on a job (present, hire, reject, back to presented,
 * undo, a merge's copy) leaves `talents/{id}/audit/{eventId}` naming the job, the caller as
 * Firestore saw it and what the change did to the list (derived here, not said by the client).
 */
export const talentJobAudit = onDocumentWrittenWithAuthContext('talents/{talentId}/jobs/{jobId}', (event) =>
  recordAudit(db(), {
    auditPath: `talents/${event.params.talentId}/audit`,
    eventId: event.id,
    before: dataOf(event.data?.before),
    after: dataOf(event.data?.after),
    caller: { authType: event.authType, authId: event.authId },
    jobId: event.params.jobId,
  }),
);

/** A recruiter note names its author by uid; its display name comes from Auth (see author-name.ts). */
export const talentNoteAuthor = onDocumentCreated('talentNotes/{noteId}', (event) =>
  fillAuthorName(db(), `talentNotes/${event.params.noteId}`, 'created', dataOf(event.data)),
);

/** Each save of a job comment names its writer by uid; the display name comes from Auth. */
export const jobCommentAuthor = onDocumentWritten('comments/{jobId}', (event) =>
  fillAuthorName(db(), `comments/${event.params.jobId}`, 'updated', dataOf(event.data?.after)),
);

/** A talent's create or update writes its card; a delete removes it. */
export const talentCardSync = onDocumentWritten('talents/{talentId}', (event) => syncTalentCard(db(), event.params.talentId));

export const tagRename = onDocumentUpdated('tags/{tagId}', async (event) => {
  const before = event.data?.before.get('name') as string | undefined;
  const after = event.data?.after.get('name') as string | undefined;
  if (before && after && before !== after) await renameTagOnTalents(db(), event.params.tagId, before, after);
});

export const industryRename = onDocumentUpdated('industries/{industryId}', async (event) => {
  const before = event.data?.before.get('name') as string | undefined;
  const after = event.data?.after.get('name') as string | undefined;
  if (after && before !== after) await renameIndustryOnCards(db(), event.params.industryId, after);
});
