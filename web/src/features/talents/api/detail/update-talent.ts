import { useCallback } from 'react';
import { doc, serverTimestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { type z } from 'zod';
import { talentForm, talentStatus, validationMessages as m } from '@vuoro/domain';
import { useSession } from '@/lib/session';

/**
 * The main fields a recruiter edits on the detail screen, with the talent form rules of spec
 * section 5 (first name, last name, email and phone required; phone 'Phone number should be
 * formatted +358...'; at least one language with its level; English texts in Latin
 * characters). Also the catalogue picks (tags as {id, name}, industry as its id), certificates,
 * years of experience, jobs of interest, the evaluated language and the work permit: 'active' needs its expiry date, 'not active' the
 * date it was applied for (the registration form's rules); a date the choice does not use is
 * cleared on save. The subcollection records are edited apart (one row at a time).
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
    tags: true,
    industry: true,
    certificates: true,
    yearsOfExperiences: true,
    permit: true,
    permitActive: true,
    permitApplied: true,
    jobs: true,
    evaledLang: true,
  })
  // The status is one of the domain's (the words the header, the list and the assignment share).
  .extend({ status: talentStatus.nullish() })
  .superRefine((v, ctx) => {
    if (v.permit === 'active' && !v.permitActive) {
      ctx.addIssue({ code: 'custom', message: m.permitExpiryRequired, path: ['permitActive'] });
    }
    if (v.permit === 'notActive' && !v.permitApplied) {
      ctx.addIssue({ code: 'custom', message: m.permitApplicationDateRequired, path: ['permitApplied'] });
    }
  });
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
  if (values.permit !== 'active') values.permitActive = null;
  if (values.permit !== 'notActive') values.permitApplied = null;
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
