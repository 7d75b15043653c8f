import { useCallback } from 'react';
import { doc, runTransaction, serverTimestamp, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { z } from 'zod';
import { COMMENT_MAX, requiredText, TALENT_NOTES } from '@vuoro/domain';

/** A correction (the new text) or a withdrawal of one's own note. */
export const changeTalentNoteInput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('correct'), noteId: z.string().min(1), comment: requiredText(COMMENT_MAX) }),
  z.object({ kind: z.literal('withdraw'), noteId: z.string().min(1) }),
]);
export type ChangeTalentNoteInput = z.input<typeof changeTalentNoteInput>;

/**
 * Corrects or withdraws the caller's own note (`talentNotes/{id}`), which firestore.rules allow its
 * author for NOTE_CHANGE_MINUTES after its server time. The stored text goes to the end of
 * `history` with when it was written (`edited`, else `created.date`), as the rules require: read
 * and written in one transaction, with the stored times exactly as stored. A correction stamps
 * `edited`, a withdrawal `withdrawn`, with the server's time; the text of a withdrawn note stays.
 */
export async function changeTalentNote(db: Firestore, input: ChangeTalentNoteInput): Promise<void> {
  const change = changeTalentNoteInput.parse(input);
  const ref = doc(db, TALENT_NOTES, change.noteId);
  await runTransaction(db, async (tx) => {
    const stored = (await tx.get(ref)).data();
    if (!stored) throw new Error(`No note ${change.noteId}`);
    const history = [
      ...((stored.history as unknown[] | undefined) ?? []),
      { comment: stored.comment as string, at: stored.edited ?? (stored.created as { date: unknown }).date },
    ];
    tx.update(
      ref,
      change.kind === 'correct'
        ? { comment: change.comment, edited: serverTimestamp(), history }
        : { withdrawn: serverTimestamp(), history },
    );
  });
}

export function useChangeTalentNote(): (input: ChangeTalentNoteInput) => Promise<void> {
  const db = useFirestore();
  return useCallback((input) => changeTalentNote(db, input), [db]);
}
