import { z } from 'zod';
import { FEEDBACK_RETENTION_MONTHS } from '../constants';
import { firestoreDate } from '../firestore';
import { emailField } from '../validation/email';
import { messageText } from '../validation/message';
import { docId, booleanField, wholeNumber } from './common';

/** The feedback dialog (customers on a shift, employees on the app): text, optional rating, email. */
export const feedbackForm = z.object({
  shiftId: docId.nullish(),
  rating: wholeNumber(1, 5).nullish(),
  message: messageText,
  email: z.union([z.literal(''), emailField]).nullish(),
});
export type FeedbackForm = z.infer<typeof feedbackForm>;

/** Stored feedback; personal data (the email) is removed 6 months after `created`. */
export const feedback = feedbackForm.extend({
  id: docId,
  created: firestoreDate,
  anonymised: booleanField.default(false),
});
export type Feedback = z.infer<typeof feedback>;

/** When a feedback's personal data must be anonymised: 6 months after it was given. */
export function feedbackAnonymiseAt(created: Date): Date {
  const at = new Date(created.getTime());
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + FEEDBACK_RETENTION_MONTHS);
  const lastDay = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate();
  at.setUTCDate(Math.min(day, lastDay));
  return at;
}
