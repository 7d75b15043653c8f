import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { NOTIFICATION_TEXTS } from '../../texts/notifications';
import { notificationPayload, pushPayload, type NotifiedShift } from './wording';

/** Friday 27.11.2026, 8.00–16.00 in Helsinki (UTC+2). */
const shift = (id: string, day = 27): NotifiedShift => ({
  id,
  start: new Date(`2026-11-${day}T06:00:00Z`),
  end: new Date(`2026-11-${day}T14:00:00Z`),
  professionTitle: { id: 't', name: 'Kokki' },
  placeOfWork: { id: 'p', name: 'Keittiö' },
});

describe('notificationPayload', () => {
  it('words a new suggestion in each language, the day as written inside a sentence, times H.mm in Helsinki', () => {
    const bodies = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        notificationPayload({ kind: 'suggestion', suggestionId: 's1', shift: shift('x') }, language).body,
      ]),
    );
    expect(bodies).toEqual({
      fi: 'Kokki, Keittiö pe 27.11. klo 8.00–16.00',
      en: 'Kokki, Keittiö on Friday 27.11., 8.00–16.00',
      sv: 'Kokki, Keittiö fre 27.11. kl. 8.00–16.00',
      uk: 'Kokki, Keittiö: пʼятниця 27.11., 8.00–16.00',
      ru: 'Kokki, Keittiö: пятница 27.11., 8.00–16.00',
    });
    expect(notificationPayload({ kind: 'suggestion', suggestionId: 's1', shift: shift('x') }, 'sv')).toEqual({
      title: 'Nytt skiftförslag',
      body: bodies.sv,
      url: '/open-shifts/0/10',
      tag: 'suggestion-s1',
    });
  });

  it("a bundle counts its shifts in the language's plural form and starts from its first shift", () => {
    const bundle = (count: number) => ({
      kind: 'bundle' as const,
      suggestionId: 'b1',
      shifts: Array.from({ length: count }, (_, i) => shift(`s${i}`, 30 - i)),
    });
    expect(notificationPayload(bundle(1), 'fi').body).toBe('1 työvuoro, Keittiö, alkaen ma 30.11.');
    expect(notificationPayload(bundle(3), 'fi')).toMatchObject({
      title: 'Uusi vuoropaketti',
      body: '3 työvuoroa, Keittiö, alkaen la 28.11.',
      tag: 'suggestion-b1',
    });
    expect(notificationPayload(bundle(2), 'uk').body).toBe('2 зміни, Keittiö, перша: неділя 29.11.');
    expect(notificationPayload(bundle(5), 'ru').body).toMatch(/^5 смен, Keittiö, первая: /);
    expect(notificationPayload(bundle(2), 'en').body).toMatch(/^2 shifts at Keittiö, from /);
    expect(notificationPayload(bundle(2), 'sv').body).toMatch(/^2 skift, Keittiö, från /);
  });

  it('time changes and changed or cancelled shifts open the upcoming shifts, one notification per shift', () => {
    const s = shift('sh9');
    const time = notificationPayload({ kind: 'timeChange', shift: s }, 'en');
    expect(time).toEqual({
      title: 'Time change to confirm',
      body: 'Kokki, Keittiö on Friday 27.11.: new time 8.00–16.00',
      url: '/shifts/upcoming',
      tag: 'shift-sh9',
    });
    expect(notificationPayload({ kind: 'shiftChanged', shift: s }, 'fi').title).toBe('Työvuorosi tiedot muuttuivat');
    expect(notificationPayload({ kind: 'shiftCancelled', shift: s }, 'sv')).toMatchObject({
      title: 'Ditt skift har ställts in',
      tag: 'shift-sh9',
    });
  });

  it('a new message: the agency in the title, its subject as the body; a tap opens the messages, one notification per message', () => {
    const titles = Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [
        language,
        notificationPayload({ kind: 'newMessage', messageId: 'm1', subject: 'Kevään vuorot' }, language).title,
      ]),
    );
    expect(titles).toEqual({
      fi: 'Uusi viesti Toimistolta',
      en: 'New message from the agency',
      sv: 'Nytt meddelande från byrån',
      uk: 'Нове повідомлення від агентства',
      ru: 'Новое сообщение от агентства',
    });
    expect(notificationPayload({ kind: 'newMessage', messageId: 'm1', subject: 'Kevään vuorot' }, 'fi')).toEqual({
      title: 'Uusi viesti Toimistolta',
      body: 'Kevään vuorot',
      url: '/notifications',
      tag: 'message-m1',
    });
  });

  it('every payload fits the push payload schema; Swedish says skift, never pass', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const kind of ['timeChange', 'shiftChanged', 'shiftCancelled', 'cancellationSettled'] as const) {
        expect(pushPayload.safeParse(notificationPayload({ kind, shift: shift('a') }, language)).success).toBe(true);
      }
      const longest = { kind: 'newMessage' as const, messageId: 'm', subject: 'x'.repeat(200) };
      expect(pushPayload.safeParse(notificationPayload(longest, language)).success).toBe(true);
    }
    expect(Object.values(NOTIFICATION_TEXTS.sv).join(' ')).not.toMatch(/\bpass/i);
  });
});

describe('the notifications texts (domain/src/texts/<lng>/notifications.json)', () => {
  it('have the same keys in all five languages, plural forms compared by stem, none empty', () => {
    const stems = (keys: string[]) => [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    expect(Object.keys(NOTIFICATION_TEXTS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    const english = stems(Object.keys(NOTIFICATION_TEXTS.en));
    for (const language of SUPPORTED_LANGUAGES) {
      const texts: Record<string, string> = NOTIFICATION_TEXTS[language];
      expect(stems(Object.keys(texts)), language).toEqual(english);
      expect(
        Object.values(texts).filter((text) => text.trim() === ''),
        language,
      ).toEqual([]);
      // Every plural form the language has (uk and ru: one, few, many, other).
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      expect(
        forms.filter((form) => !(`bundleBody_${form}` in texts)),
        language,
      ).toEqual([]);
    }
  });
});
