import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type CalendarItem } from '@vuoro/domain';
import { formatDayHeading, formatDayInSentence } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { itemHref, type GridWeek } from '../model';
import { CalendarItemRow } from './calendar-item';

/** One day's items, and for today or later a link that adds an entry on it. */
export function DayList({
  day,
  items,
  today,
  at,
  now,
}: {
  day: string;
  items: CalendarItem[];
  today: string;
  at: { year: number; month: number; w?: string | undefined };
  now: Date;
}) {
  const { t, i18n } = useTranslation('calendar');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {formatDayHeading(day, language)}
          {day === today && <span className="font-normal"> · {t('calendar:today')}</span>}
        </h2>
        {day >= today && (
          <Link
            href={routes.calendarEdit.href(at, { day })}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2"
          >
            {t('calendar:addOnDay', { date: formatDayInSentence(day, language) })}
          </Link>
        )}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('calendar:nothing')}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {items.map((item) => (
            <li key={`${item.type}:${item.id}`}>
              <CalendarItemRow item={item} href={itemHref(item, at, now)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The week: its seven day lists, side by side from `lg` up. */
export function WeekView({
  week,
  byDay,
  today,
  at,
  now,
}: {
  week: GridWeek;
  byDay: Map<string, CalendarItem[]>;
  today: string;
  at: { year: number; month: number; w: string | undefined };
  now: Date;
}) {
  return (
    <div className="mt-2 grid gap-2 lg:grid-cols-7 lg:gap-3">
      {week.days.map(({ day }) => (
        <DayList key={day} day={day} items={byDay.get(day) ?? []} today={today} at={at} now={now} />
      ))}
    </div>
  );
}
