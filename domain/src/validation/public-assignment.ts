import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { listOf, optionalText, requiredText, wholeNumber } from '../entities/common';
import { publicFormEmailField } from './email';
import { validationMessages as m } from '../texts/messages';
import { optionalPhoneField } from './phone';

/**
 * The public assignment-request form an employer submits. Missing required fields give 'Field
 * is required', a bad email 'Invalid email address'. Contact name and email are ours: the
 * agency needs someone to answer.
 */
export const publicAssignmentForm = z.object({
  company: requiredText(),
  jobTitle: requiredText(),
  description: requiredText(TEXT_LIMITS.medium),
  city: requiredText(100),
  positions: wholeNumber(1, 1000),
  continuity: optionalText(),
  workingTime: optionalText(),
  salaryEstimate: optionalText(),
  languages: listOf(requiredText(100), 20).default([]),
  requiredSkills: optionalText(TEXT_LIMITS.medium),
  contactName: requiredText(),
  email: publicFormEmailField,
  phone: optionalPhoneField,
});
export type PublicAssignmentForm = z.infer<typeof publicAssignmentForm>;
export type PublicAssignmentFormInput = z.input<typeof publicAssignmentForm>;

/** Every message the public assignment form can show. */
export const PUBLIC_ASSIGNMENT_MESSAGES = [m.fieldRequired, m.invalidEmailAddress] as const;
