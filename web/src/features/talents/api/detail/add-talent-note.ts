import { useCallback } from 'react';
import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { TALENT_NOTES, talentNoteInput, type TalentNoteInput } from '@vuoro/domain';
import { useSession } from '@/lib/session';

export const addTalentNoteInput = talentNoteInput;
export type AddTalentNoteInput = TalentNoteInput;

/** The writer as firestore.rules require it in `created`: the caller's uid, nothing it could type. */
export interface NoteAuthor {
  id: string;
}

/**
 * Adds a recruiter note (`talentNotes/{new id}`): never a change to an existing one, so notes of
 * two recruiters never replace each other. `created` is the author's uid and the server's time;
 * the author's name is filled from Auth by a function (the rules refuse a name from the client).
 */
export async function addTalentNote(db: Firestore, author: NoteAuthor, input: AddTalentNoteInput): Promise<void> {
  const note = addTalentNoteInput.parse(input);
  await addDoc(collection(db, TALENT_NOTES), {
    talentId: note.talentId,
    comment: note.comment,
    jobId: note.jobId || null,
    status: note.status || null,
    created: { date: serverTimestamp(), id: author.id },
  });
}

export function useAddTalentNote(): (input: AddTalentNoteInput) => Promise<void> {
  const db = useFirestore();
  const { user } = useSession();
  return useCallback(
    (input) => {
      if (!user) return Promise.reject(new Error('Not signed in'));
      return addTalentNote(db, { id: user.uid }, input);
    },
    [db, user],
  );
}
