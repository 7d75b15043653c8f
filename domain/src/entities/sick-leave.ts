import { z } from 'zod';
import { SICK_LEAVE_CERTIFICATE_DAYS, TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { emailField } from '../validation/email';
import { validationMessages as m } from '../texts/messages';
import { phoneField } from '../validation/phone';
import { docId, optionalText, requiredText } from './common';

/**
 * A sick-leave notice from an employed talent: who (name, phone, email), at which customer,
 * the shift they miss (free text: date and place) and the sick-leave period.
 */
export const sickLeaveFields = z.object({
  name: requiredText(),
  phone: phoneField,
  email: z.union([z.literal(''), emailField]).nullish(),
  customer: requiredText(),
  missedShift: optionalText(TEXT_LIMITS.medium),
  start: firestoreDate,
  end: firestoreDate,
});

/** The period cannot end before it starts. */
export function checkPeriod(period: { start: Date; end: Date }, ctx: z.RefinementCtx): void {
  if (period.end < period.start) ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['end'] });
}

/** The sick-leave form. */
export const sickLeave = sickLeaveFields.superRefine(checkPeriod);
export type SickLeave = z.infer<typeof sickLeave>;

/** `talents/{id}/sickLeaves/{id}`: a sent sick-leave notice. */
export const talentSickLeave = sickLeaveFields.extend({ id: docId, created: optionalFirestoreDate }).superRefine(checkPeriod);
export type TalentSickLeave = z.infer<typeof talentSickLeave>;

/** The last day the sick-leave certificate can reach payroll: 3 days after falling ill. */
export function sickLeaveCertificateDue(firstSickDay: Date): Date {
  const due = new Date(firstSickDay.getTime());
  due.setUTCDate(due.getUTCDate() + SICK_LEAVE_CERTIFICATE_DAYS);
  return due;
}
