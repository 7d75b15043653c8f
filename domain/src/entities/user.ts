import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants';
import { optionalFirestoreDate } from '../firestore';
import { docId, booleanField } from './common';

/**
 * A user's own settings, collection `users` (id = Firebase uid): consent to analytics and to
 * marketing. Every write leaves an `auditRecord` in `users/{id}/audit`.
 */
export const user = z.object({
  id: docId,
  analytics: booleanField.default(false),
  marketing: booleanField.default(false),
  language: z.enum(SUPPORTED_LANGUAGES).nullish(),
  updated: optionalFirestoreDate,
  /** Uid of whoever wrote this version; firestore.rules require it to be the writer (audit trigger reads it). */
  updatedBy: docId.optional(),
});
export type User = z.infer<typeof user>;
