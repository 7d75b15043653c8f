import { z } from 'zod';
import type { SupportedLanguage } from '../../constants';
import { routes } from '../../routes';
import { NOTIFICATION_TEXTS } from '../../texts/notifications';
import { localName, type StaffShift } from '../shifts/model';
import { LANGUAGE_LOCALES } from '../../constants';
import { formatAgencyDayInSentence, formatAgencyTime } from '../time';

/**
 * What a push notification says (the Web Push payload the service worker shows) and its wording
 * in the employee's language, from the `notifications` texts (domain/src/texts/notifications.ts).
 */

/** The push payload: what `showNotification` needs, and the app path a tap opens. */
export const pushPayload = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  /** A path of the app (`/open-shifts/0/10`), never another site. */
  url: z.string().regex(/^\/(?!\/)/),
  /** A newer notification with the same tag replaces the older one (one per suggestion or shift). */
  tag: z.string().min(1).max(128),
});
export type PushPayload = z.infer<typeof pushPayload>;

/** A shift as a notification names it. */
export type NotifiedShift = Pick<StaffShift, 'id' | 'start' | 'end' | 'professionTitle' | 'placeOfWork'>;

/**
 * What happened: a new suggestion of one shift or a bundle (its shifts, any order), a time change
 * waiting for the employee (the shift with the suggested new times), a shift of theirs changed
 * or cancelled, its cancellation settled by the agency, or a new message from the agency (its subject; it opens the messages).
 */
export type NotificationTrigger =
  | { kind: 'suggestion'; suggestionId: string; shift: NotifiedShift }
  | { kind: 'bundle'; suggestionId: string; shifts: readonly NotifiedShift[] }
  | { kind: 'timeChange'; shift: NotifiedShift }
  | { kind: 'shiftChanged'; shift: NotifiedShift }
  | { kind: 'shiftCancelled'; shift: NotifiedShift }
  | { kind: 'cancellationSettled'; shift: NotifiedShift }
  | { kind: 'newMessage'; messageId: string; subject: string };

type Texts = (typeof NOTIFICATION_TEXTS)[SupportedLanguage];
type Key = 'suggestion' | 'timeChange' | 'shiftChanged' | 'shiftCancelled' | 'cancellationSettled';

const fill = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The bundle's body in the plural form `language` takes for `count`, as i18next would pick it. */
function bundleBody(t: Texts, count: number, language: SupportedLanguage): string {
  const form = new Intl.PluralRules(LANGUAGE_LOCALES[language]).select(count);
  const forms: Partial<Record<Intl.LDMLPluralRule, string>> = {
    one: t.bundleBody_one,
    few: 'bundleBody_few' in t ? t.bundleBody_few : undefined,
    many: 'bundleBody_many' in t ? t.bundleBody_many : undefined,
    other: t.bundleBody_other,
  };
  return forms[form] ?? t.bundleBody_other;
}

const shiftValues = (s: NotifiedShift, language: SupportedLanguage) => ({
  title: localName(s.professionTitle, language),
  place: s.placeOfWork.name,
  day: formatAgencyDayInSentence(s.start, language),
  time: `${formatAgencyTime(s.start)}–${formatAgencyTime(s.end)}`,
});

const OPEN_SHIFTS = routes.openShifts.href({ skip: 0, take: 10 });
const UPCOMING = routes.shiftsUpcoming.href();
const MESSAGES = routes.notifications.href();

/** The notification of `trigger` in `language`: title, body, the path a tap opens, and its tag. */
export function notificationPayload(trigger: NotificationTrigger, language: SupportedLanguage): PushPayload {
  const t: Texts = NOTIFICATION_TEXTS[language];
  if (trigger.kind === 'bundle') {
    const first = [...trigger.shifts].sort((a, b) => a.start.getTime() - b.start.getTime())[0];
    if (!first) throw new Error('A bundle has at least one shift');
    const count = trigger.shifts.length;
    return {
      title: t.bundleTitle,
      body: fill(bundleBody(t, count, language), { ...shiftValues(first, language), count }),
      url: OPEN_SHIFTS,
      tag: `suggestion-${trigger.suggestionId}`,
    };
  }
  if (trigger.kind === 'newMessage') {
    return {
      title: t.newMessageTitle,
      body: fill(t.newMessageBody, { subject: trigger.subject }).slice(0, 400),
      url: MESSAGES,
      tag: `message-${trigger.messageId}`,
    };
  }
  const key: Key = trigger.kind;
  const texts: Record<Key, [title: string, body: string]> = {
    suggestion: [t.suggestionTitle, t.suggestionBody],
    timeChange: [t.timeChangeTitle, t.timeChangeBody],
    shiftChanged: [t.shiftChangedTitle, t.shiftChangedBody],
    shiftCancelled: [t.shiftCancelledTitle, t.shiftCancelledBody],
    cancellationSettled: [t.cancellationSettledTitle, t.cancellationSettledBody],
  };
  const [title, body] = texts[key];
  return {
    title,
    body: fill(body, shiftValues(trigger.shift, language)),
    url: trigger.kind === 'suggestion' ? OPEN_SHIFTS : UPCOMING,
    tag: trigger.kind === 'suggestion' ? `suggestion-${trigger.suggestionId}` : `shift-${trigger.shift.id}`,
  };
}
