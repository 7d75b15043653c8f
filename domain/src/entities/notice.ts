import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { docId, booleanField, optionalText, requiredText } from './common';

/** A notice (update notice or staff news) with the employee's read flag. */
export const notice = z.object({
  id: docId,
  title: requiredText(),
  body: optionalText(TEXT_LIMITS.long),
  published: firestoreDate,
  read: booleanField.default(false),
});
export type Notice = z.infer<typeof notice>;
