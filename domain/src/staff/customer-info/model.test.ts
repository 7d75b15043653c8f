import { describe, expect, it } from 'vitest';
import {
  contactPersonUpdateBody,
  contactPersonVersion,
  customerContactMail,
  sendContactMessageBody,
  toContactPersonView,
  toContactUsView,
} from './model';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

const valid = {
  firstName: 'Maria',
  lastName: 'Lehtonen',
  phone: '+358 40 111 0001',
  email: 'maria@aurora.example',
  language: 'fi',
  version: '1.000000001/-',
};

describe('contactPersonUpdateBody', () => {
  it('normalises the phone and accepts every language of ours', () => {
    expect(contactPersonUpdateBody.parse(valid).phone).toBe('+358401110001');
    for (const language of ['fi', 'en', 'sv', 'uk', 'ru'])
      expect(contactPersonUpdateBody.safeParse({ ...valid, language }).success).toBe(true);
  });

  it("gives the spec's texts for a local phone and a bad email, and refuses an empty name or another language", () => {
    const r = contactPersonUpdateBody.safeParse({
      ...valid,
      phone: '040 111 0001',
      email: 'maria.aurora',
      lastName: ' ',
      language: 'de',
    });
    expect(messages(r)).toEqual(
      expect.arrayContaining([
        'phone: validation:phoneFormat',
        'email: validation:invalidEmail',
        'lastName: validation:fieldRequired',
      ]),
    );
    expect(messages(r).some((m) => m.startsWith('language:'))).toBe(true);
  });

  it('needs the version it read', () => {
    const { version: _omitted, ...rest } = valid;
    expect(messages(contactPersonUpdateBody.safeParse(rest)).map((m) => m.split(':')[0])).toEqual(['version']);
  });
});

describe('toContactPersonView', () => {
  const person = { firstName: 'Maria', lastName: 'Lehtonen', phone: null, email: 'maria@demo.fi', language: null };
  it('shows the sign-in email as the contact email until one is saved, and no language until one is chosen', () => {
    expect(toContactPersonView(person, null, 'v1')).toMatchObject({
      email: 'maria@demo.fi',
      signInEmail: 'maria@demo.fi',
      language: null,
      phone: null,
    });
    expect(toContactPersonView(person, { email: 'maria@aurora.example' }, 'v1')).toMatchObject({
      email: 'maria@aurora.example',
      signInEmail: 'maria@demo.fi',
    });
  });
});

describe('contactPersonVersion', () => {
  it('changes with either write, and tells nanoseconds apart', () => {
    const a = contactPersonVersion({ seconds: 10, nanoseconds: 5 }, null);
    expect(contactPersonVersion({ seconds: 10, nanoseconds: 5 }, null)).toBe(a);
    expect(contactPersonVersion({ seconds: 10, nanoseconds: 6 }, null)).not.toBe(a);
    expect(contactPersonVersion({ seconds: 10, nanoseconds: 5 }, { seconds: 11, nanoseconds: 0 })).not.toBe(a);
  });
});

describe('Contact us', () => {
  it('answers the service centre and its hours', () => {
    const view = toContactUsView(
      'palvelukeskus@vuoro.test',
      { customers: ['Hotelli Aurora'], replyTo: null },
      new Date('2026-11-23T06:00:00Z'),
    );
    expect(view.serviceCentre.email).toBe('palvelukeskus@vuoro.test');
    expect(view.hours.openNow).toBe(true);
    expect(view.customers).toEqual(['Hotelli Aurora']);
  });

  it('a message needs a subject and at least 5 characters', () => {
    expect(messages(sendContactMessageBody.safeParse({ subject: 'Hei', message: 'Moi!' }))).toEqual([
      'message: validation:messageTooShort',
    ]);
    expect(messages(sendContactMessageBody.safeParse({ subject: '', message: 'Hello there' }))).toEqual([
      'subject: validation:fieldRequired',
    ]);
  });

  it('the mail names the sender with their customers and answers to their contact email', () => {
    const mail = customerContactMail(
      { subject: 'Laskutus', message: 'Soittakaa minulle' },
      { name: 'Maria Lehtonen', email: 'maria@aurora.example', language: 'sv', customers: ['Hotelli Aurora'] },
      'palvelukeskus@vuoro.test',
    );
    expect(mail).toMatchObject({ to: 'palvelukeskus@vuoro.test', subject: 'Tukipyyntö: Laskutus', language: 'fi' });
    expect(mail.replyTo).toEqual({ name: 'Maria Lehtonen (Hotelli Aurora)', address: 'maria@aurora.example' });
    expect(mail.text).toContain('Kieli: ruotsi (sv)');
  });
});
