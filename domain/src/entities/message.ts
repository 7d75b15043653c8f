import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { messageType } from '../labels';
import { docId, booleanField, optionalText } from './common';

/**
 * A message to an employee (GET /v1/Message/Employee/Messages). `type` is one of added to
 * shift, other, password reset, shift message, shift suggestion; `form` is how it was sent
 * (the messageForm filter, e.g. "sms", "email", "push"); `opened` drives the unopened filter.
 */
export const message = z.object({
  id: docId,
  type: messageType,
  form: optionalText(20),
  subject: optionalText(),
  body: optionalText(TEXT_LIMITS.long),
  sent: firestoreDate,
  opened: booleanField.default(false),
  openedAt: optionalFirestoreDate,
  shiftId: docId.nullish(),
});
export type Message = z.infer<typeof message>;
