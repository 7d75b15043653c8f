import { describe, expect, it } from 'vitest';
import { contactMessageForm, messageText, supportMessageForm } from './message';

describe('support and contact messages', () => {
  it('"Support and contact message: at least 5 characters"', () => {
    expect(messageText.safeParse('Moi!').error?.issues.map((i) => i.message)).toEqual(['validation:messageTooShort']);
    expect(messageText.safeParse('   Moi!   ').error?.issues.map((i) => i.message)).toEqual(['validation:messageTooShort']);
    expect(messageText.parse('Hello')).toBe('Hello');
    expect(messageText.safeParse('').error?.issues.map((i) => i.message)).toEqual(['validation:fieldRequired']);
  });

  it('both forms use the same rule', () => {
    expect(supportMessageForm.safeParse({ subject: 'Tax card', message: 'Hi' }).success).toBe(false);
    expect(contactMessageForm.safeParse({ subject: 'Invoice', message: 'Please call me' }).success).toBe(true);
  });
});
