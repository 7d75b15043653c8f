import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAgencyDate } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { LoadFailed } from '@/lib/ui/load-failed';
import { loadErrorMessage } from '@/lib/use-endpoint';
import { usePaymentSchedule } from '../api/get-payment-schedule';
import { dayText, periodText } from './salary-slips';

/** The pay periods of this and next month: each period's reporting deadline and payment date, the next payment marked. */
export function PaymentSchedule() {
  const { t } = useTranslation(['pay', 'errors']);
  const headingId = useId();
  const schedule = usePaymentSchedule();
  const next = schedule.data?.nextPayment ?? null;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold">
        {t('pay:schedule.title')}
      </h2>
      {schedule.status === 'loading' && !schedule.data && <p className="mt-2 text-slate-700">{t('pay:loading')}</p>}
      {schedule.status === 'error' && !isSignedOut(schedule.error) && (
        <LoadFailed
          error={schedule.error}
          message={t(loadErrorMessage(schedule.error))}
          retry={schedule.retry}
          className="mt-3"
        />
      )}
      {next && (
        <p className="mt-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 font-medium text-emerald-900">
          {t('pay:schedule.nextPayment', { date: dayText(next.paymentDate) })}
        </p>
      )}
      {schedule.data && (
        <ul className="mt-3 grid gap-2">
          {schedule.data.periods.map((p) => {
            const isNext = next?.id === p.id;
            return (
              <li
                key={p.id}
                aria-current={isNext ? 'true' : undefined}
                className={`rounded-lg border p-3 ${isNext ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200 bg-white'}`}
              >
                <p className="font-bold">
                  {periodText(p.from, p.until)}
                  {isNext && <span className="ml-2 text-sm font-medium text-emerald-900">{t('pay:schedule.next')}</span>}
                </p>
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-700">
                  <dt>{t('pay:schedule.deadline')}</dt>
                  <dd>{formatAgencyDate(new Date(p.reportingDeadline))}</dd>
                  <dt>{t('pay:schedule.payment')}</dt>
                  <dd>{dayText(p.paymentDate)}</dd>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
