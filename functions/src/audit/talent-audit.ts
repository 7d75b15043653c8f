import { onDocumentWrittenWithAuthContext, type FirestoreAuthEvent } from 'firebase-functions/v2/firestore';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { Change } from 'firebase-functions/v2';
import { db } from '../lib/admin';
import { authorOf, recordAudit, type DocData, type EventCaller } from './audit';

/**
 * The talent's profile edits on its trail `talents/{id}/audit/{eventId}`: a client's write of the
 * talent document (the talent on /talent-profile, a recruiter on the talent page) and of the
 * records the talent keeps (work history, educations). Each entry names the caller as Firestore
 * saw it, its Auth name and the changed fields (`registration.availability`, `jobs`, or the
 * record kind `workHistory`). The writer is the event's caller where Firestore names one
 * (production), else the writer the rules checked: the fresh `updated` stamp on the talent, the
 * `updatedBy` on a record (the emulator gives no caller). A write that names no person (the seed,
 * a merge, a tag rename by a function) is nobody's edit of the profile and is not listed.
 */
type WriteEvent = FirestoreAuthEvent<Change<DocumentSnapshot> | undefined, Record<string, string>>;

const dataOf = (snap: DocumentSnapshot | undefined): DocData | null => (snap?.exists ? (snap.data() ?? null) : null);

function auditTalentWrite(event: WriteEvent, record?: string) {
  // firebase-functions types `authType` without 'app_user', the value Firestore gives a client's write.
  const caller: EventCaller = { authType: event.authType, authId: event.authId };
  const before = dataOf(event.data?.before);
  const after = dataOf(event.data?.after);
  if (authorOf(caller, after, before) === 'unknown') return Promise.resolve('skipped' as const);
  return recordAudit(db(), {
    auditPath: `talents/${event.params.talentId}/audit`,
    eventId: event.id,
    before,
    after,
    caller,
    record,
    nested: ['registration'],
  });
}

/** Every client write of `talents/{id}` (create, update, delete). */
export const talentAudit = onDocumentWrittenWithAuthContext('talents/{talentId}', (event) => auditTalentWrite(event));

/** Every client write of a talent's work history rows. */
export const talentWorkHistoryAudit = onDocumentWrittenWithAuthContext('talents/{talentId}/workHistory/{recordId}', (event) =>
  auditTalentWrite(event, 'workHistory'),
);

/** Every client write of a talent's educations. */
export const talentEducationAudit = onDocumentWrittenWithAuthContext('talents/{talentId}/educations/{recordId}', (event) =>
  auditTalentWrite(event, 'educations'),
);
