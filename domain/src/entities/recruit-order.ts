import { type z } from 'zod';
import { firestoreDate } from '../firestore';
import { recruitOrderFields } from '../validation/recruit-order';
import { docId } from './common';

/**
 * A recruit order as stored once sent: the form's fields, the customer it was sent for and
 * when. (The date rules that depend on "today" are checked by `recruitOrderForm(now)`.)
 */
export const recruitOrder = recruitOrderFields.extend({
  id: docId,
  customerId: docId,
  created: firestoreDate,
});
export type RecruitOrder = z.infer<typeof recruitOrder>;
