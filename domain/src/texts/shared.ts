import en from './en/calendarFeed.json';
import fi from './fi/calendarFeed.json';
import ru from './ru/calendarFeed.json';
import sv from './sv/calendarFeed.json';
import uk from './uk/calendarFeed.json';

/**
 * Texts that both the web and the functions put before a person: i18next namespaces whose files
 * live here (`texts/<lng>/<ns>.json`), not under web/src/locales, so a function imports them
 * from `@vuoro/domain` like any other rule instead of reaching into the web. The web's i18next
 * serves these namespaces from this table (web/src/lib/i18n.ts); the locales tests hold them to
 * the same every-key-in-every-language check as the web's own files.
 *
 * `calendarFeed`: the labels of the calendar feed's events (functions/src/staffApi/calendar/feed.ts).
 */
export const SHARED_TEXTS = {
  calendarFeed: { fi, en, sv, uk, ru },
} as const;
export type SharedNamespace = keyof typeof SHARED_TEXTS;
export const SHARED_NAMESPACES = Object.keys(SHARED_TEXTS) as SharedNamespace[];

/** The texts of a shared namespace in one language, or undefined for a namespace or language it lacks. */
export function sharedTexts(namespace: string, language: string): Record<string, string> | undefined {
  if (!Object.hasOwn(SHARED_TEXTS, namespace)) return undefined;
  const byLanguage: Record<string, Record<string, string>> = SHARED_TEXTS[namespace as SharedNamespace];
  return Object.hasOwn(byLanguage, language) ? byLanguage[language] : undefined;
}
