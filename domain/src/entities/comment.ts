import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { optionalFirestoreDate } from '../firestore';
import { docId, optionalText } from './common';

/**
 * A recruiters' comment, collection `comments`: the comment text and a status (a short code
 * the recruiters agree on, e.g. "open" or "done"; the specification does not list values).
 * The document id is the id of the job it belongs to, so the job comment is stored apart from
 * the job document itself and the talent list can load all comments in one read.
 */
export const comment = z.object({
  id: docId,
  comment: optionalText(TEXT_LIMITS.medium),
  status: optionalText(50),
  updated: optionalFirestoreDate,
});
export type Comment = z.infer<typeof comment>;

/** The job comment of an assignment: the `comments` document whose id is the job id. */
export const jobComment = comment;
export type JobComment = Comment;
