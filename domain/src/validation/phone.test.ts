import { describe, expect, it } from 'vitest';
import { optionalPhoneField, phoneField, withDefaultPrefix } from './phone';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('phone', () => {
  it('accepts the +358 form and stores it without spaces', () => {
    expect(phoneField.parse('+358 40 123 4567')).toBe('+358401234567');
    expect(phoneField.parse('+358-9-123-456')).toBe('+3589123456');
  });

  it('"(international form also accepted)"', () => {
    expect(phoneField.parse('+380 67 123 4567')).toBe('+380671234567');
    expect(phoneField.parse('0046 70 123 45 67')).toBe('+46701234567');
  });

  it('"\'Phone number should be formatted +358...\'" for a number without its country code', () => {
    for (const bad of ['040 123 4567', '+358 040 123 4567', '+12', 'phone']) {
      expect(messages(phoneField.safeParse(bad))).toEqual(['validation:phoneFormat']);
    }
  });

  it('an optional phone may be empty', () => {
    expect(optionalPhoneField.parse('')).toBeUndefined();
    expect(optionalPhoneField.parse(undefined)).toBeUndefined();
    expect(messages(optionalPhoneField.safeParse('0401234567'))).toEqual(['validation:phoneFormat']);
  });

  it('"Default phone prefix +358"', () => {
    expect(withDefaultPrefix('040 123 4567')).toBe('+358401234567');
    expect(withDefaultPrefix('+46 70 123')).toBe('+4670123');
  });
});
