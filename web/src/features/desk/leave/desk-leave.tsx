import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDays, formatDayText } from '@vuoro/domain';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { isSupportedLanguage } from '@/lib/language';
import { DeskNav } from '../components/desk-nav';
import { useDeskLeaveBalances } from './api';
import { CertificateOrders } from './certificate-orders';
import { LeaveBalanceForm } from './leave-balance-form';

/**
 * `/desk/leave`: set an employee's annual leave (and see this holiday year's balances), and answer
 * the orders of certificates of employment. Side by side on a wide screen.
 */
export function DeskLeave() {
  const { t, i18n } = useTranslation(['documents', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const balancesId = useId();
  const balances = useDeskLeaveBalances();
  const year = balances.data?.holidayYear;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskLeave')} description={t('documents:desk.intro')} />
      <div className="mt-6 grid gap-10 lg:grid-cols-2 lg:gap-8">
        <div className="grid content-start gap-6">
          <LeaveBalanceForm onSaved={balances.retry} />
          <section aria-labelledby={balancesId} className="grid gap-3">
            <h2 id={balancesId} className="text-xl font-bold">
              {year
                ? t('documents:desk.balancesTitle', { from: formatDayText(year.start), to: formatDayText(year.end) })
                : t('documents:holidays.year')}
            </h2>
            {balances.status === 'error' && (
              <LoadFailed error={balances.error} message={t('documents:loadFailed')} retry={balances.retry} />
            )}
            {balances.data && balances.data.balances.length === 0 && <EmptyState title={t('documents:desk.noBalances')} />}
            {balances.data && balances.data.balances.length > 0 && (
              <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="w-full text-left">
                  <thead className="bg-slate-100 text-sm">
                    <tr>
                      <th scope="col" className="p-2">
                        {t('documents:desk.name')}
                      </th>
                      <th scope="col" className="p-2 text-right">
                        {t('documents:desk.accrued')}
                      </th>
                      <th scope="col" className="p-2 text-right">
                        {t('documents:desk.used')}
                      </th>
                      <th scope="col" className="p-2 text-right">
                        {t('documents:desk.left')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {balances.data.balances.map((b) => (
                      <tr key={b.employeeId} className="border-t border-slate-200">
                        <th scope="row" className="p-2 font-semibold">
                          {b.name}
                        </th>
                        <td className="p-2 text-right">{formatDays(b.accruedDays, language)}</td>
                        <td className="p-2 text-right">{formatDays(b.usedDays, language)}</td>
                        <td className="p-2 text-right">{formatDays(b.leftDays, language)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
        <CertificateOrders />
      </div>
    </section>
  );
}
