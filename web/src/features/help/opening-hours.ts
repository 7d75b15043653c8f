import { openingHoursRuns, type OpeningHours, type SupportedLanguage } from '@vuoro/domain';
import { formatRange, weekdayNames } from '@/lib/format';

/** An hour of the clock as H.mm ("7.00"). */
const clock = (hour: number) => `${Math.floor(hour)}.${String(Math.round((hour % 1) * 60)).padStart(2, '0')}`;

/**
 * Opening hours as the help pages show them, one line per run of days in the language:
 * ["Mon–Fri 6.00–18.00", "Sat 7.00–16.00", "Sun 10.00–16.00"] (fi: "ma–pe 6.00–18.00").
 */
export function openingHoursLines(hours: OpeningHours, language: SupportedLanguage): string[] {
  const days = weekdayNames(language);
  return openingHoursRuns(hours).map(({ from, to, opens, closes }) => {
    const name = (weekday: number) => days[weekday - 1]!.short;
    const span = from === to ? name(from) : formatRange(name(from), name(to));
    return `${span} ${formatRange(clock(opens), clock(closes))}`;
  });
}
