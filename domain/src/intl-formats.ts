import { HOUR_DECIMALS, LANGUAGE_LOCALES, type SupportedLanguage } from './constants';
import { COMMON_LANGUAGE_NAMES, type CommonLanguageCode } from './language-names';

/**
 * Intl formatters, made once per locale and options and kept. Making one costs far more than
 * using it (ICU loads the locale's and the time zone's data each time; measured in Chromium at
 * 4× CPU slowdown: a list of shifts spent over 100 ms making weekday formatters for its headings),
 * and a screen formats the same way for every row. Formatters are immutable, so sharing is safe.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();
const displayNameSets = new Map<string, Intl.DisplayNames>();

function kept<F>(cache: Map<string, F>, locale: string, options: object, make: () => F): F {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once and kept. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** `new Intl.NumberFormat(locale, options)`, made once and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/**
 * `new Intl.Collator(locale, options)`, made once and kept; made on first use, not as a module
 * loads (a Finnish collator costs ICU's tailoring: some 16 ms of the talent list's loading in
 * Chromium, unthrottled, when it was made at module scope).
 */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  return kept(collators, locale, options, () => new Intl.Collator(locale, options));
}

/**
 * `new Intl.DisplayNames(locale, options)`, made once and kept. The first one a page makes costs
 * ICU's display-name data: 18–40 ms of main thread in Chromium, unthrottled.
 */
export function displayNames(locale: string, options: Intl.DisplayNamesOptions): Intl.DisplayNames {
  return kept(displayNameSets, locale, options, () => new Intl.DisplayNames(locale, options));
}

/** Language names already looked up, per locale (a list asks for the same few on every row). */
const languageNames = new Map<string, Map<string, string>>();

/**
 * A language's name in `locale` ("ukraina" for `uk` in Finnish), or the code itself when the
 * locale or the code is one ICU does not know (talents' languages are stored as ISO 639 codes).
 * The common languages in our own languages come from language-names.ts, without ICU.
 */
export function languageName(code: string, locale: string): string {
  const common = Object.hasOwn(COMMON_LANGUAGE_NAMES, locale) ? COMMON_LANGUAGE_NAMES[locale as SupportedLanguage] : null;
  if (common && Object.hasOwn(common, code)) return common[code as CommonLanguageCode];
  let names = languageNames.get(locale);
  if (!names) {
    names = new Map();
    languageNames.set(locale, names);
  }
  let name = names.get(code);
  if (name === undefined) {
    try {
      name = displayNames(locale, { type: 'language' }).of(code) ?? code;
    } catch {
      name = code;
    }
    names.set(code, name);
  }
  return name;
}

/**
 * Hours as every screen, mail and PDF shows them: always with 2 decimals (spec section 1), in the
 * language's notation ("7,50" in Finnish, "7.50" in English, "1,234.50").
 */
export function formatHours(hours: number, language: SupportedLanguage): string {
  return numberFormat(LANGUAGE_LOCALES[language], {
    minimumFractionDigits: HOUR_DECIMALS,
    maximumFractionDigits: HOUR_DECIMALS,
  }).format(hours);
}

/** Days of leave, whole or half, in the language's notation ("12,5" in Finnish, "12.5" in English). */
export function formatDays(days: number, language: SupportedLanguage): string {
  return numberFormat(LANGUAGE_LOCALES[language], { maximumFractionDigits: 1 }).format(days);
}
