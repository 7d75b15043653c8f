import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { formatMonthInSentence } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { ButtonLink } from '@/lib/ui';
import { monthGrid, plusDays, shiftMonth, type GridWeek } from '../model';

export interface CalendarNavProps {
  /** The week shown, or null for the month view. */
  week: GridWeek | null;
  year: number;
  month: number;
  /** The month view's selected day's week: its week view is one step away. */
  selectedWeek: number;
}

/**
 * Previous and next month (or week), and the switch between the month and the week view, in one
 * row on a phone: there the steps show only their arrows (the names stay for screen readers).
 */
export function CalendarNav({ week, year, month, selectedWeek }: CalendarNavProps) {
  const { t, i18n } = useTranslation('calendar');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const at = { year, month, w: undefined };
  return (
    <nav aria-label={t('calendar:navigation')} className="mt-4 flex items-stretch gap-2 sm:flex-wrap">
      {week ? (
        <>
          <WeekLink week={week} delta={-1} label={t('calendar:previousWeek')} />
          <WeekLink week={week} delta={1} label={t('calendar:nextWeek')} />
          <ButtonLink
            variant="secondary"
            className="min-w-0 flex-1 sm:flex-none"
            href={routes.calendar.href(at, { day: week.days.find((d) => d.inMonth)?.day })}
          >
            {t('calendar:monthView', { what: formatMonthInSentence(year, month, language) })}
          </ButtonLink>
        </>
      ) : (
        <>
          <StepLink href={routes.calendar.href(shiftMonth(year, month, -1))} delta={-1} label={t('calendar:previousMonth')} />
          <StepLink href={routes.calendar.href(shiftMonth(year, month, 1))} delta={1} label={t('calendar:nextMonth')} />
          <ButtonLink
            variant="secondary"
            className="min-w-0 flex-1 sm:flex-none"
            href={routes.calendar.href({ year, month, w: selectedWeek })}
          >
            {t('calendar:weekView', { n: selectedWeek })}
          </ButtonLink>
        </>
      )}
    </nav>
  );
}

function WeekLink({ week, delta, label }: { week: GridWeek; delta: -1 | 1; label: string }) {
  // The day just before or after the week is in the other week, and in the month of that row.
  const day = delta < 0 ? plusDays(week.days[0]!.day, -1) : plusDays(week.days[6]!.day, 1);
  return <StepLink href={routes.calendar.href(resolveWeekOf(day))} delta={delta} label={label} />;
}

/** A step back or forward: its arrow, and its name beside it from `sm` up (on a phone for screen readers only). */
function StepLink({ href, delta, label }: { href: string; delta: -1 | 1; label: string }) {
  return (
    <ButtonLink variant="secondary" href={href} className="shrink-0">
      {delta < 0 && <span aria-hidden="true">←</span>}
      <span className="sr-only sm:not-sr-only">
        {delta < 0 ? '\u00a0' : ''}
        {label}
        {delta > 0 ? '\u00a0' : ''}
      </span>
      {delta > 0 && <span aria-hidden="true">→</span>}
    </ButtonLink>
  );
}

function resolveWeekOf(day: string): { year: number; month: number; w: number } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const row = monthGrid(year, month).find((r) => r.days.some((d) => d.day === day))!;
  return { year, month, w: row.week };
}
