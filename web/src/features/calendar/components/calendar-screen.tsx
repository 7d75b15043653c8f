import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { agencyDay, routes, type CalendarItem } from '@vuoro/domain';
import { formatDayHeading, formatMonthHeading, weekdayNames } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { StaffApiError } from '@/lib/staff-api';
import { Notice } from '@/lib/ui/account-form';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useCalendarMonth } from '../api/get-calendar-month';
import {
  itemHref,
  itemsByDay,
  mergeItems,
  monthGrid,
  NOTICE_STATE,
  plusDays,
  resolveWeek,
  shiftMonth,
  type GridWeek,
} from '../model';
import { CalendarItemRow } from './calendar-item';
import { CalendarShift } from './calendar-shift';
import { EventEditor } from './event-editor';
import { CalendarLegend, TYPE_LOOK } from './item-type';

export interface CalendarScreenProps {
  year: number;
  month: number;
  /** The ISO week of the week view; a week not in this month's grid shows the month. */
  w: string | undefined;
  /** The child route `edit`: the add or edit form instead of the grid. */
  edit: boolean;
  search: string;
}

const linkClass =
  'inline-flex min-h-11 items-center rounded-lg border border-slate-400 bg-white px-3 font-semibold text-brand-800 hover:bg-slate-50';

const addClass = 'inline-flex min-h-11 items-center rounded-lg bg-brand-800 px-4 font-semibold text-white hover:bg-brand-700';

/**
 * The employee's calendar: a month grid (Monday first, Helsinki days, today marked) or, with
 * `w`, a week; on a phone the grid shows each day's types as symbols and the selected day's
 * items below it, from `lg` up the items themselves. Own entries open the edit form, shifts
 * their details.
 */
