import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { formatHours } from '@/lib/format';
import { LoadFailed } from '@/lib/ui/load-failed';
import { loadErrorMessage } from '@/lib/use-endpoint';
import { useWorkTimePeriods } from '../api/get-work-time-periods';
import { dayText } from './salary-slips';

/** The caller's last six pay periods, the current first: hours worked, approved and waiting for approval. */
export function WorkTimePeriods({ language }: { language: SupportedLanguage }) {
  const { t } = useTranslation(['pay', 'errors']);
  const headingId = useId();
  const periods = useWorkTimePeriods();
  const hours = (value: number) => formatHours(value, language);
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-xl font-bold">
        {t('pay:workTime.title')}
      </h2>
      {periods.status === 'loading' && !periods.data && <p className="mt-2 text-slate-700">{t('pay:loading')}</p>}
      {periods.status === 'error' && !isSignedOut(periods.error) && (
        <LoadFailed error={periods.error} message={t(loadErrorMessage(periods.error))} retry={periods.retry} className="mt-3" />
      )}
      {periods.data && (
        <div className="mt-3 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('pay:workTime.title')}</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2 pr-2">
                  {t('pay:workTime.period')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {t('pay:workTime.approved')}
                </th>
                <th scope="col" className="py-2 pr-2 text-right">
                  {t('pay:workTime.waiting')}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t('pay:workTime.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {periods.data.periods.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <th scope="row" className="py-2 pr-2 font-medium">
                    {/* The range may wrap after its dash on a narrow phone, where the table has no room for it. */}
                    <span className="whitespace-nowrap">{`${dayText(p.from)}\u2060–`}</span>
                    <wbr />
                    <span className="whitespace-nowrap">{dayText(p.until)}</span>
                    <span className="block text-xs font-normal text-slate-700">
                      {t('pay:slips.paid', { date: dayText(p.paymentDate) })}
                    </span>
                  </th>
                  <td className="py-2 pr-2 text-right tabular-nums">{hours(p.approvedHours)}</td>
                  <td className="py-2 pr-2 text-right tabular-nums">{hours(p.waitingHours)}</td>
                  <td className="py-2 text-right tabular-nums">{hours(p.hours)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
