import { useCallback, useMemo } from 'react';
import { addDoc, collection, deleteDoc, doc, query, serverTimestamp, updateDoc, where, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import {
  filtersInUse,
  SAVED_SEARCHES,
  savedSearch,
  savedSearchInput,
  savedSearchName,
  type SavedSearch,
  type SavedSearchInput,
} from '@vuoro/domain';
import { parseDocs, useLiveQuery, type Live } from '@/lib/reads';
import { useSession } from '@/lib/session';

/**
 * The signed-in recruiter's saved searches (issue 27 item 4), live, by name: firestore.rules let a
 * recruiter list only its own (`ownerUid` == uid), so the query names it.
 */
export function useSavedSearches(): Live<SavedSearch[]> {
  const db = useFirestore();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const q = useMemo(() => (uid ? query(collection(db, SAVED_SEARCHES), where('ownerUid', '==', uid)) : null), [db, uid]);
  return useLiveQuery(uid ? `savedSearches:${uid}` : null, q, (snap) =>
    parseDocs(
      snap,
      (raw) => {
        const parsed = savedSearch.safeParse(raw);
        return parsed.success ? parsed.data : null;
      },
      { serverTimestamps: 'estimate' },
    ).sort((a, b) => a.name.localeCompare(b.name)),
  );
}

export const saveSearchInput = savedSearchInput;

/** Saves the filters in use under `name`, owned by `uid`, stamped with the server's time; answers the new id. */
export async function saveSearch(db: Firestore, uid: string, input: SavedSearchInput): Promise<string> {
  const { name, filters } = saveSearchInput.parse({ ...input, filters: filtersInUse(input.filters) });
  const ref = await addDoc(collection(db, SAVED_SEARCHES), { ownerUid: uid, name, filters, created: serverTimestamp() });
  return ref.id;
}

export async function renameSavedSearch(db: Firestore, id: string, name: string): Promise<void> {
  await updateDoc(doc(db, SAVED_SEARCHES, id), { name: savedSearchName.parse(name) });
}

export async function deleteSavedSearch(db: Firestore, id: string): Promise<void> {
  await deleteDoc(doc(db, SAVED_SEARCHES, id));
}

/** Save, rename and delete as the signed-in recruiter. */
export function useSavedSearchWrites() {
  const db = useFirestore();
  const { user } = useSession();
  const uid = user?.uid ?? null;
  const save = useCallback(
    (input: SavedSearchInput) => (uid ? saveSearch(db, uid, input) : Promise.reject(new Error('Not signed in'))),
    [db, uid],
  );
  const rename = useCallback((input: { id: string; name: string }) => renameSavedSearch(db, input.id, input.name), [db]);
  const remove = useCallback((id: string) => deleteSavedSearch(db, id), [db]);
  return { save, rename, remove };
}
