import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../texts/field-errors';
import { changePasswordForm, checkPassword, newPasswordField, newPasswordForm, smsCodeField } from './password';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('password', () => {
  it('"at least 8 characters, one lowercase, one uppercase, one number, one special character"', () => {
    expect(newPasswordField.safeParse('Kesä2025!').success).toBe(true);
    expect(checkPassword('Kesä2025!')).toEqual({
      minLength: true,
      lowercase: true,
      uppercase: true,
      number: true,
      special: true,
    });
    expect(checkPassword('Ab1!')).toMatchObject({ minLength: false });
    expect(checkPassword('ABCDEFG1!')).toMatchObject({ lowercase: false });
    expect(checkPassword('abcdefg1!')).toMatchObject({ uppercase: false });
    expect(checkPassword('Abcdefgh!')).toMatchObject({ number: false });
    expect(checkPassword('Abcdefgh1')).toMatchObject({ special: false });
  });

  it('"A weak password gives \'This password does not meet all the requirements\'"', () => {
    for (const weak of ['Ab1!', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1', 'Abcdef1!'.slice(0, 7)]) {
      expect(messages(newPasswordField.safeParse(weak))).toEqual(['validation:passwordWeak']);
    }
  });

  it('"Confirmation must match (\'Passwords differ\')"', () => {
    expect(messages(newPasswordForm.safeParse({ password: 'Kesä2025!', confirmPassword: 'Kesä2025?' }))).toEqual([
      'validation:passwordsDiffer',
    ]);
    expect(newPasswordForm.safeParse({ password: 'Kesä2025!', confirmPassword: 'Kesä2025!' }).success).toBe(true);
    const change = changePasswordForm.safeParse({ oldPassword: '', password: 'Kesä2025!', confirmPassword: 'x' });
    expect(change.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['oldPassword', 'validation:fieldRequired'],
      ['confirmPassword', 'validation:passwordsDiffer'],
    ]);
  });

  it('"six-digit code sent to phone"', () => {
    expect(smsCodeField.safeParse('123456').success).toBe(true);
    expect(messages(smsCodeField.safeParse('12345'))).toEqual(['validation:smsCodeFormat']);
    expect(messages(smsCodeField.safeParse('12345a'))).toEqual(['validation:smsCodeFormat']);
  });

  it('fieldErrors gives each field of the new-password form its first message', () => {
    const parsed = newPasswordForm.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      password: 'validation:passwordWeak',
      confirmPassword: 'validation:passwordsDiffer',
    });
  });
});
