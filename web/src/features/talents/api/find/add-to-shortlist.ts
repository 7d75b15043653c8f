import { useCallback } from 'react';
import { arrayUnion, doc, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { idName, jobWriteStamp, type IdName } from '@vuoro/domain';
import { useSession } from '@/lib/session';

/**
 * Puts a talent on an assignment's shortlist (`presentableTalents`), stamped with the writer as
 * the rules ask. `arrayUnion` makes a second press, or two recruiters at once, add it once.
 */
export async function addToShortlist(db: Firestore, jobId: string, talent: IdName, uid: string): Promise<void> {
  const entry = idName.parse(talent);
  await updateDoc(doc(db, 'jobs', jobId), { presentableTalents: arrayUnion(entry), ...jobWriteStamp(uid) });
}

export function useAddToShortlist(): (jobId: string, talent: IdName) => Promise<void> {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (jobId, talent) => (user ? addToShortlist(db, jobId, talent, user.uid) : Promise.reject(new Error('Not signed in'))),
    [db, user],
  );
}
