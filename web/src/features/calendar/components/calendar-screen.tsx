import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDay, routes } from '@vuoro/domain';
import { formatMonthHeading } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isSignedOut } from '@/lib/api-error';
import { ButtonLink, LoadFailed, Notice } from '@/lib/ui';
import { useCalendarMonth } from '../api/get-calendar-month';
import { itemsByDay, mergeItems, monthGrid, NOTICE_STATE, resolveWeek } from '../model';
import { CalendarNav } from './calendar-nav';
import { CalendarShift } from './calendar-shift';
import { EventEditor } from './event-editor';
import { DayList, WeekView } from './day-list';
import { CalendarLegend } from './item-type';
import { MonthGrid } from './month-grid';

export interface CalendarScreenProps {
  year: number;
  month: number;
  /** The ISO week of the week view; a week not in this month's grid shows the month. */
  w: string | undefined;
  /** The child route `edit`: the add or edit form instead of the grid. */
  edit: boolean;
  search: string;
}

/**
 * The employee's calendar: a month grid (Monday first, Helsinki days, today marked) or, with
 * `w`, a week; on a phone the grid shows each day's types as symbols and the selected day's
 * items below it (scrolled into view when a day is tapped), from `lg` up the items themselves.
 * The days of the months around show their items too. Own entries open the edit form (or are
 * deleted from the day's list), shifts their details.
 */
export function CalendarScreen({ year, month, w, edit, search }: CalendarScreenProps) {
  const { t, i18n } = useTranslation(['calendar', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const [now] = useState(() => new Date());
  const today = agencyDay(now);
  const week = resolveWeek(year, month, w);
  const params = new URLSearchParams(search);

  // The days shown of the months around (the grid's first and last week, or a week across a
  // month's end) show their items too, so their months are read as well.
  const grid = monthGrid(year, month);
  const shown = week ? week.days : grid.flatMap((row) => row.days);
  const monthOf = (day: string | undefined) => (day ? { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) } : null);
  const beforeDay = shown[0]!.inMonth ? undefined : shown[0]!.day;
  const afterDay = shown.at(-1)!.inMonth ? undefined : shown.at(-1)!.day;
  const primary = useCalendarMonth({ year, month });
  const before = useCalendarMonth(monthOf(beforeDay));
  const after = useCalendarMonth(monthOf(afterDay));
  const around = [beforeDay ? before : null, afterDay ? after : null].filter((m) => m !== null);
  const items = around.reduce((all, m) => mergeItems(all, m.data?.items), mergeItems(primary.data?.items));
  const failed = [primary, ...around].find((m) => m.status === 'error') ?? null;
  const loading = [primary, ...around].some((m) => m.status === 'loading');
  const signedOut = failed?.status === 'error' && isSignedOut(failed.error);
  const retry = () => {
    primary.retry();
    for (const m of around) m.retry();
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
        <ButtonLink href={routes.calendarEdit.href(week ? { year, month, w } : at, { day: selected < today ? today : selected })}>
          {t('calendar:add')}
        </ButtonLink>
      </div>
      <CalendarNav week={week} year={year} month={month} selectedWeek={selectedWeek.week} />

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
          <WeekView week={week} byDay={byDay} today={today} at={{ year, month, w }} now={now} onChanged={retry} />
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
            <DayList
              day={selected}
              items={byDay.get(selected) ?? []}
              today={today}
              at={{ year, month }}
              now={now}
              onChanged={retry}
              reveal={asked !== null}
            />
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
