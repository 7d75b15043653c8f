import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { changeStamp, docId, optionalText, requiredText } from './common';

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
 * Recruiter notes on a talent, collection `talentNotes`: only ever added to (firestore.rules allow
 * no update or delete), one document per note, so two recruiters' notes never replace each
 * other. The talent page reads one talent's notes newest first (`talentId` ==, `created.date`
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

/** A stored note: the input and `created` = its author (uid and display name) and the server's time. */
export const talentNote = talentNoteInput.extend({
  id: docId,
  created: changeStamp,
});
export type TalentNote = z.infer<typeof talentNote>;

/** The newest of `notes` (by `created.date`) and how many there are. */
export function latestNote<T extends { created: { date: Date } }>(notes: readonly T[]): { latest: T | null; count: number } {
  let latest: T | null = null;
  for (const n of notes) if (!latest || n.created.date.getTime() > latest.created.date.getTime()) latest = n;
  return { latest, count: notes.length };
}
