import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from '../constants';
import { validationMessages as m, type ValidationMessage } from '../texts/messages';

/** Ours: a generous ceiling, so a pasted novel is not sent to Auth. */
export const PASSWORD_MAX_LENGTH = 128;

/** One requirement of a password, with the checklist text (an i18n key) a form shows beside it. */
export interface PasswordRule {
  readonly id: 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'special';
  readonly message: ValidationMessage;
  readonly test: (password: string) => boolean;
}

/**
 * Spec section 5: at least 8 characters, one lowercase, one uppercase, one number and one
 * special character. Letters count in any script (ä, ö, å, Cyrillic); a special character is
 * anything that is not a letter, digit or space.
 */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'minLength', message: m.passwordRuleMinLength, test: (p) => [...p].length >= PASSWORD_MIN_LENGTH },
  { id: 'lowercase', message: m.passwordRuleLowercase, test: (p) => /\p{Ll}/u.test(p) },
  { id: 'uppercase', message: m.passwordRuleUppercase, test: (p) => /\p{Lu}/u.test(p) },
  { id: 'number', message: m.passwordRuleNumber, test: (p) => /\p{Nd}/u.test(p) },
  { id: 'special', message: m.passwordRuleSpecial, test: (p) => /[^\p{L}\p{Nd}\s]/u.test(p) },
];

/** Which rules a password meets, for a live checklist. */
export function checkPassword(password: string): Record<PasswordRule['id'], boolean> {
  return Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)])) as Record<PasswordRule['id'], boolean>;
}

/** A new password. Any unmet rule gives 'This password does not meet all the requirements'. */
export const newPasswordField = z
  .string({ error: m.fieldRequired })
  .min(1, { error: m.fieldRequired, abort: true })
  .max(PASSWORD_MAX_LENGTH, { error: m.passwordWeak })
  .refine((p) => PASSWORD_RULES.every((rule) => rule.test(p)), { error: m.passwordWeak });

/** A new password typed twice: 'Passwords differ' on `confirmPassword` when they do. */
export const newPasswordForm = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string({ error: m.fieldRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Settings → change password (PUT /v1/User/Password {OldPassword, NewPassword}). */
export const changePasswordForm = z
  .object({
    oldPassword: z.string({ error: m.fieldRequired }).min(1, { error: m.fieldRequired }),
    password: newPasswordField,
    confirmPassword: z.string({ error: m.fieldRequired }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: m.passwordsDiffer,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

/** The six-digit code sent by SMS for multi-factor sign-in and enrolment. */
export const smsCodeField = z
  .string({ error: m.fieldRequired })
  .trim()
  .regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), { error: m.smsCodeFormat });
