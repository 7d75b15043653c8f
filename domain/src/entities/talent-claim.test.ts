import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../constants';
import { addTalentByHandBody, claimExpiry, claimInviteMail, claimState } from './talent-claim';

const now = new Date('2026-11-29T08:00:00Z');

describe('a claim invitation', () => {
  it('works for 7 days, then is expired; once used it is used', () => {
    const expiresAt = claimExpiry(now);
    expect(expiresAt.toISOString()).toBe('2026-12-06T08:00:00.000Z');
    expect(claimState({ expiresAt, usedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('active');
    expect(claimState({ expiresAt, usedAt: null }, expiresAt)).toBe('expired');
    expect(claimState({ expiresAt, usedAt: now }, expiresAt)).toBe('used');
    expect(claimState(null, now)).toBe('notFound');
  });

  it('mails the link on a line of its own in each language, with the first name', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const mail = claimInviteMail(' Oksana ', 'http://127.0.0.1:5000/claim/abc', language);
      expect(mail.text.split('\n')).toContain('http://127.0.0.1:5000/claim/abc');
      expect(mail.text).toContain('Oksana');
      expect(mail.text).toContain('7');
      expect(mail.text).not.toMatch(/\{\{/);
    }
    expect(claimInviteMail('Oksana', 'x', 'uk').subject).toBe('Vuoro: отримайте свій профіль');
  });
});

describe('the hand-added talent', () => {
  it("has the talent form's required fields: names, email, phone, a language with its level", () => {
    const parsed = addTalentByHandBody.safeParse({
      firstName: '',
      lastName: ' ',
      email: 'x',
      phoneNumber: '',
      languages: [],
      mailLanguage: 'uk',
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error!.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'firstName:validation:fieldRequired',
        'lastName:validation:fieldRequired',
        'email:validation:invalidEmail',
        'phoneNumber:validation:fieldRequired',
        'languages:validation:languageRequired',
      ]),
    );
    const ok = addTalentByHandBody.parse({
      firstName: 'Oksana',
      lastName: 'Melnyk',
      email: 'oksana@example.com',
      phoneNumber: '+358 40 123 4567',
      languages: [{ language: 'uk', level: 'proficient' }],
      mailLanguage: 'uk',
    });
    expect(ok).toMatchObject({ phoneNumber: '+358401234567', allowDuplicate: false });
  });
});
