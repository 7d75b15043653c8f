import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  CALENDAR_EVENT,
  agencyDay,
  formatAgencyTime,
  notAvailableConflicts,
  routes,
  TEXT_LIMITS,
  type CalendarItem,
} from '@vuoro/domain';
import { apiErrorOf } from '@/lib/api-error';
import { isSupportedLanguage } from '@/lib/language';
import { formatWeekdayDay } from '@/lib/weekday-date';
import { Button, ButtonLink, ConfirmStep, Field as FormField, Notice, useAskOnce } from '@/lib/ui';
import { addCalendarEvent, deleteCalendarEvent, editCalendarEvent } from '../api/calendar-events';
import { eventBody, fieldOfIssue, NOTICE_STATE, type EventErrors, type EventField, type EventForm } from '../model';

type Outcome = { fields: EventErrors; form: string | null };

/** The server's answer as the form's errors: its `validation:` keys on their fields or the form, else the action's own failure. */
function outcomeOf(error: unknown, fallback: string, allDay: boolean): Outcome {
  const fields: EventErrors = {};
  const answer = apiErrorOf(error);
  if (answer) {
    for (const issue of answer.issues) {
      const field = fieldOfIssue(issue.path, allDay);
      if (field && issue.message.startsWith('validation:')) fields[field] = issue.message;
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
    if (answer.code.startsWith('validation:')) return { fields, form: answer.code };
    if (answer.status === 404) return { fields, form: 'calendar:form.notFound' };
  }
  return { fields, form: fallback };
}

/**
 * The entry's fields, its save and, for an own entry, its delete after asking once more. A
 * not-available time over a booked shift of the month (`notAvailableConflicts`: any of the
 * shift's Helsinki days) is not saved at once: the form names the shifts and says that only the
 * office can take the employee off them, then saves on "Save anyway".
 */
export function EventFormView({
  item,
  initial,
  back,
  now,
  monthItems = [],
  monthLoading = false,
}: {
  item: CalendarItem | null;
  initial: EventForm;
  back: string;
  now: Date;
  /** The loaded month's items: its booked shifts are what a not-available time is checked against. */
  monthItems?: readonly CalendarItem[];
  /** The month is still loading: a not-available time waits for it, so a clash is not missed. */
  monthLoading?: boolean;
}) {
  const { t, i18n } = useTranslation(['calendar', 'common', 'labels', 'validation']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [conflicts, setConflicts] = useState<CalendarItem[]>([]);
  const [, navigate] = useLocation();
  const [form, setForm] = useState<EventForm>(initial);
  const [errors, setErrors] = useState<EventErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'delete' | 'conflict'>();
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

  async function submit(e: FormEvent | null, conflictsSeen = false) {
    e?.preventDefault();
    if (locked) return;
    setFormError(null);
    const checked = eventBody(form, now);
    if ('errors' in checked) {
      setErrors(checked.errors);
      document.getElementById(`event-${Object.keys(checked.errors)[0]}`)?.focus();
      return;
    }
    if (!conflictsSeen && form.type === CALENDAR_EVENT.notAvailable) {
      const found = notAvailableConflicts(checked.body, monthItems);
      if (found.length > 0) {
        setConflicts(found);
        ask('conflict');
        return;
      }
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
      if (conflictsSeen) answered();
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
      answered();
    }
  }

  const error = (field: EventField) => (errors[field] ? t(errors[field]) : undefined);
  const shiftText = (shift: CalendarItem) =>
    t('calendar:conflict.shift', {
      place: shift.title ?? '',
      day: formatWeekdayDay(shift.day, language),
      from: formatAgencyTime(new Date(shift.start)),
      to: formatAgencyTime(new Date(shift.end)),
    });
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
      {asking === 'conflict' ? (
        <ConfirmStep
          className="rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3"
          label={t('calendar:conflict.label')}
          question={t('calendar:conflict.question', { count: conflicts.length })}
          questionRef={questionRef}
          details={
            <>
              <ul className="list-disc pl-5">
                {conflicts.map((shift) => (
                  <li key={shift.id}>{shiftText(shift)}</li>
                ))}
              </ul>
              <p>{t('calendar:conflict.contactOffice')}</p>
            </>
          }
          confirmLabel={t('calendar:conflict.saveAnyway')}
          cancelLabel={t('calendar:conflict.change')}
          busy={busy}
          onConfirm={() => void submit(null, true)}
          onCancel={stepBack}
        />
      ) : null}
      {!locked && asking !== 'conflict' && (
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            ref={askerRef('conflict')}
            disabled={busy || (monthLoading && form.type === CALENDAR_EVENT.notAvailable)}
          >
            {busy && !asking ? t('calendar:form.saving') : t('calendar:form.save')}
          </Button>
          <ButtonLink href={back} variant="secondary">
            {t('calendar:form.cancel')}
          </ButtonLink>
          {item && !asking && (
            <Button variant="danger" ref={askerRef('delete')} disabled={busy} onClick={() => ask('delete')}>
              {t('calendar:form.delete')}
            </Button>
          )}
        </div>
      )}
      {item && asking === 'delete' && (
        <ConfirmStep
          className="rounded-lg border border-red-700 bg-red-50 p-3"
          label={t('calendar:form.delete')}
          question={t('calendar:form.confirmDelete', { what: typeName(form.type) })}
          questionRef={questionRef}
          confirmLabel={t('calendar:form.yesDelete')}
          cancelLabel={t('calendar:form.keep')}
          tone="danger"
          busy={busy}
          onConfirm={() => void remove()}
          onCancel={stepBack}
        />
      )}
    </form>
  );
}
