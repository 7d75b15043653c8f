import { z } from 'zod';
import { validationMessages as m } from '../texts/messages';

/** Ours: RFC 5321 allows addresses up to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

function emailWith(message: string) {
  return z
    .string({ error: m.fieldRequired })
    .trim()
    .min(1, { error: m.fieldRequired })
    .max(EMAIL_MAX_LENGTH, { error: message })
    .pipe(z.email({ error: message }));
}

/** An email address: 'This is not a valid email address'. */
export const emailField = emailWith(m.invalidEmail);

/** An email field of the public assignment form: 'Invalid email address'. */
export const publicFormEmailField = emailWith(m.invalidEmailAddress);

/** Two email fields that must agree: 'Emails do not match' (reported on `confirmEmail`). */
export const emailConfirmationForm = z
  .object({ email: emailField, confirmEmail: z.string({ error: m.fieldRequired }).trim() })
  .refine((v) => sameEmail(v.email, v.confirmEmail), {
    error: m.emailsDoNotMatch,
    path: ['confirmEmail'],
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'email'),
  });
export type EmailConfirmationForm = z.infer<typeof emailConfirmationForm>;

/**
 * Changing the sign-in email (settings, PUT /v1/User/UpdateEmail): an invalid new address gives
 * 'New email is invalid'; the new address must differ from the old one, ignoring case:
 * 'New email cannot be the same as the old email.'
 */
export const changeEmailForm = z
  .object({
    oldEmail: z.string({ error: m.invalidValue }).trim(),
    newEmail: emailWith(m.newEmailInvalid),
  })
  .refine((v) => !sameEmail(v.oldEmail, v.newEmail), {
    error: m.newEmailSameAsOld,
    path: ['newEmail'],
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'newEmail'),
  });
export type ChangeEmailForm = z.infer<typeof changeEmailForm>;

/** Email addresses compare without case and surrounding spaces. */
export function sameEmail(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}
