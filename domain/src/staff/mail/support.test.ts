import { describe, expect, it } from 'vitest';
import { sendSupportEmailBody, supportMail } from './support';

const body = { Subject: 'Verokortti\r\nBcc: x@evil.example', Message: 'Uusi verokortti liitteenä.', SendTo: 'payroll' } as const;
const sender = { name: 'Oksana Petrenko', email: 'oksana@example.fi', language: 'uk', role: 'employee' } as const;

describe('SendEmail body', () => {
  it('wants a message of at least 5 characters and one of the agency mailboxes', () => {
    const issues = (b: unknown) => sendSupportEmailBody.safeParse(b).error?.issues.map((i) => `${i.path.join('.')}`) ?? [];
    expect(issues({ Subject: 'Tax', Message: 'Moi!', SendTo: 'payroll' })).toEqual(['Message']);
    expect(issues({ Subject: 'Tax', Message: 'Hello', SendTo: 'ceo' })).toEqual(['SendTo']);
    expect(issues({ Subject: 'Tax', Message: 'Hello', SendTo: 'serviceCentre' })).toEqual([]);
  });
});

describe('supportMail', () => {
  it("goes to the mailbox in the agency's Finnish, the sender's words as written, who wrote and in which language", () => {
    const mail = supportMail(sendSupportEmailBody.parse(body), sender, 'palkat@vuoro.test');
    expect(mail).toMatchObject({
      to: 'palkat@vuoro.test',
      language: 'fi',
      kind: 'support',
      replyTo: { name: 'Oksana Petrenko', address: 'oksana@example.fi' },
      // One line: a line break in the subject cannot add a header.
      subject: 'Tukipyyntö: Verokortti Bcc: x@evil.example',
    });
    expect(mail.text.split('\n')).toEqual([
      'Uusi verokortti liitteenä.',
      '',
      '--',
      'Lähettäjä: Oksana Petrenko <oksana@example.fi>',
      'Kieli: ukraina (uk)',
      'Rooli: työntekijä',
      '',
      'Vastaa tähän viestiin, niin vastaus menee lähettäjälle.',
    ]);
  });

  it('a sender without an address has no Reply-To, and the mail says so', () => {
    const mail = supportMail(
      sendSupportEmailBody.parse(body),
      { ...sender, email: null, role: 'customer' },
      'p@vuoro.test',
      'en',
    );
    expect(mail.replyTo).toBeNull();
    expect(mail.text).toContain('From: Oksana Petrenko (no email address)\nLanguage: Ukrainian (uk)\nRole: customer user');
    expect(mail.text).not.toContain('Reply to this email');
  });
});
