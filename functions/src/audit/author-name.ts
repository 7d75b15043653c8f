import type { Firestore } from 'firebase-admin/firestore';
import { displayName, type DocData } from './audit';

/**
 * A recruiter note (`talentNotes/{id}`, stamp `created`) or job comment (`comments/{jobId}`,
 * stamp `updated`) names its author by uid only: firestore.rules refuse a name from the client
 * and require the uid to be the caller's. This fills the stamp's `name` from Auth, the server's
 * own record, so no recruiter can sign a note as someone else.
 *
 * Idempotent and safe against later saves: it writes only while the stored stamp is still the
 * one of this event (same uid and time) and its name differs, so a retried event or the update's
 * own event writes nothing, and a newer save by someone else is left to its own event.
 */
export async function fillAuthorName(
  db: Firestore,
  path: string,
  field: 'created' | 'updated',
  after: DocData | null,
): Promise<'written' | 'unchanged'> {
  const stamp = after?.[field] as { id?: unknown; date?: { isEqual?: (o: unknown) => boolean } } | undefined;
  if (!stamp || typeof stamp.id !== 'string' || !stamp.id) return 'unchanged';
  const uid = stamp.id;
  const name = await displayName(uid);
  const ref = db.doc(path);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const now = snap.get(field) as { id?: unknown; date?: unknown; name?: unknown } | undefined;
    const sameSave = now?.id === uid && (stamp.date?.isEqual?.(now.date) ?? stamp.date === now.date);
    if (!snap.exists || !sameSave || (now.name ?? '') === name) return 'unchanged';
    tx.update(ref, { [`${field}.name`]: name });
    return 'written';
  });
}
