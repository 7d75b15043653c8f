import { type z } from 'zod';
import { firestoreDate } from '../firestore';
import { publicAssignmentForm } from '../validation/public-assignment';
import { docId } from './common';

/** A submitted public assignment request, as stored for recruiters. */
export const publicAssignment = publicAssignmentForm.extend({
  id: docId,
  created: firestoreDate,
});
export type PublicAssignment = z.infer<typeof publicAssignment>;
