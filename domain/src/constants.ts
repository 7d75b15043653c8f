/**
 * Business constants and limits of spec section 9 (and section 1 for languages and formats).
 * Values marked "ours" are decisions where the specification is silent.
 */

// ---- Talent list (spec 7, 9) ----

/** Talents load in pages of 100. */
export const TALENT_PAGE_SIZE = 100;
/** On a failed page load the page size shrinks by 10 ... */
export const TALENT_PAGE_SIZE_SHRINK = 10;
/** ... but never below 10. */
export const TALENT_PAGE_SIZE_FLOOR = 10;
/** The page size to use after a page of `size` failed to load: 10 less, at least 10. */
export function pageSizeAfterFailure(size: number): number {
  return Math.max(TALENT_PAGE_SIZE_FLOOR, Math.floor(size) - TALENT_PAGE_SIZE_SHRINK);
}
/** Talent and hired lists scroll at this maximum height, in CSS pixels. */
export const LIST_MAX_HEIGHT_PX = 200;

// ---- Input limits (spec 5, 9) ----

/** Support and contact messages need at least 5 characters. */
export const SUPPORT_MESSAGE_MIN_LENGTH = 5;
/** Passwords need at least 8 characters (a stale screen text still says 6; we use 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** Multi-factor SMS codes have six digits. */
export const SMS_CODE_LENGTH = 6;
/** Photos may be at most 5 MB: 5 × 1024 × 1024 bytes. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
/** Ours: a CV may be at most 10 MB (ample for a CV with a photo); storage.rules says the same. */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
/** Ours: the CV formats a recruiter can open: PDF, Word (DOC, DOCX) and OpenDocument text; storage.rules lists the same. */
export const CV_CONTENT_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.oasis.opendocument.text',
] as const;
/** Ours: the largest a stored free-text field may be, by kind of text. */
export const TEXT_LIMITS = {
  /** Names, titles, cities: one line. */
  short: 200,
  /** Comments, notes, reasons: a paragraph or a few. */
  medium: 2000,
  /** Descriptions and rich text (HTML) of a profile or an assignment. */
  long: 20000,
} as const;

// ---- Holidays, sick leave, payroll (spec 9) ----

/** The holiday year runs from 1 April to 31 March (months are 1-based). */
export const HOLIDAY_YEAR_START = { month: 4, day: 1 } as const;
export const HOLIDAY_YEAR_END = { month: 3, day: 31 } as const;
/** Vacation earned in a holiday year can be used from 2 May. */
export const VACATION_USABLE_FROM = { month: 5, day: 2 } as const;

/**
 * The holiday year a calendar day belongs to, named by the year it starts in:
 * 15 March 2025 belongs to the year 1 April 2024 – 31 March 2025, so `2024`.
 * `month` is 1-based.
 */
export function holidayYearOf(day: { year: number; month: number; day: number }): {
  startYear: number;
  start: { year: number; month: number; day: number };
  end: { year: number; month: number; day: number };
} {
  const beforeStart =
    day.month < HOLIDAY_YEAR_START.month || (day.month === HOLIDAY_YEAR_START.month && day.day < HOLIDAY_YEAR_START.day);
  const startYear = beforeStart ? day.year - 1 : day.year;
  return {
    startYear,
    start: { year: startYear, ...HOLIDAY_YEAR_START },
    end: { year: startYear + 1, ...HOLIDAY_YEAR_END },
  };
}

// Opening hours, the salary certificate's delivery and the holiday batch transfer: ./help.ts (only
// the help screens, lazily loaded, read them, so they stay out of the first bundle).

/** A sick-leave certificate must reach payroll within 3 days of falling ill. */
export const SICK_LEAVE_CERTIFICATE_DAYS = 3;

/** Ours: the agency's time zone, in which opening hours and calendar days are counted. */
export const AGENCY_TIME_ZONE = 'Europe/Helsinki';

/** Feedback personal data is kept 6 months, then anonymised. */
export const FEEDBACK_RETENTION_MONTHS = 6;
/** Recruit orders give the estimated work time for a 3-week period. */
export const RECRUIT_ORDER_PERIOD_WEEKS = 3;

// ---- Platform (spec 1, 9) ----

/** Phone numbers default to the Finnish prefix. */
export const DEFAULT_PHONE_PREFIX = '+358';
/** Cloud Functions run in western Europe. */
export const FUNCTIONS_REGION = 'europe-west1';

// ---- Languages (spec 1) ----

/** Every language of the product. */
export const SUPPORTED_LANGUAGES = ['fi', 'en', 'sv', 'uk', 'ru'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** BCP 47 locales for Intl, per supported language. */
export const LANGUAGE_LOCALES: Readonly<Record<SupportedLanguage, string>> = {
  fi: 'fi-FI',
  en: 'en-GB',
  sv: 'sv-FI',
  uk: 'uk-UA',
  ru: 'ru-RU',
};

/**
 * How a day's weekday is written inside a sentence. Finnish and Swedish write it short
 * ("su 29.11.", "mån 30.11."), as dates in running text are written there, which also spares
 * Finnish a case ending; Ukrainian and Russian spell it out ("неділя 6.12."), the texts put it
 * where the nominative reads right (after a colon, in brackets).
 */
export const SENTENCE_WEEKDAY: Readonly<Record<SupportedLanguage, 'short' | 'long'>> = {
  fi: 'short',
  sv: 'short',
  en: 'long',
  uk: 'long',
  ru: 'long',
};

/** The talent side (registration, talent profile). */
export const TALENT_LANGUAGES = ['en', 'uk', 'ru'] as const satisfies readonly SupportedLanguage[];
/** The staff side (employees and customer users). */
export const STAFF_LANGUAGES = ['en', 'fi'] as const satisfies readonly SupportedLanguage[];
/** When nothing else decides, English. */
export const FALLBACK_LANGUAGE = 'en' satisfies SupportedLanguage;
/** The staff side opens in Finnish until the user chooses. */
export const STAFF_DEFAULT_LANGUAGE = 'fi' satisfies SupportedLanguage;

// ---- Formats and layout (spec 1, 9) ----

/** date-fns style patterns: 2.5.2025 and 8.05. */
export const DATE_FORMAT = 'd.M.y';
export const TIME_FORMAT = 'H.mm';
export const DEFAULT_CURRENCY = 'EUR';
/** Hours are shown with 2 decimals. */
export const HOUR_DECIMALS = 2;
/** Screens narrower than this show a warning. */
export const MIN_SCREEN_WIDTH_PX = 360;
export const BREAKPOINTS = { xs: 360, sm: 700, md: 900, lg: 1200, xl: 1536 } as const;
/** A script chunk that has not loaded in 120 s counts as failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
