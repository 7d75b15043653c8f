import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyTime, PAY_YEAR_MAX, PAY_YEAR_MIN } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { controlClass, Field } from '@/lib/ui/field';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeskNav } from '../components/desk-nav';
import { changePaySchedule, useDeskPayPeriods } from './api';
import { payFailure } from './errors';
import { PeriodRow } from './period-row';

/** `/desk/pay`: a year's pay periods; publish the year, move a period's dates, run a period to make its slips. */
export function DeskPay() {
  const { t } = useTranslation(['pay', 'common']);
  const headingId = useId();
  const [year, setYear] = useState(() => agencyTime(new Date()).getFullYear());
  const periods = useDeskPayPeriods(year);
  const publish = useEndpointAction(changePaySchedule, {
    success: (r) =>
      r.changed.length ? { key: 'pay:desk.published', values: { count: r.changed.length } } : 'pay:desk.publishedNone',
    failure: payFailure,
    onSuccess: periods.retry,
  });
  const list = periods.data?.year === year ? periods.data.periods : [];
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskPay')} description={t('pay:desk.intro')} />
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <div className="w-32">
          <Field id={`${headingId}-year`} label={t('pay:desk.year')}>
            {(props) => (
              <input
                {...props}
                type="number"
                min={PAY_YEAR_MIN}
                max={PAY_YEAR_MAX}
                className={controlClass}
                value={year}
                onChange={(e) => {
                  const next = Number(e.target.value);
                  if (next >= PAY_YEAR_MIN && next <= PAY_YEAR_MAX) setYear(next);
                }}
              />
            )}
          </Field>
        </div>
        <Button busy={publish.busy} onClick={() => void publish.run({ body: { action: 'publish', year } })}>
          {t('pay:desk.publish', { year })}
        </Button>
      </div>
      {publish.notice && (
        <Notice tone={publish.notice.tone} className="mt-3">
          {publish.notice.text}
        </Notice>
      )}
      <p className="mt-4 text-slate-700" aria-live="polite">
        {periods.status === 'loading' && !periods.data ? t('pay:loading') : ''}
      </p>
      {periods.status === 'error' && <LoadFailed error={periods.error} retry={periods.retry} className="mt-3" />}
      {periods.status === 'ready' && list.length === 0 && <EmptyState title={t('pay:desk.empty', { year })} className="mt-3" />}
      {list.length > 0 && (
        <ul className="mt-2 grid gap-3">
          {list.map((p) => (
            <li key={p.id}>
              <PeriodRow period={p} onChanged={periods.retry} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
