import { useCallback } from 'react';
import { addDoc, collection, deleteDoc, doc, runTransaction, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { talentRecordSchemas } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { ChangedMeanwhileError, type OwnRecordKind, type StoredRecord } from '../model';

export interface SaveOwnRecordInput<K extends OwnRecordKind> {
  kind: K;
  /** The row edited, with what was stored when its form opened; none for a new row. */
  edited: { id: string; base: StoredRecord<K> } | null;
  /** The checked row (model `checkRecord`). */
  record: StoredRecord<K>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The stored row's fields as `StoredRecord` holds them (the id and the writer left out). */
function fieldsOf(kind: OwnRecordKind, raw: Record<string, unknown>, keys: string[]) {
  const parsed = talentRecordSchemas[kind].safeParse({ ...raw, id: 'x' });
  const data = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((k) => [k, data[k] ?? null]));
}

/**
 * Adds a work history row or an education to `talents/{uid}/{kind}`, or saves an edited one:
 * then, in one transaction, only if the stored row still is what the form started from
 * (otherwise `ChangedMeanwhileError`, nothing written: a recruiter's newer change stays). Every
 * write names its writer (`updatedBy`, the caller: firestore.rules) for the audit trail.
 */
export async function saveOwnRecord<K extends OwnRecordKind>(db: Firestore, uid: string, input: SaveOwnRecordInput<K>) {
  const data = { ...input.record, updatedBy: uid };
  if (!input.edited) {
    await addDoc(collection(db, 'talents', uid, input.kind), data);
    return;
  }
  const { id, base } = input.edited;
  const ref = doc(db, 'talents', uid, input.kind, id);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists() || !same(fieldsOf(input.kind, snap.data(), Object.keys(base)), base)) throw new ChangedMeanwhileError();
    tx.set(ref, data);
  });
}

/** Removes a row (asked once more on the screen first). */
export async function deleteOwnRecord(db: Firestore, uid: string, kind: OwnRecordKind, id: string) {
  await deleteDoc(doc(db, 'talents', uid, kind, id));
}

export function useOwnRecordWrites() {
  const db = useFirestore();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const save = useCallback(
    <K extends OwnRecordKind>(input: SaveOwnRecordInput<K>) =>
      uid ? saveOwnRecord(db, uid, input) : Promise.reject(new Error('not signed in')),
    [db, uid],
  );
  const remove = useCallback(
    (input: { kind: OwnRecordKind; id: string }) =>
      uid ? deleteOwnRecord(db, uid, input.kind, input.id) : Promise.reject(new Error('not signed in')),
    [db, uid],
  );
  return { save, remove };
}
