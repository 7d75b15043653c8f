import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { type z } from 'zod';
import { talent, talentForm } from '@vuoro/domain';
import { useSession } from '@/lib/session';

/**
 * The main fields a recruiter edits on the detail screen, with the talent form rules of spec
 * section 5 (first name, last name, email and phone required; phone 'Phone number should be
 * formatted +358...'; at least one language with its level; English texts in Latin
 * characters). Tags and the record lists are edited apart.
 */
export const updateTalentInput = talentForm
  .pick({
    firstName: true,
    lastName: true,
    email: true,
    phoneNumber: true,
    linkedInUrl: true,
    location: true,
    shortDescription: true,
    about: true,
    skills: true,
    presentation: true,
    jobSeeker: true,
    employedElsewhere: true,
    videoInterviewDone: true,
    languages: true,
  })
  .extend({ status: talent.shape.status });
export type UpdateTalentInput = z.infer<typeof updateTalentInput>;
export type UpdateTalentFormValues = z.input<typeof updateTalentInput>;

/** Who saves: the `updated` stamp's id and name. */
export interface Editor {
  id: string;
  name: string | null;
}

/** Empty optional texts are stored as null, so "cleared" reads the same everywhere. */
function blankToNull(values: UpdateTalentInput): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === '' || v === undefined ? null : v]));
}

/** Saves the main fields with the `updated` stamp {date, id, name}. */
export async function updateTalent(db: Firestore, id: string, input: UpdateTalentInput, by: Editor): Promise<void> {
  const values = updateTalentInput.parse(input);
  await updateDoc(doc(db, 'talents', id), {
    ...blankToNull(values),
    updated: { date: serverTimestamp(), id: by.id, name: by.name },
  });
}

/** The signed-in recruiter as the `updated` stamp names them. */
export function useEditor(): Editor | null {
  const { user } = useSession();
  return user ? { id: user.uid, name: user.displayName || user.email || null } : null;
}

export function useUpdateTalent(id: string) {
  const db = useFirestore();
  const editor = useEditor();
  return useCallback(
    (input: UpdateTalentInput) => {
      if (!editor) return Promise.reject(new Error('not signed in'));
      return updateTalent(db, id, input, editor);
    },
    [db, id, editor],
  );
}
