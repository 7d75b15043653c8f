import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { CALENDAR_EVENT, routes, type CalendarItem } from '@vuoro/domain';
import { apiErrorOf } from '@/lib/api-error';
import { formatDayHeading, formatDayInSentence } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { Button, ConfirmStep, Notice, useAskOnce } from '@/lib/ui';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { deleteCalendarEvent } from '../api/calendar-events';
import { itemHref, itemTimes, type GridWeek } from '../model';
import { CalendarItemRow } from './calendar-item';

/**
 * One day's items, and for today or later a link that adds an entry on it. An own entry that can
 * still change is deleted right here after asking once more (issue 23 item 13); `onChanged`
 * reloads the month. With `reveal`, the list scrolls into view when its day changes: on a phone
 * it sits below the grid, where a tapped day's details would otherwise go unseen.
 */
export function DayList({
  day,
  items,
  today,
  at,
  now,
  onChanged,
  reveal = false,
}: {
  day: string;
  items: CalendarItem[];
  today: string;
  at: { year: number; month: number; w?: string | undefined };
  now: Date;
  onChanged?: () => void;
  reveal?: boolean;
}) {
  const { t, i18n } = useTranslation(['calendar', 'labels']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal || !section.current) return;
    const { top, bottom } = section.current.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    section.current.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, [day, reveal]);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<string>();
  // The asking button goes with its entry: the outcome takes the focus, so it is read and the place kept.
  const outcome = useRef<HTMLDivElement>(null);
  const removal = useEndpointAction(deleteCalendarEvent, {
    success: 'calendar:done.deleted',
    failure: (error) => {
      const code = apiErrorOf(error)?.code ?? '';
      return code.startsWith('validation:') ? code : 'calendar:form.deleteFailed';
    },
    onSuccess: () => {
      answered();
      onChanged?.();
      requestAnimationFrame(() => outcome.current?.focus());
    },
    onFailure: () => {
      answered();
      requestAnimationFrame(() => outcome.current?.focus());
    },
  });
  const typeName = (item: CalendarItem) => t(`labels:calendarEventType.${item.type}`);
  const deletable = (item: CalendarItem) =>
    item.editable && (item.type === CALENDAR_EVENT.notAvailable || item.type === CALENDAR_EVENT.shiftRequest);
  return (
    <section ref={section} aria-labelledby={headingId} className="mt-6 scroll-mt-4">
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
            <li key={`${item.type}:${item.id}`} className="grid gap-2">
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <CalendarItemRow item={item} href={itemHref(item, at, now)} />
                </div>
                {deletable(item) && asking !== item.id && (
                  <Button
                    variant="danger"
                    ref={askerRef(item.id)}
                    disabled={removal.busy}
                    onClick={() => {
                      removal.reset();
                      ask(item.id);
                    }}
                  >
                    {t('calendar:form.delete')}
                    <span className="sr-only">
                      {' '}
                      {typeName(item)}, {itemTimes(item) ?? t('calendar:wholeDay')}
                    </span>
                  </Button>
                )}
              </div>
              {asking === item.id && (
                <ConfirmStep
                  className="rounded-lg border border-red-700 bg-red-50 p-3"
                  label={t('calendar:form.delete')}
                  question={t('calendar:form.confirmDelete', { what: typeName(item) })}
                  questionRef={questionRef}
                  confirmLabel={t('calendar:form.yesDelete')}
                  cancelLabel={t('calendar:form.keep')}
                  tone="danger"
                  busy={removal.busy}
                  onConfirm={() => void removal.run(item)}
                  onCancel={stepBack}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      {removal.notice && (
        <div ref={outcome} tabIndex={-1} className="mt-2 focus:outline-none">
          <Notice tone={removal.notice.tone}>{removal.notice.text}</Notice>
        </div>
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
  onChanged,
}: {
  week: GridWeek;
  byDay: Map<string, CalendarItem[]>;
  today: string;
  at: { year: number; month: number; w: string | undefined };
  now: Date;
  onChanged?: () => void;
}) {
  return (
    <div className="mt-2 grid gap-2 lg:grid-cols-7 lg:gap-3">
      {week.days.map(({ day }) => (
        <DayList key={day} day={day} items={byDay.get(day) ?? []} today={today} at={at} now={now} onChanged={onChanged} />
      ))}
    </div>
  );
}
