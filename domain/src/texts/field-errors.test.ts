import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors';

describe('fieldErrors', () => {
  it('keeps the first message of each field', () => {
    expect(
      fieldErrors([
        { path: ['a'], message: 'first' },
        { path: ['a'], message: 'second' },
        { path: ['b', 0], message: 'nested' },
      ]),
    ).toEqual({ a: 'first', b: 'nested' });
  });
});
