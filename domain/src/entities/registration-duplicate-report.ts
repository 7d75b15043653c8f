import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { emailField } from '../validation/email';
import { phoneField } from '../validation/phone';
import { docId, requiredText } from './common';

/**
 * `registrationDuplicateReports/{id}`: someone tried to register with an email that already has
 * an account (POST /forms/registration-duplicate). Written by the `forms` function only, never
 * onto the talent: a visitor must not be able to change a profile. Admin and `my` read; the
 * talent detail of a profile whose email matches `emailKey` shows the duplicate notice while a
 * report is `new`, and an admin's "Not a duplicate" marks it `dismissed` (the only client write).
 */
export const REGISTRATION_DUPLICATE_REPORTS = 'registrationDuplicateReports';

export const REGISTRATION_DUPLICATE_REPORT_STATUSES = ['new', 'dismissed'] as const;
export type RegistrationDuplicateReportStatus = (typeof REGISTRATION_DUPLICATE_REPORT_STATUSES)[number];

/** The fields an admin may change on a report; firestore.rules allow exactly these. */
export const REGISTRATION_DUPLICATE_REPORT_HANDLING_FIELDS = ['status', 'handledBy', 'handledAt'] as const;

/** How a report and a talent's email are matched: trimmed, in lower case. */
export function duplicateEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export const registrationDuplicateReport = z.object({
  id: docId,
  /** The email as the person typed it. */
  email: emailField,
  /** `duplicateEmailKey(email)`: what the talent detail queries. */
  emailKey: z.string().min(1),
  firstName: requiredText(100),
  lastName: requiredText(100),
  phone: phoneField,
  status: z.enum(REGISTRATION_DUPLICATE_REPORT_STATUSES).default('new'),
  handledBy: z.string().nullish(),
  handledAt: optionalFirestoreDate,
  created: firestoreDate,
});
export type RegistrationDuplicateReport = z.infer<typeof registrationDuplicateReport>;
