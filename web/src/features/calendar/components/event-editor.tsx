import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDay, routes, type CalendarItem } from '@vuoro/domain';
import { BackLink, LoadFailed, Notice } from '@/lib/ui';
import type { EndpointState } from '@/lib/use-endpoint';
import { eventFormOf, newEventForm } from '../model';
import { EventFormView } from './event-form';

export interface EventEditorProps {
  /** The month (and week) the form returns to. */
  at: { year: number; month: number; w: string | undefined };
  /** `?day=`: a new entry on this day. */
  day: string | null;
  /** `?eventId=`: the month's own entry to edit. */
  eventId: string | null;
  /** The month's items (null while loading); the entry to edit is one of them. */
  items: CalendarItem[] | null;
  load: EndpointState<unknown>;
  now: Date;
}

/**
 * The child route `edit`: add a shift wish or a not-available time (`?day=`), or edit or delete
 * one (`?eventId=`). A past day is refused before sending ('Events can not be created to the
 * past', 'Past events can not be edited'); the server's own answers show on their field or the
 * form; a failure keeps everything typed. Saved or deleted: back to the month, which says so.
 */
export function EventEditor({ at, day, eventId, items, load, now }: EventEditorProps) {
  const { t } = useTranslation(['calendar', 'common']);
  const back = routes.calendar.href(at);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const item = eventId && items ? (items.find((i) => i.id === eventId && (i.type === 1 || i.type === 2)) ?? null) : null;
  const title = eventId ? t('calendar:form.editTitle') : t('calendar:form.addTitle');

  let content;
  if (eventId && !items) {
    content =
      load.status === 'error' ? (
        <LoadFailed error={load.error} retry={load.retry} message={t('calendar:loadFailed')} className="mt-4" />
      ) : (
        <p className="mt-4 text-slate-700" aria-live="polite">
          {t('calendar:loading')}
        </p>
      );
  } else if (eventId && !item) {
    content = (
      <div className="mt-4">
        <Notice tone="error">{t('calendar:form.notFound')}</Notice>
      </div>
    );
  } else {
    content = (
      <EventFormView
        key={item?.id ?? 'new'}
        item={item}
        initial={item ? eventFormOf(item) : newEventForm(day ?? agencyDay(now))}
        back={back}
        now={now}
        monthItems={items ?? []}
        monthLoading={load.status === 'loading' && !items}
      />
    );
  }

  return (
    <section aria-labelledby="calendar-edit-title" className="mx-auto max-w-xl px-4 py-6">
      <BackLink href={back}>{t('calendar:form.back')}</BackLink>
      <h1 id="calendar-edit-title" ref={heading} tabIndex={-1} className="mt-2 text-2xl font-bold">
        {title}
      </h1>
      {content}
    </section>
  );
}
