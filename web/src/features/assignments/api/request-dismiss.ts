import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { ASSIGNMENT_REQUESTS } from '@vuoro/domain';
import { useSession } from '@/lib/session';

/** Marks a request dismissed (spam, a duplicate, nothing for us), stamped with the recruiter and the server time. */
export function dismissRequest(db: Firestore, id: string, uid: string): Promise<void> {
  return updateDoc(doc(db, ASSIGNMENT_REQUESTS, id), { status: 'dismissed', handledBy: uid, handledAt: serverTimestamp() });
}

export function useDismissRequest(): (id: string) => Promise<void> {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback((id) => (user ? dismissRequest(db, id, user.uid) : Promise.reject(new Error('Not signed in'))), [db, user]);
}
