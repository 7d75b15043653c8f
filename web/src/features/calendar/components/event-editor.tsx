import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { CALENDAR_EVENT, agencyDay, routes, TEXT_LIMITS, type CalendarItem } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import { Notice } from '@/lib/ui/account-form';
import { FormField } from '@/lib/ui/form-field';
import { BackLink } from '@/lib/ui/actions';
import { LoadFailed } from '@/lib/ui/load-failed';
import type { EndpointState } from '@/lib/use-endpoint';
import { addCalendarEvent, deleteCalendarEvent, editCalendarEvent } from '../api/calendar-events';
import {
  eventBody,
  eventFormOf,
  fieldOfIssue,
  newEventForm,
  NOTICE_STATE,
  type EventErrors,
  type EventField,
  type EventForm,
} from '../model';

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

const button = 'inline-flex min-h-11 items-center rounded-lg px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60';
const primary = `${button} bg-brand-800 text-white hover:bg-brand-700`;
const secondary = `${button} border border-slate-400 bg-white text-brand-800 hover:bg-slate-50`;

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

type Outcome = { fields: EventErrors; form: string | null };

/** The server's answer as the form's errors: its `validation:` keys on their fields or the form, else the action's own failure. */
function outcomeOf(error: unknown, fallback: string, allDay: boolean): Outcome {
  const fields: EventErrors = {};
  if (error instanceof StaffApiError) {
    for (const issue of error.issues) {
      const field = fieldOfIssue(issue.path, allDay);
      if (field && issue.message.startsWith('validation:')) fields[field] = issue.message;
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
    if (error.message.startsWith('validation:')) return { fields, form: error.message };
    if (error.status === 404) return { fields, form: 'calendar:form.notFound' };
  }
  return { fields, form: fallback };
}

function EventFormView({ item, initial, back, now }: { item: CalendarItem | null; initial: EventForm; back: string; now: Date }) {
  const { t } = useTranslation(['calendar', 'common', 'labels', 'validation']);
  const [, navigate] = useLocation();
  const [form, setForm] = useState<EventForm>(initial);
  const [errors, setErrors] = useState<EventErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const locked = item !== null && !item.editable;
  const today = agencyDay(now);

  const set = <K extends keyof EventForm>(key: K, value: EventForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  // Back to the month of the entry's day with that day selected, so its list shows what changed.
  const done = (notice: string, day: string) => {
    const month = { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
    navigate(routes.calendar.href(month, { day }), { state: { [NOTICE_STATE]: notice } });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (locked) return;
    setFormError(null);
    const checked = eventBody(form, now);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(`event-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      if (item) await editCalendarEvent(item.id, checked.body);
      else await addCalendarEvent(form.type, checked.body);
      done(item ? 'calendar:done.saved' : 'calendar:done.added', form.from);
    } catch (error) {
      const outcome = outcomeOf(error, item ? 'calendar:form.editFailed' : 'calendar:form.createFailed', form.allDay);
      setErrors(outcome.fields);
      setFormError(outcome.form);
      setBusy(false);
    }
  }

  async function remove() {
    if (!item) return;
    setBusy(true);
    setFormError(null);
    try {
      await deleteCalendarEvent(item);
      done('calendar:done.deleted', item.day);
    } catch (error) {
      setFormError(outcomeOf(error, 'calendar:form.deleteFailed', form.allDay).form);
      setBusy(false);
      setAsking(false);
    }
  }

  const error = (field: EventField) => (errors[field] ? t(errors[field]) : undefined);
  const typeName = (type: 1 | 2) => t(`labels:calendarEventType.${type}`);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4">
      {locked && <Notice tone="info">{t('validation:pastEventNotEditable')}</Notice>}
      <fieldset disabled={locked || busy} className="grid gap-4">
        {item ? (
          <p>
            <span className="font-semibold">{t('calendar:form.type')}: </span>
            {typeName(form.type)}
          </p>
        ) : (
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{t('calendar:form.type')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-6 gap-y-1">
              {([CALENDAR_EVENT.notAvailable, CALENDAR_EVENT.shiftRequest] as const).map((type) => (
                <label key={type} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name="event-type"
                    checked={form.type === type}
                    onChange={() => set('type', type)}
                    className="size-5"
                  />
                  {typeName(type)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        <label className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" checked={form.allDay} onChange={(e) => set('allDay', e.target.checked)} className="size-5" />
          {t('calendar:form.allDay')}
        </label>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="event-from" label={t('calendar:form.from')} required error={error('from')}>
            {(p) => <input {...p} type="date" min={today} value={form.from} onChange={(e) => set('from', e.target.value)} />}
          </FormField>
          {!form.allDay && (
            <FormField id="event-startTime" label={t('calendar:form.startTime')} required error={error('startTime')}>
              {(p) => (
                <input
                  {...p}
                  inputMode="decimal"
                  placeholder="8.00"
                  value={form.startTime}
                  onChange={(e) => set('startTime', e.target.value)}
                />
              )}
            </FormField>
          )}
          <FormField id="event-until" label={t('calendar:form.until')} required error={error('until')}>
            {(p) => (
              <input
                {...p}
                type="date"
                min={form.from || today}
                value={form.until}
                onChange={(e) => set('until', e.target.value)}
              />
            )}
          </FormField>
          {!form.allDay && (
            <FormField id="event-endTime" label={t('calendar:form.endTime')} required error={error('endTime')}>
              {(p) => (
                <input
                  {...p}
                  inputMode="decimal"
                  placeholder="16.00"
                  value={form.endTime}
                  onChange={(e) => set('endTime', e.target.value)}
                />
              )}
            </FormField>
          )}
        </div>
        <FormField id="event-title" label={t('calendar:form.title')} error={error('title')}>
          {(p) => (
            <input {...p} maxLength={TEXT_LIMITS.short} value={form.title} onChange={(e) => set('title', e.target.value)} />
          )}
        </FormField>
        <FormField id="event-note" label={t('calendar:form.note')} error={error('note')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={TEXT_LIMITS.medium}
              value={form.note}
              onChange={(e) => set('note', e.target.value)}
            />
          )}
        </FormField>
      </fieldset>
      {formError && <Notice tone="error">{t(formError)}</Notice>}
      {!locked && (
        <div className="flex flex-wrap gap-3">
          <button type="submit" disabled={busy} className={primary}>
            {busy && !asking ? t('calendar:form.saving') : t('calendar:form.save')}
          </button>
          <Link href={back} className={secondary}>
            {t('calendar:form.cancel')}
          </Link>
          {item && !asking && (
            <button type="button" disabled={busy} onClick={() => setAsking(true)} className={`${secondary} text-red-800`}>
              {t('calendar:form.delete')}
            </button>
          )}
        </div>
      )}
      {item && asking && (
        <div
          role="group"
          aria-label={t('calendar:form.delete')}
          className="grid gap-3 rounded-lg border border-red-700 bg-red-50 p-3"
        >
          <p className="font-medium text-red-900">{t('calendar:form.confirmDelete', { what: typeName(form.type) })}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              disabled={busy}
              onClick={() => void remove()}
              className={`${button} bg-red-800 text-white hover:bg-red-700`}
            >
              {t('calendar:form.yesDelete')}
            </button>
            <button type="button" disabled={busy} onClick={() => setAsking(false)} className={secondary}>
              {t('calendar:form.keep')}
            </button>
          </div>
        </div>
      )}
    </form>
  );
}
