import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { changeStamp, docId, listOf, optionalText, requiredText } from './common';

/** The longest note or job comment, in characters: the web form's `maxLength` and firestore.rules use this. */
export const COMMENT_MAX = TEXT_LIMITS.medium;

/**
 * Who last changed a job comment and when. A comment written before comments named their writer
 * stored only the time: it reads as a stamp without an id.
 */
export const commentStamp = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && 'date' in value ? value : value == null ? value : { date: value }),
  z
    .object({
      date: firestoreDate,
      id: docId.nullish(),
      name: optionalText(TEXT_LIMITS.short),
    })
    .nullish(),
);
export type CommentStamp = z.infer<typeof commentStamp>;

/**
 * A job comment, collection `comments` (spec: "comments (comment, status)"): the assignment's one
 * shared note, the text and a status (a short code the recruiters agree on, e.g. "open" or
 * "done"; the specification does not list values). The document id is the id of the job it
 * belongs to ("jobComment (stored separately)"). Every save names its writer in `updated` and
 * raises `revision` by one, so a save made over a version the writer did not see is refused
 * (see firestore.rules and the assignments' `save-job-comment`).
 */
export const comment = z.object({
  id: docId,
  comment: optionalText(COMMENT_MAX),
  status: optionalText(50),
  updated: commentStamp,
  /** 0 for a comment stored before revisions, then 1, 2, … per save. */
  revision: z.number().int().min(0).default(0),
});
export type Comment = z.infer<typeof comment>;

/** The job comment of an assignment: the `comments` document whose id is the job id. */
export const jobComment = comment;
export type JobComment = Comment;

/**
 * Recruiter notes on a talent, collection `talentNotes`: one document per note, so two recruiters'
 * notes never replace each other; nobody deletes one. Only its author corrects or withdraws it,
 * within NOTE_CHANGE_MINUTES of writing it (see `noteChangeableUntil`), and the earlier text stays
 * in its `history`. The talent page reads one talent's notes newest first (`talentId` ==, `created.date`
 * descending: an index in firestore.indexes.json); the talent list reads them all (spec: the list
 * "loads all talents, job names and comments") for each talent's newest one.
 */
export const TALENT_NOTES = 'talentNotes';

/** What a recruiter types: the note (spec field name `comment`), optionally the assignment it is about. */
export const talentNoteInput = z.object({
  talentId: docId,
  comment: requiredText(COMMENT_MAX),
  /** The assignment (job id) the note is about, if any. */
  jobId: docId.nullish(),
  /** The talent's status when the note was written, as stored on the talent. */
  status: optionalText(50),
});
export type TalentNoteInput = z.infer<typeof talentNoteInput>;

/**
 * How long after writing a note (its server time, `created.date`) its author may correct or
 * withdraw it: long enough to fix a typo or a note on the wrong talent, short enough that others
 * can rely on what they read. firestore.rules (`talentNotes`) hold the same 15 minutes.
 */
export const NOTE_CHANGE_MINUTES = 15;

/** The most corrections one note keeps (rules: `history` at most this long). */
export const NOTE_HISTORY_MAX = 20;

/** An earlier text of a note: the text and when it was written (the note's `created.date` or an `edited`). */
export const noteVersion = z.object({ comment: requiredText(COMMENT_MAX), at: firestoreDate });
export type NoteVersion = z.infer<typeof noteVersion>;

/**
 * A stored note: the input and `created` = its author (uid and display name) and the server's
 * time. A corrected note has `edited` (the server time of the last correction) and its earlier
 * texts in `history`, oldest first; a withdrawn one `withdrawn` (the server time), its text then
 * the last entry of `history`.
 */
export const talentNote = talentNoteInput.extend({
  id: docId,
  created: changeStamp,
  edited: optionalFirestoreDate,
  withdrawn: optionalFirestoreDate,
  history: listOf(noteVersion, NOTE_HISTORY_MAX).default([]),
});
export type TalentNote = z.infer<typeof talentNote>;

/** Until when the note's author may still correct or withdraw it. */
export function noteChangeableUntil(note: Pick<TalentNote, 'created'>): Date {
  return new Date(note.created.date.getTime() + NOTE_CHANGE_MINUTES * 60_000);
}

/**
 * Whether `uid` may correct or withdraw `note` at `now`: its author only, before it was withdrawn,
 * within NOTE_CHANGE_MINUTES of its server time, and while it has room for one more version.
 */
export function canChangeNote(
  note: Pick<TalentNote, 'created' | 'withdrawn' | 'history'>,
  uid: string | null | undefined,
  now: Date,
): boolean {
  return (
    !!uid &&
    note.created.id === uid &&
    !note.withdrawn &&
    note.history.length < NOTE_HISTORY_MAX &&
    now.getTime() < noteChangeableUntil(note).getTime()
  );
}

/** The newest of `notes` not withdrawn (by `created.date`) and how many such there are. */
export function latestNote<T extends { created: { date: Date }; withdrawn?: Date | null | undefined }>(
  notes: readonly T[],
): { latest: T | null; count: number } {
  let latest: T | null = null;
  let count = 0;
  for (const n of notes) {
    if (n.withdrawn) continue;
    count += 1;
    if (!latest || n.created.date.getTime() > latest.created.date.getTime()) latest = n;
  }
  return { latest, count };
}
