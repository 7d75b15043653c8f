import type { SupportedLanguage } from '@vuoro/domain';
import { weekdayNames } from './format';

/**
 * A Helsinki day (`yyyy-MM-dd`) with its short weekday in the language, lower case as it stands
 * mid-sentence and in tables: "ke 2.12.", "ср 2.12.", "Wed 2.12." (with `year`, "ke 2.12.2026").
 * Calendar arithmetic on the written date, so no clock and no time zone can move the weekday.
 */
export function formatWeekdayDay(day: string, language: SupportedLanguage, { year = false } = {}): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const monday0 = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const weekday = weekdayNames(language)[monday0]!.short.replace(/\.$/, '');
  return `${weekday} ${d}.${m}.${year ? y : ''}`;
}
