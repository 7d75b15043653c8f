import { describe, expect, it } from 'vitest';
import { changeEmailForm, emailConfirmationForm, emailField, publicFormEmailField } from './email';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('email', () => {
  it('"must be valid (\'This is not a valid email address\')"', () => {
    expect(emailField.parse('  matti.meikalainen@example.fi ')).toBe('matti.meikalainen@example.fi');
    for (const bad of ['matti', 'matti@', '@example.fi', 'matti@example']) {
      expect(messages(emailField.safeParse(bad))).toEqual(['validation:invalidEmail']);
    }
    expect(messages(emailField.safeParse(''))).toEqual(['validation:fieldRequired']);
  });

  it('"confirmation must match (\'Emails do not match\')"', () => {
    expect(messages(emailConfirmationForm.safeParse({ email: 'a@example.fi', confirmEmail: 'b@example.fi' }))).toEqual([
      'validation:emailsDoNotMatch',
    ]);
    expect(emailConfirmationForm.safeParse({ email: 'a@example.fi', confirmEmail: 'A@Example.fi' }).success).toBe(true);
  });

  it('"invalid new email gives \'New email is invalid\'"', () => {
    expect(messages(changeEmailForm.safeParse({ oldEmail: 'a@example.fi', newEmail: 'b@' }))).toEqual([
      'validation:newEmailInvalid',
    ]);
  });

  it('"the new email must differ from the old (\'New email cannot be the same as the old email.\')"', () => {
    expect(messages(changeEmailForm.safeParse({ oldEmail: 'a@example.fi', newEmail: ' A@example.FI' }))).toEqual([
      'validation:newEmailSameAsOld',
    ]);
    expect(changeEmailForm.safeParse({ oldEmail: 'a@example.fi', newEmail: 'b@example.fi' }).success).toBe(true);
  });

  it("public assignment form: 'Invalid email address'", () => {
    expect(messages(publicFormEmailField.safeParse('nope'))).toEqual(['validation:invalidEmailAddress']);
  });
});
