import { useCallback } from 'react';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { answersUnchanged, changedAnswerFields, storedAnswersOf, talent, type StoredAnswers } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { ChangedMeanwhileError } from '../model';

export interface UpdateOwnAnswersInput {
  /** What was stored when the form opened. */
  base: StoredAnswers;
  /** The checked answers (model `checkAnswers`). */
  next: StoredAnswers;
}

const storedFields = talent.pick({ jobs: true, permit: true, permitActive: true, permitApplied: true });

/**
 * Saves the answers the talent changed on `talents/{uid}`, field by field (firestore.rules
 * `talentAnswers`: inside `registration` only jobFields, driverLicence and availability), with the
 * `updated` stamp. In one transaction it first checks that nobody (a recruiter) saved those fields
 * since the form opened: then nothing is written and it throws `ChangedMeanwhileError`, so a
 * newer change is never silently replaced. Fields the talent left alone are not written.
 */
export async function updateOwnAnswers(db: Firestore, uid: string, input: UpdateOwnAnswersInput, name: string | null) {
  const fields = changedAnswerFields(input.base, input.next);
  if (fields.length === 0) return;
  const ref = doc(db, 'talents', uid);
  await runTransaction(db, async (tx) => {
    const snap = await tx.get(ref);
    const current = storedAnswersOf(storedFields.parse(snap.data() ?? {}), snap.get('registration'));
    if (!answersUnchanged(input.base, current, fields)) throw new ChangedMeanwhileError();
    const values = Object.fromEntries(fields.map((f) => [f, input.next[f]]));
    tx.update(ref, { ...values, updated: { date: serverTimestamp(), id: uid, name } });
  });
}

export function useUpdateOwnAnswers() {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (input: UpdateOwnAnswersInput) => {
      if (!user) return Promise.reject(new Error('not signed in'));
      return updateOwnAnswers(db, user.uid, input, user.displayName || user.email || null);
    },
    [db, user],
  );
}
