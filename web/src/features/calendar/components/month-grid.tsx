import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type CalendarItem } from '@vuoro/domain';
import { formatDayHeading, weekdayNames } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { itemHref, type GridWeek } from '../model';
import { CalendarItemRow } from './calendar-item';
import { TYPE_LOOK } from './item-type';

export interface GridProps {
  grid: GridWeek[];
  byDay: Map<string, CalendarItem[]>;
  today: string;
  selected: string;
  at: { year: number; month: number };
  caption: string;
  now: Date;
}

const MAX_CHIPS = 3;

/** The month as a table, Monday first: week numbers open the week, days open their list; a phone sees type symbols, a wide screen the items. */
export function MonthGrid({ grid, byDay, today, selected, at, caption, now }: GridProps) {
  const { t, i18n } = useTranslation(['calendar', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const names = weekdayNames(language);
  return (
    <table className="mt-4 w-full table-fixed border-collapse">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="w-8 py-1 text-xs font-semibold text-slate-700 lg:w-12">
            <abbr title={t('calendar:week')}>{t('calendar:weekShort')}</abbr>
          </th>
          {names.map((n) => (
            <th key={n.long} scope="col" className="py-1 text-xs font-semibold text-slate-700 lg:text-sm">
              <abbr title={n.long} className="no-underline">
                {n.short}
              </abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {grid.map((row) => (
          <tr key={row.week}>
            <th scope="row" className="border border-slate-300 bg-slate-50 text-xs font-normal">
              <Link
                href={routes.calendar.href({ ...at, w: row.week })}
                aria-label={t('calendar:weekView', { n: row.week })}
                className="flex min-h-11 items-center justify-center text-brand-800 underline"
              >
                {row.week}
              </Link>
            </th>
            {row.days.map(({ day, date, inMonth }) => {
              const ofDay = byDay.get(day) ?? [];
              const types = [...new Set(ofDay.map((i) => i.type))];
              const isToday = day === today;
              const summary = ofDay.map((i) => t(`labels:calendarEventType.${i.type}`)).join(', ');
              return (
                <td
                  key={day}
                  className={`h-16 border border-slate-300 p-0.5 align-top lg:h-32 lg:p-1 ${inMonth ? 'bg-white' : 'bg-slate-100'} ${
                    day === selected ? 'outline outline-2 -outline-offset-2 outline-brand-700' : ''
                  }`}
                >
                  {/* A day of the month around opens in its own month. The whole cell is the target on a phone. */}
                  <Link
                    href={routes.calendar.href(inMonth ? at : { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) }, {
                      day,
                    })}
                    aria-current={isToday ? 'date' : undefined}
                    className="block min-h-14 rounded hover:bg-slate-50 lg:min-h-0"
                  >
                    <span
                      className={`flex min-h-6 items-center rounded px-1 text-sm font-semibold ${
                        isToday ? 'bg-brand-800 text-white' : inMonth ? 'text-slate-900' : 'text-slate-600'
                      }`}
                    >
                      {date}
                      <span className="sr-only">
                        {' '}
                        {formatDayHeading(day, language)}
                        {isToday ? `, ${t('calendar:today')}` : ''}
                        {summary ? `: ${summary}` : ''}
                      </span>
                    </span>
                    {/* Phone: each type's symbol once (16 px, issue 23 item 13), with how many when more than one. */}
                    <span aria-hidden="true" className="mt-0.5 flex flex-wrap gap-0.5 lg:hidden">
                      {types.map((type) => {
                        const count = ofDay.filter((i) => i.type === type).length;
                        return (
                          <span key={type} className={`rounded border px-0.5 text-base leading-5 ${TYPE_LOOK[type].className}`}>
                            {TYPE_LOOK[type].symbol}
                            {count > 1 ? count : ''}
                          </span>
                        );
                      })}
                    </span>
                  </Link>
                  {/* Wide screen: the items themselves. */}
                  <ul className="mt-1 hidden gap-0.5 lg:flex lg:flex-col">
                    {ofDay.slice(0, MAX_CHIPS).map((item) => (
                      <li key={`${item.type}:${item.id}`} className="min-w-0">
                        <CalendarItemRow item={item} href={itemHref(item, at, now)} compact />
                      </li>
                    ))}
                    {ofDay.length > MAX_CHIPS && (
                      <li className="text-xs text-slate-700">{t('calendar:more', { count: ofDay.length - MAX_CHIPS })}</li>
                    )}
                  </ul>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
