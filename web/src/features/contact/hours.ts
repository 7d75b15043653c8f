import { openingHoursRuns, type ContactUsView, type OpeningHours, type SupportedLanguage } from '@vuoro/domain';
import { formatRange, weekdayNames } from '@/lib/format';

/** An hour of the clock in the product's time format, H.mm ("7.00"). */
const clock = (hour: number) => `${Math.floor(hour)}.${String(Math.round((hour % 1) * 60)).padStart(2, '0')}`;

/**
 * The service centre's week as Contact us lists it: one row per run of days open the same hours,
 * the days named in full in the language ("Monday–Friday", "maanantai–perjantai") and the hours
 * beside them ("6.00–18.00"), from the server's answer.
 */
export function serviceHoursRows(hours: ContactUsView['hours'], language: SupportedLanguage): { days: string; hours: string }[] {
  const week = Object.fromEntries(
    hours.serviceCentre.map((d) => [
      d.weekday,
      d.opens === null || d.closes === null ? null : { opens: d.opens, closes: d.closes },
    ]),
  ) as unknown as OpeningHours;
  const names = weekdayNames(language);
  return openingHoursRuns(week).map(({ from, to, opens, closes }) => {
    const name = (weekday: number) => names[weekday - 1]!.long;
    return {
      days: from === to ? name(from) : formatRange(name(from), name(to)),
      hours: formatRange(clock(opens), clock(closes)),
    };
  });
}
