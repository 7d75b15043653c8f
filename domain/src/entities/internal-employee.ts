import { z } from 'zod';
import { SUPPORTED_LANGUAGES, TEXT_LIMITS } from '../constants';
import { employeeStatus } from '../labels';
import { emailField } from '../validation/email';
import { validationMessages as m } from '../texts/messages';
import { optionalFinnishSsnField } from '../validation/finnish-ssn';
import { optionalPhoneField, phoneField } from '../validation/phone';
import { docId, booleanField, listOf, optionalText, requiredText } from './common';

/**
 * A customer's internal employee, managed by the customer's team lead. `employmentRelationship`,
 * `homeCostCenter`, `placesOfBusiness`, `professionTitles` and `suggestionGroup` are ids of the
 * customer's own records (Staff API). The shift suggestion group is required. `canEditShifts`
 * lets the employee create or update shifts. `socialSecurityNumber` is personal data: never
 * logged.
 */
export const internalEmployeeFields = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: phoneField,
  secondPhone: optionalPhoneField,
  language: z.enum(SUPPORTED_LANGUAGES, { error: m.fieldRequired }),
  employmentRelationship: docId.nullish(),
  homeCostCenter: optionalText(100),
  placesOfBusiness: listOf(docId, 200).default([]),
  professionTitles: listOf(docId, 50).default([]),
  suggestionGroup: z
    .string({ error: m.suggestionGroupRequired })
    .trim()
    .min(1, { error: m.suggestionGroupRequired })
    .max(128, { error: m.textTooLong }),
  comments: optionalText(TEXT_LIMITS.medium),
  smsConsent: booleanField.default(false),
  canEditShifts: booleanField.default(false),
  status: employeeStatus.default('active'),
  passivationReason: optionalText(TEXT_LIMITS.medium),
  /** The Finnish personal identity code, checked (checksum, century sign); upper-cased. */
  socialSecurityNumber: optionalFinnishSsnField,
  invite: booleanField.default(false),
});

/** A passive employee must carry the reason they were passivated. */
export function checkPassivationReason(
  employee: { status: 'active' | 'passive'; passivationReason?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (employee.status === 'passive' && !employee.passivationReason) {
    ctx.addIssue({ code: 'custom', message: m.passivationReasonMissing, path: ['passivationReason'] });
  }
}

export const internalEmployee = internalEmployeeFields
  .extend({ id: docId, customerId: docId })
  .superRefine(checkPassivationReason);
export type InternalEmployee = z.infer<typeof internalEmployee>;
