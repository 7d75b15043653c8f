import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validationErrorMap } from './error-map';
import { isValidationMessage } from './messages';

describe('validationErrorMap', () => {
  const plain = z.object({
    name: z.string().min(1).max(5),
    email: z.email(),
    site: z.url(),
    age: z.number().int().min(18),
    tags: z.array(z.string()).min(1).max(2),
    kind: z.enum(['a', 'b']),
  });

  it('turns every zod default into a validation: key', () => {
    const result = plain.safeParse(
      { name: 'toolong', email: 'x', site: 'nope', age: 12, tags: ['a', 'b', 'c'], kind: 'c' },
      { error: validationErrorMap },
    );
    const messages = result.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(messages).toEqual([
      ['name', 'validation:textTooLong'],
      ['email', 'validation:invalidEmail'],
      ['site', 'validation:invalidUrl'],
      ['age', 'validation:numberOutOfRange'],
      ['tags', 'validation:tooManyItems'],
      ['kind', 'validation:invalidValue'],
    ]);
    expect(messages?.every(([, message]) => isValidationMessage(message))).toBe(true);
  });

  it('a missing value is a required field', () => {
    const result = plain.safeParse({ name: '', tags: [] }, { error: validationErrorMap });
    expect(Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [])).toEqual({
      name: 'validation:fieldRequired',
      email: 'validation:fieldRequired',
      site: 'validation:fieldRequired',
      age: 'validation:fieldRequired',
      tags: 'validation:selectAtLeastOne',
      kind: 'validation:fieldRequired',
    });
  });
});
