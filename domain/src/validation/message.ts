import { z } from 'zod';
import { SUPPORT_MESSAGE_MIN_LENGTH, TEXT_LIMITS } from '../constants';
import { requiredText } from '../entities/common';
import { validationMessages as m } from '../texts/messages';

/** The text of a support or contact message: at least 5 characters. */
export const messageText = z
  .string({ error: m.fieldRequired })
  .trim()
  .min(1, { error: m.fieldRequired, abort: true })
  .min(SUPPORT_MESSAGE_MIN_LENGTH, { error: m.messageTooShort })
  .max(TEXT_LIMITS.medium, { error: m.textTooLong });

/** Employee support message (PUT /v1/Support/SendEmail carries it as {Subject, Message, SendTo}). */
export const supportMessageForm = z.object({
  subject: requiredText(TEXT_LIMITS.short),
  message: messageText,
});
export type SupportMessageForm = z.infer<typeof supportMessageForm>;

/** Customer "contact us" message (PUT /v1/ContactUs/SendMessage). */
export const contactMessageForm = z.object({
  subject: requiredText(TEXT_LIMITS.short),
  message: messageText,
});
export type ContactMessageForm = z.infer<typeof contactMessageForm>;
