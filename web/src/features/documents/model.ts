import { numberFormat, type SupportedLanguage } from '@vuoro/domain';

/** Days of leave, whole or half, in the screen's language (12,5 in Finnish). */
export const formatDays = (days: number, language: SupportedLanguage): string =>
  numberFormat(language, { maximumFractionDigits: 1 }).format(days);
