import type { z } from 'zod';
import { validationMessages as m, type ValidationMessage } from './messages';

/**
 * The fallback for zod issues that carry no message of their own (a schema written elsewhere,
 * or a check without `{ error }`), so that every message a screen receives is a `validation:`
 * key, never zod's English. The domain's own schemas set their messages explicitly and are not
 * affected. Install once at start-up: `z.config({ customError: validationErrorMap })`, or pass
 * it per parse: `schema.safeParse(value, { error: validationErrorMap })`.
 */
export function validationErrorMap(issue: z.core.$ZodRawIssue): ValidationMessage {
  const absent = issue.input === undefined || issue.input === null;
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
    case 'invalid_union':
      return absent ? m.fieldRequired : m.invalidValue;
    case 'too_big':
      if (issue.origin === 'string') return m.textTooLong;
      if (issue.origin === 'array' || issue.origin === 'set') return m.tooManyItems;
      if (issue.origin === 'date') return m.invalidDate;
      return m.numberOutOfRange;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? m.fieldRequired : m.invalidValue;
      if (issue.origin === 'array' || issue.origin === 'set') return m.selectAtLeastOne;
      if (issue.origin === 'date') return m.invalidDate;
      return m.numberOutOfRange;
    case 'invalid_format':
      if (issue.format === 'email') return m.invalidEmail;
      if (issue.format === 'url') return m.invalidUrl;
      if (issue.format === 'date' || issue.format === 'datetime') return m.invalidDate;
      return m.invalidValue;
    default:
      return m.invalidValue;
  }
}
