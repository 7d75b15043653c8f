import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import en from '@/locales/en/shifts.json';
import fi from '@/locales/fi/shifts.json';
import ru from '@/locales/ru/shifts.json';
import sv from '@/locales/sv/shifts.json';
import uk from '@/locales/uk/shifts.json';
import { formatShortDay, ownTimeConflict } from '../model';

/**
 * The 409 of a booking or a recorded shift that meets the employee's own time, as the screens say
 * it: a whole sentence in each of the five languages, the day and clock times Helsinki's.
 */
const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['shifts'],
    resources: { en: { shifts: en }, fi: { shifts: fi }, sv: { shifts: sv }, uk: { shifts: uk }, ru: { shifts: ru } },
    interpolation: { escapeValue: false },
  });
});

const conflict = (start: string, end: string) =>
  new StaffApiError(409, 'shiftConflict', [], { error: 'shiftConflict', conflict: { start, end, placeName: 'Hotelli Aurora' } });
const say = (error: unknown, language: SupportedLanguage) => {
  const message = ownTimeConflict(error, language)!;
  return i18n.getFixedT(language)(message.key, message.values);
};

describe('the sentence of a conflict with the employee’s own time', () => {
  it('names the shift already at that time, in every language', () => {
    // 29.11.2026 8.00–14.30 in Helsinki (EET, UTC+2), a Sunday.
    const error = conflict('2026-11-29T06:00:00.000Z', '2026-11-29T12:30:00.000Z');
    const said = Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, say(error, l)]));
    expect(said).toEqual({
      en: 'You already have a shift at that time: Sun 29.11. 8.00\u2060–\u206014.30, Hotelli Aurora.',
      fi: 'Sinulla on jo vuoro samaan aikaan: su 29.11. klo 8.00\u2060–\u206014.30, Hotelli Aurora.',
      sv: 'Du har redan ett skift vid den tiden: sön 29.11. kl. 8.00\u2060–\u206014.30, Hotelli Aurora.',
      uk: 'У вас уже є зміна на цей час: нд 29.11. 8.00\u2060–\u206014.30, Hotelli Aurora.',
      ru: 'У вас уже есть смена на это время: вс 29.11. 8.00\u2060–\u206014.30, Hotelli Aurora.',
    });
  });

  it('reads the day and times on Helsinki’s calendar and clock: summer time, and a night begun before midnight UTC', () => {
    expect(say(conflict('2026-07-04T21:30:00.000Z', '2026-07-05T05:00:00.000Z'), 'en')).toBe(
      'You already have a shift at that time: Sun 5.7. 0.30\u2060–\u20608.00, Hotelli Aurora.',
    );
  });

  it('says a day marked not available in every language', () => {
    const error = new StaffApiError(409, 'dayNotAvailable', [], { error: 'dayNotAvailable', day: '2026-11-29' });
    expect(Object.fromEntries(SUPPORTED_LANGUAGES.map((l) => [l, say(error, l)]))).toEqual({
      en: 'You marked this day as not available. Remove that entry first.',
      fi: 'Olet merkinnyt, ettet ole käytettävissä tänä päivänä. Poista merkintä ensin.',
      sv: 'Du har markerat att du inte är tillgänglig den här dagen. Ta bort den kalenderposten först.',
      uk: 'Ви позначили, що цього дня недоступні. Спершу видаліть цей запис.',
      ru: 'Вы отметили, что в этот день недоступны. Сначала удалите эту запись.',
    });
  });

  it('anything else is no such conflict', () => {
    for (const error of [
      new StaffApiError(409, 'validation:shiftAlreadyTaken'),
      new StaffApiError(400, 'dayNotAvailable', [], { error: 'dayNotAvailable', day: '2026-11-29' }),
      new StaffApiError(409, 'dayNotAvailable', [], { error: 'dayNotAvailable', day: '29.11.2026' }),
      new TypeError('Failed to fetch'),
    ]) {
      expect(ownTimeConflict(error, 'en')).toBeNull();
    }
  });

  it('writes a day short as in the middle of a sentence, the weekday as the language writes it', () => {
    expect(formatShortDay('2026-03-29', 'en')).toBe('Sun 29.3.');
    expect(formatShortDay('2026-03-30', 'fi')).toBe('ma 30.3.');
  });
});
