import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { MESSAGE_MAIL_TEXTS } from '../../texts/message-mail';
import { SHARED_TEXTS } from '../../texts/shared';
import { messageMail } from './mail';

const message = { subject: 'Joulun vuorot', body: 'Hei!\nJoulun vuorot ovat nyt auki.', shiftId: null };

describe('messageMail', () => {
  it("words the mail in the recipient's language: the agency's subject, a greeting, the message as written, where to turn mails off", () => {
    expect(messageMail(message, 'Eero', 'fi')).toEqual({
      subject: 'Uusi viesti Toimistolta: Joulun vuorot',
      text: [
        'Hei Eero,',
        '',
        'Toimisto lähetti sinulle viestin Vuorossa:',
        '',
        'Joulun vuorot',
        '',
        'Hei!\nJoulun vuorot ovat nyt auki.',
        '',
        '--',
        'Viesti on myös Vuoron Viestit-sivulla. Sähköposti-ilmoitukset voit ottaa pois Vuoron asetuksista.',
      ].join('\n'),
    });
    const uk = messageMail(message, 'Olena', 'uk');
    expect(uk.subject).toBe('Нове повідомлення від агентства: Joulun vuorot');
    expect(uk.text).toMatch(/^Вітаємо, Olena!\n\nАгентство надіслало вам повідомлення у Vuoro:/);
    expect(messageMail(message, 'Anna', 'sv').subject).toBe('Nytt meddelande från byrån: Joulun vuorot');
    expect(messageMail(message, 'Ivan', 'ru').subject).toBe('Новое сообщение от агентства: Joulun vuorot');
    expect(messageMail(message, 'Sam', 'en').subject).toBe('New message from the agency: Joulun vuorot');
  });

  it('says when the message is about a shift (Swedish: skift), and greets nobody without a first name', () => {
    expect(messageMail({ ...message, shiftId: 's1' }, 'Anna', 'sv').text).toContain('\n\nMeddelandet gäller ditt skift.\n');
    expect(messageMail(message, ' ', 'fi').text).toMatch(/^Toimisto lähetti sinulle viestin Vuorossa:/);
  });

  it('keeps the subject within the mail queue’s limit however long the message’s is', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      expect(messageMail({ ...message, subject: 'x'.repeat(200) }, 'A', language).subject.length).toBeLessThanOrEqual(300);
    }
  });
});

describe('the messageMail texts (domain/src/texts/<lng>/messageMail.json)', () => {
  it('have the same keys in all five languages, none empty; not bundled in SHARED_TEXTS; fi Toimisto, sv byrån, uk/ru агентство', () => {
    const english = Object.keys(MESSAGE_MAIL_TEXTS.en).sort();
    for (const language of SUPPORTED_LANGUAGES) {
      const texts: Record<string, string> = MESSAGE_MAIL_TEXTS[language];
      expect(Object.keys(texts).sort(), language).toEqual(english);
      expect(
        Object.values(texts).filter((t) => t.trim() === ''),
        language,
      ).toEqual([]);
    }
    expect(Object.keys(SHARED_TEXTS)).not.toContain('messageMail');
    expect(MESSAGE_MAIL_TEXTS.fi.intro).toContain('Toimisto');
    expect(MESSAGE_MAIL_TEXTS.sv.subject).toContain('byrån');
    expect(MESSAGE_MAIL_TEXTS.uk.subject).toContain('агентства');
    expect(MESSAGE_MAIL_TEXTS.ru.subject).toContain('агентства');
  });
});
