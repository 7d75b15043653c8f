import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDay, agencyDayStart, formatAgencyDate, type DeskPayPeriodView } from '@vuoro/domain';
import { RANGE_DASH } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { controlClass, Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { changePaySchedule, runPayPeriod } from './api';
import { payFailure } from './errors';

const dayText = (day: string) => formatAgencyDate(agencyDayStart(day)!);

/** One pay period at the desk: its dates, state and slips; move its dates (inline form) or run it (asked once more). */
export function PeriodRow({ period, onChanged }: { period: DeskPayPeriodView; onChanged: () => void }) {
  const { t } = useTranslation('pay');
  const id = useId();
  const range = `${dayText(period.from)}${RANGE_DASH}${dayText(period.until)}`;
  const deadlineDay = agencyDay(new Date(period.reportingDeadline));
  const [editing, setEditing] = useState(false);
  const [dates, setDates] = useState({ reportingDeadline: deadlineDay, paymentDate: period.paymentDate });
  const move = useEndpointAction(changePaySchedule, {
    success: 'pay:desk.saved',
    failure: payFailure,
    onSuccess: () => {
      setEditing(false);
      onChanged();
    },
  });
  const ask = useAskOnce<'run'>();
  const run = useEndpointAction(runPayPeriod, {
    success: (r) => ({ key: 'pay:desk.ran', values: { made: r.made, existing: r.existing } }),
    failure: payFailure,
    onSuccess: () => {
      ask.answered();
      onChanged();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void move.run({ body: { action: 'move', periodId: period.id, ...dates } });
  };
  const notice = run.notice ?? move.notice;
  return (
    <article aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h2 id={`${id}-title`} className="font-bold">
            {range}
            <span className="ml-2 text-sm font-medium text-slate-700">
              {t(`pay:desk.state_${period.state}`)} · {t('pay:desk.slips', { count: period.slips })}
            </span>
          </h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
            <dt>{t('pay:desk.deadline')}</dt>
            <dd>{dayText(deadlineDay)}</dd>
            <dt>{t('pay:desk.payment')}</dt>
            <dd>{dayText(period.paymentDate)}</dd>
          </dl>
        </div>
        {!editing && !ask.asking && (
          <div className="flex flex-wrap gap-2">
            {period.state === 'open' && (
              <Button variant="secondary" aria-label={t('pay:desk.moveOf', { period: range })} onClick={() => setEditing(true)}>
                {t('pay:desk.move')}
              </Button>
            )}
            <Button ref={ask.askerRef('run')} aria-label={t('pay:desk.runOf', { period: range })} onClick={() => ask.ask('run')}>
              {t('pay:desk.run')}
            </Button>
          </div>
        )}
      </div>
      {editing && (
        <form onSubmit={submit} aria-label={t('pay:desk.moveOf', { period: range })} className="mt-3 grid gap-3 sm:grid-cols-2">
          {(['reportingDeadline', 'paymentDate'] as const).map((field) => (
            <Field
              key={field}
              id={`${id}-${field}`}
              label={t(field === 'reportingDeadline' ? 'pay:desk.deadline' : 'pay:desk.payment')}
            >
              {(props) => (
                <input
                  {...props}
                  type="date"
                  className={controlClass}
                  value={dates[field]}
                  onChange={(e) => {
                    move.reset();
                    setDates((d) => ({ ...d, [field]: e.target.value }));
                  }}
                />
              )}
            </Field>
          ))}
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <Button type="submit" busy={move.busy}>
              {t('pay:desk.save')}
            </Button>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              {t('pay:desk.cancel')}
            </Button>
          </div>
        </form>
      )}
      {ask.asking === 'run' && (
        <ConfirmStep
          className="mt-3"
          question={t('pay:desk.runQuestion', { period: range })}
          questionRef={ask.questionRef}
          confirmLabel={t('pay:desk.runConfirm')}
          cancelLabel={t('pay:desk.back')}
          busy={run.busy}
          onConfirm={() => void run.run({ body: { periodId: period.id } })}
          onCancel={ask.stepBack}
        />
      )}
      {notice && (
        <Notice tone={notice.tone} className="mt-3">
          {notice.text}
        </Notice>
      )}
    </article>
  );
}
