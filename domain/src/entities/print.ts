import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { docId, idName, optionalText, requiredText } from './common';

/** A roster print a customer downloads (GET /v1/Prints/Customer/PrintReport). */
export const print = z.object({
  id: docId,
  name: requiredText(),
  placeOfWork: idName.nullish(),
  from: firestoreDate,
  until: firestoreDate,
  format: z.enum(['pdf', 'xlsx']).default('pdf'),
  fileName: optionalText(),
  created: optionalFirestoreDate,
});
export type Print = z.infer<typeof print>;
