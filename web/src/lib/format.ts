import {
  AGENCY_TIME_ZONE,
  dateTimeFormat,
  DEFAULT_CURRENCY,
  formatAgencyTime,
  LANGUAGE_LOCALES as locales,
  numberFormat,
  SENTENCE_WEEKDAY,
  type SupportedLanguage,
} from '@vuoro/domain';
import { config } from './config';

export { agencyYearMonth } from './agency-month';

/** Amount of money in the configured currency (default EUR), in the language's own notation. */
export function formatCurrency(
  amount: number,
  language: SupportedLanguage,
  currency: string = config.currency || DEFAULT_CURRENCY,
): string {
  return numberFormat(locales[language], { style: 'currency', currency }).format(amount);
}

/** The configured currency's sign in the language's notation ("€"), as a label names its unit. */
export function currencySymbol(language: SupportedLanguage, currency: string = config.currency || DEFAULT_CURRENCY): string {
  const parts = numberFormat(locales[language], { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

/** Hours always with 2 decimals (spec section 1): the domain's one formatter. */
export { formatHours } from '@vuoro/domain';

/** Date as d.M.y (e.g. 5.3.2026) in every language: the product's default date format. */
export function formatDate(date: Date): string {
  return `${date.getDate()}.${date.getMonth() + 1}.${date.getFullYear()}`;
}

/** Time as H.mm (e.g. 7.05) in every language: the product's default time format. */
export function formatTime(date: Date): string {
  return `${date.getHours()}.${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * The dash of a range, an en dash between two WORD JOINERs (U+2060): a line never breaks on
 * either side of it, so "8.00–16.00" or "23.11.–29.11." stays on one line ("7.00–/15.00" was seen
 * at 360 px). The joiners are invisible, in copied text too. Translations that write a range
 * themselves put the same joiners round the dash: `{{from}}\u2060–\u2060{{to}}`.
 */
export const RANGE_DASH = '\u2060–\u2060';

/** Two times, dates or numbers as one range that does not break across lines ("8.00–16.00"). */
export function formatRange(from: string, to: string): string {
  return `${from}${RANGE_DASH}${to}`;
}

/**
 * A shift's or an entry's clock times on Helsinki's clock as one unbroken range, H.mm–H.mm
 * ("8.00–16.00"), from its instants (ISO text as the Staff API answers, or dates).
 */
export function formatAgencyTimeRange(start: Date | string, end: Date | string): string {
  return formatRange(formatAgencyTime(new Date(start)), formatAgencyTime(new Date(end)));
}

/**
 * A phone number that never wraps inside ("040 123 4567" not "040 123 / 4567"): its spaces
 * no-break spaces, for a number inside a sentence. A number on its own is an element with
 * `whitespace-nowrap`, which does the same and copies with plain spaces.
 */
export function formatPhone(phone: string): string {
  return phone.replace(/ /g, '\u00a0');
}

/** A phone number inside free text: digits in groups split by spaces or hyphens, 7 or more of them. */
const PHONE_IN_TEXT = /\+?\d(?:[ -]?\d){6,}/g;

/**
 * Free text as typed (a shift's contact person, its info) with every phone number in it kept
 * whole ("Keittiöpäällikkö Jari Mäkinen, 040 123 4567" never ends a line at "040 123").
 */
export function keepPhonesWhole(text: string): string {
  return text.replace(PHONE_IN_TEXT, formatPhone);
}

/**
 * A list in the language's own words and punctuation ("A, B and C", "A, B ja C", "A, B і C"),
 * for lists that go into a sentence.
 */
export function formatList(items: readonly string[], language: string, type: 'conjunction' | 'unit' = 'conjunction'): string {
  const locale = locales[language as SupportedLanguage] ?? language;
  return new Intl.ListFormat(locale, { style: 'long', type }).format(items);
}

/**
 * A label (written to stand alone, so capitalised: "Viikonloppuisin") as it reads inside a
 * sentence or a list after its first item ("iltaisin, viikonloppuisin"). Only the first letter
 * changes; use it for words, never for codes such as licence classes ("B", "LT").
 */
export function inSentence(label: string, language: string): string {
  const locale = locales[language as SupportedLanguage] ?? language;
  return label.charAt(0).toLocaleLowerCase(locale) + label.slice(1);
}

/**
 * Date and time as d.M.y H.mm in the agency's time zone (Europe/Helsinki), whatever the
 * browser's: when a note was written reads the same for every recruiter.
 */
export function formatDateTimeInAgencyZone(date: Date, timeZone: string = AGENCY_TIME_ZONE): string {
  const parts = Object.fromEntries(
    dateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${Number(parts.day)}.${Number(parts.month)}.${parts.year} ${Number(parts.hour)}.${parts.minute}`;
}

/** A Helsinki calendar day's parts: `yyyy-MM-dd` as the Staff API answers it. */
function dayParts(day: string): [year: number, month: number, date: number] {
  return day.split('-').map(Number) as [number, number, number];
}

/** The weekday of a Helsinki calendar day in the language, as Intl writes it (lower-case in fi, sv, uk, ru). */
function weekdayOf(day: string, language: SupportedLanguage, weekday: 'short' | 'long'): string {
  const [year, month, date] = dayParts(day);
  // Noon UTC of the date is the same date in Helsinki (UTC+2/+3), so its weekday there is the day's.
  return dateTimeFormat(locales[language], { weekday, timeZone: AGENCY_TIME_ZONE }).format(Date.UTC(year, month - 1, date, 12));
}

const capitalised = (text: string, language: SupportedLanguage) =>
  `${text.charAt(0).toLocaleUpperCase(locales[language])}${text.slice(1)}`;

/**
 * A Helsinki calendar day (`yyyy-MM-dd`, as the Staff API answers it) as a list heading that
 * stands alone: its weekday in the language, capitalised, and d.M. ("Monday 30.11.",
 * "Maanantai 30.11."). Inside a sentence use `formatDayInSentence`.
 */
export function formatDayHeading(day: string, language: SupportedLanguage): string {
  const [, month, date] = dayParts(day);
  return `${capitalised(weekdayOf(day, language, 'long'), language)} ${date}.${month}.`;
}

// How a day's weekday is written inside a sentence: SENTENCE_WEEKDAY (domain), shared with the push texts.

/**
 * A Helsinki calendar day inside a sentence: the weekday as the language writes it mid-sentence
 * (lower-case in fi, sv, uk and ru; English keeps "Monday") and d.M. ("Lisää merkintä pe 27.11.",
 * "Додати запис: середа 25.11.", "Add an entry on Friday 27.11.").
 */
export function formatDayInSentence(day: string, language: SupportedLanguage): string {
  const [, month, date] = dayParts(day);
  return `${weekdayOf(day, language, SENTENCE_WEEKDAY[language])} ${date}.${month}.`;
}

/** A month and year in the language as Intl writes them ("November 2026", "marraskuu 2026"). */
function monthText(year: number, month: number, language: SupportedLanguage): string {
  return dateTimeFormat(locales[language], { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 15),
  );
}

/** A month as a heading that stands alone ("November 2026", "Marraskuu 2026"), capitalised. */
export function formatMonthHeading(year: number, month: number, language: SupportedLanguage): string {
  return capitalised(monthText(year, month, language), language);
}

/**
 * A month inside a sentence: lower-case in fi, sv, uk and ru, as those languages write months
 * ("Koko kuukausi: marraskuu 2026"), capitalised in English ("Whole month: November 2026").
 */
export function formatMonthInSentence(year: number, month: number, language: SupportedLanguage): string {
  return language === 'en' ? formatMonthHeading(year, month, language) : monthText(year, month, language);
}

/** The weekdays Monday to Sunday in the language, short ("Mon", "ma") and long ("Monday", "maanantai"). */
export function weekdayNames(language: SupportedLanguage): { short: string; long: string }[] {
  // 5 January 2026 was a Monday; noon UTC is the same date everywhere the names are read.
  return Array.from({ length: 7 }, (_, i) => {
    const at = Date.UTC(2026, 0, 5 + i, 12);
    const name = (weekday: 'short' | 'long') => dateTimeFormat(locales[language], { weekday, timeZone: 'UTC' }).format(at);
    return { short: name('short'), long: name('long') };
  });
}
