import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { agencyDayStart, formatAgencyDate, type SalarySlipView, type SupportedLanguage } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { formatCurrency, formatHours, RANGE_DASH } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { loadErrorMessage } from '@/lib/use-endpoint';
import { useFileDownload } from '@/lib/use-file-download';
import { downloadSalarySlip } from '../api/download-salary-slip';
import { useSalarySlips } from '../api/get-salary-slips';

/** A Helsinki day `yyyy-MM-dd` as d.M.yyyy. */
export const dayText = (day: string) => formatAgencyDate(agencyDayStart(day)!);
export const periodText = (from: string, until: string) => `${dayText(from)}${RANGE_DASH}${dayText(until)}`;

/** The slips, newest first, each with its hours, the illustrative estimate and a PDF download. */
export function SalarySlips({ language }: { language: SupportedLanguage }) {
  const { t } = useTranslation(['pay', 'errors']);
  const headingId = useId();
  const slips = useSalarySlips();
  const list = slips.data?.slips ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-xl font-bold">
        {t('pay:slips.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('pay:slips.illustrative')}</p>
      {slips.status === 'loading' && !slips.data && <p className="mt-2 text-slate-700">{t('pay:loading')}</p>}
      {slips.status === 'error' && !isSignedOut(slips.error) && (
        <LoadFailed error={slips.error} message={t(loadErrorMessage(slips.error))} retry={slips.retry} className="mt-3" />
      )}
      {slips.data && list.length === 0 && (
        <EmptyState title={t('pay:slips.empty')} className="mt-3">
          {t('pay:slips.emptyBody')}
        </EmptyState>
      )}
      {list.length > 0 && (
        <ul className="mt-3 grid gap-3">
          {list.map((slip) => (
            <li key={slip.id}>
              <SlipCard slip={slip} language={language} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SlipCard({ slip, language }: { slip: SalarySlipView; language: SupportedLanguage }) {
  const { t } = useTranslation('pay');
  const nameId = useId();
  const period = periodText(slip.from, slip.until);
  const download = useFileDownload(downloadSalarySlip, 'pay:slips.downloadFailed');
  return (
    <article aria-labelledby={nameId} className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <h3 id={nameId} className="font-bold">
            {t('pay:slips.period', { period })}
          </h3>
          <ul className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-700">
            <li>{t('pay:slips.paid', { date: dayText(slip.paymentDate) })}</li>
            <li>{t('pay:slips.hours', { duration: formatHours(slip.hours, language) })}</li>
            {slip.estimate !== null && <li>{t('pay:slips.estimate', { amount: formatCurrency(slip.estimate, language) })}</li>}
          </ul>
        </div>
        <Button
          variant="secondary"
          busy={download.busy}
          aria-label={t('pay:slips.downloadNamed', { period })}
          onClick={() => void download.run(slip)}
        >
          {t('pay:slips.download')}
        </Button>
      </div>
      {download.notice && (
        <Notice tone={download.notice.tone} className="mt-3">
          {download.notice.text}
        </Notice>
      )}
    </article>
  );
}
