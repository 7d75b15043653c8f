import { useCallback } from 'react';
import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import type { z } from 'zod';
import { ACCOUNT_DELETION_REQUESTS, accountDeletionRequest } from '@vuoro/domain';

export const requestDeletionInput = accountDeletionRequest.pick({ uid: true, email: true, name: true });
export type RequestDeletionInput = z.input<typeof requestDeletionInput>;

/**
 * Creates `accountDeletionRequests/{uid}` with exactly {uid, email, name, status 'requested',
 * requestedAt = server time}; a recruiter confirms or rejects it (schema in domain).
 */
export async function requestAccountDeletion(db: Firestore, input: RequestDeletionInput): Promise<void> {
  const v = requestDeletionInput.parse(input);
  await setDoc(doc(db, ACCOUNT_DELETION_REQUESTS, v.uid), {
    uid: v.uid,
    email: v.email,
    name: v.name ?? null,
    status: 'requested',
    requestedAt: serverTimestamp(),
  });
}

/** Cancels a request that is still 'requested' (the document is deleted). */
export async function cancelAccountDeletion(db: Firestore, uid: string): Promise<void> {
  await deleteDoc(doc(db, ACCOUNT_DELETION_REQUESTS, uid));
}

export function useAccountDeletion() {
  const db = useFirestore();
  return {
    request: useCallback((input: RequestDeletionInput) => requestAccountDeletion(db, input), [db]),
    cancel: useCallback((uid: string) => cancelAccountDeletion(db, uid), [db]),
  };
}
