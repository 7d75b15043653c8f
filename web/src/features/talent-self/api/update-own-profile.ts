import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { useSession } from '@/lib/session';
import { ownProfileInput, type OwnProfileInput } from '../model';

export { ownProfileInput as updateOwnProfileInput };
export type UpdateOwnProfileInput = OwnProfileInput;

/**
 * Saves the fields a talent may change on `talents/{uid}` (firestore.rules `talentOwnFields`)
 * with the `updated` stamp {date, id, name}. Empty optional texts are stored as null.
 */
export async function updateOwnProfile(db: Firestore, uid: string, input: UpdateOwnProfileInput, name: string | null) {
  const values = ownProfileInput.parse(input);
  const data = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' || v === undefined ? null : v]));
  await updateDoc(doc(db, 'talents', uid), { ...data, updated: { date: serverTimestamp(), id: uid, name } });
}

export function useUpdateOwnProfile() {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (input: UpdateOwnProfileInput) => {
      if (!user) return Promise.reject(new Error('not signed in'));
      return updateOwnProfile(db, user.uid, input, user.displayName || user.email || null);
    },
    [db, user],
  );
}
