import { describe, expect, it } from 'vitest';
import { newPasswordForm } from './password';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    const parsed = newPasswordForm.safeParse({ password: 'short', confirmPassword: 'other' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      password: 'validation:passwordWeak',
      confirmPassword: 'validation:passwordsDiffer',
    });
    expect(
      fieldErrors([
        { path: ['a'], message: 'first' },
        { path: ['a'], message: 'second' },
        { path: ['b', 0], message: 'nested' },
      ]),
    ).toEqual({ a: 'first', b: 'nested' });
  });
});
