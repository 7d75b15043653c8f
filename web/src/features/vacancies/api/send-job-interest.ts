import { useCallback } from 'react';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { jobInterestForm, type JobInterestForm } from '@vuoro/domain';

export const sendJobInterestInput = jobInterestForm;
export type SendJobInterestInput = JobInterestForm;

/**
 * Writes `vacancies/{id}/interests/{auto}` as the rules accept it: the form's fields (parsed with
 * the domain schema; empty optional ones left out) and `timestamp` = the server's time. No
 * account needed.
 */
export async function sendJobInterest(db: Firestore, vacancyId: string, input: SendJobInterestInput): Promise<string> {
  const parsed = sendJobInterestInput.parse(input);
  const data = Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  const ref = await addDoc(collection(db, 'vacancies', vacancyId, 'interests'), { ...data, timestamp: serverTimestamp() });
  return ref.id;
}

export function useSendJobInterest() {
  const db = useFirestore();
  return useCallback((vacancyId: string, input: SendJobInterestInput) => sendJobInterest(db, vacancyId, input), [db]);
}