export function CalendarScreen({ year, month, w, edit, search }: CalendarScreenProps) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const [now] = useState(() => new Date());
  const today = agencyDay(now);
  const week = resolveWeek(year, month, w);
  const params = new URLSearchParams(search);

  // A week across a month's end needs the other month's items too.
  const outside = week?.days.find((d) => !d.inMonth)?.day;
  const primary = useCalendarMonth({ year, month });
  const secondary = useCalendarMonth(outside ? { year: Number(outside.slice(0, 4)), month: Number(outside.slice(5, 7)) } : null);
  const items = mergeItems(primary.data?.items, outside ? secondary.data?.items : undefined);
  const failed = primary.status === 'error' ? primary : outside && secondary.status === 'error' ? secondary : null;
  const loading = primary.status === 'loading' || (outside !== undefined && secondary.status === 'loading');
  const signedOut = failed?.status === 'error' && failed.error instanceof StaffApiError && failed.error.status === 401;
  const retry = () => {
    primary.retry();
    if (outside) secondary.retry();
  };

  // The form's outcome, said once on arrival and not again on reload.
  const [notice] = useState<string | null>(() => {
    const state = window.history.state as Record<string, unknown> | null;
    const text = state?.[NOTICE_STATE];
    return typeof text === 'string' ? text : null;
  });
  useEffect(() => {
    if (notice) window.history.replaceState({ ...(window.history.state as object), [NOTICE_STATE]: null }, '');
  }, [notice]);

  if (edit) {
    return (
      <EventEditor
        at={{ year, month, w }}
        day={params.get('day')}
        eventId={params.get('eventId')}
        items={primary.data?.items ?? null}
        load={primary}
        now={now}
      />
    );
  }

  const at = { year, month, w: undefined };
  const prev = shiftMonth(year, month, -1);
  const next = shiftMonth(year, month, 1);
  const grid = monthGrid(year, month);
  const byDay = itemsByDay(items);
  const inMonth = (day: string) => day.slice(0, 7) === `${year}-${String(month).padStart(2, '0')}`;
  const asked = params.get('day');
  const selected = asked && inMonth(asked) ? asked : inMonth(today) ? today : `${year}-${String(month).padStart(2, '0')}-01`;
  const selectedWeek = grid.find((row) => row.days.some((d) => d.day === selected)) ?? grid[0]!;
  // A suggestion opened from the grid (`?shiftId=`): its details in place of the day's list.
  const shiftId = params.get('shiftId');
  const openedShift = shiftId && (
    <CalendarShift
      key={shiftId}
      shiftId={shiftId}
      closeHref={routes.calendar.href(week ? { year, month, w } : { year, month }, { day: asked ?? undefined })}
    />
  );
  const monthHeading = formatMonthHeading(year, month, language);

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-6xl px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={headingId} className="text-2xl font-bold">
          {week
            ? t('calendar:weekHeading', { n: week.week, from: dayText(week.days[0]!.day), to: dayText(week.days[6]!.day, true) })
            : monthHeading}
        </h1>
        <Link
          href={routes.calendarEdit.href(week ? { year, month, w } : at, { day: selected < today ? today : selected })}
          className={addClass}
        >
          {t('calendar:add')}
        </Link>
      </div>
      <nav aria-label={t('calendar:navigation')} className="mt-4 flex flex-wrap gap-2">
        {week ? (
          <>
            <WeekLink week={week} delta={-1} label={t('calendar:previousWeek')} />
            <WeekLink week={week} delta={1} label={t('calendar:nextWeek')} />
            <Link href={routes.calendar.href(at, { day: week.days.find((d) => d.inMonth)?.day })} className={linkClass}>
              {t('calendar:monthView', { what: monthHeading })}
            </Link>
          </>
        ) : (
          <>
            <Link href={routes.calendar.href(prev)} className={linkClass}>
              <span aria-hidden="true">←&nbsp;</span>
              {t('calendar:previousMonth')}
            </Link>
            <Link href={routes.calendar.href(next)} className={linkClass}>
              {t('calendar:nextMonth')}
              <span aria-hidden="true">&nbsp;→</span>
            </Link>
            <Link href={routes.calendar.href({ year, month, w: selectedWeek.week })} className={linkClass}>
              {t('calendar:weekView', { n: selectedWeek.week })}
            </Link>
          </>
        )}
      </nav>

      {notice && (
        <div className="mt-4">
          <Notice tone="success">{t(notice)}</Notice>
        </div>
      )}
      <p className="mt-3 text-slate-700" aria-live="polite">
        {loading && items.length === 0 ? t('calendar:loading') : ''}
      </p>
      {failed?.status === 'error' && !signedOut && (
        <LoadFailed error={failed.error} retry={retry} message={t('calendar:loadFailed')} className="mt-2" />
      )}

      {week ? (
        <>
          <WeekView week={week} byDay={byDay} today={today} at={{ year, month, w }} now={now} />
          {openedShift}
        </>
      ) : (
        <>
          <MonthGrid
            grid={grid}
            byDay={byDay}
            today={today}
            selected={selected}
            at={{ year, month }}
            caption={monthHeading}
            now={now}
          />
          {openedShift ?? (
            <DayList day={selected} items={byDay.get(selected) ?? []} today={today} at={{ year, month }} now={now} />
          )}
        </>
      )}
      <CalendarLegend className="mt-6" />
    </section>
  );

  function dayText(day: string, withYear = false): string {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    return withYear ? `${d}.${m}.${y}` : `${d}.${m}.`;
  }
}

function WeekLink({ week, delta, label }: { week: GridWeek; delta: -1 | 1; label: string }) {
  // The day just before or after the week is in the other week, and in the month of that row.
  const day = delta < 0 ? plusDays(week.days[0]!.day, -1) : plusDays(week.days[6]!.day, 1);
  const other = resolveWeekOf(day);
  return (
    <Link href={routes.calendar.href(other)} className={linkClass}>
      {delta < 0 && <span aria-hidden="true">←&nbsp;</span>}
      {label}
      {delta > 0 && <span aria-hidden="true">&nbsp;→</span>}
    </Link>
  );
}

function resolveWeekOf(day: string): { year: number; month: number; w: number } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const row = monthGrid(year, month).find((r) => r.days.some((d) => d.day === day))!;
  return { year, month, w: row.week };
}

interface GridProps {
  grid: GridWeek[];
  byDay: Map<string, CalendarItem[]>;
  today: string;
  selected: string;
  at: { year: number; month: number };
  caption: string;
  now: Date;
}

const MAX_CHIPS = 3;

function MonthGrid({ grid, byDay, today, selected, at, caption, now }: GridProps) {
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
                    {/* Phone: each type's symbol once, with how many when more than one. */}
                    <span aria-hidden="true" className="mt-0.5 flex flex-wrap gap-0.5 lg:hidden">
                      {types.map((type) => {
                        const count = ofDay.filter((i) => i.type === type).length;
                        return (
                          <span key={type} className={`rounded border px-0.5 text-xs leading-4 ${TYPE_LOOK[type].className}`}>
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

function DayList({
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
            {t('calendar:addOnDay', { date: formatDayHeading(day, language) })}
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

function WeekView({
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
