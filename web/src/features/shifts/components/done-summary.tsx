import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { hoursSummary, type EmployeeShiftView } from '@vuoro/domain';
import { formatCurrency, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { DefinitionList } from '@/lib/ui';

export interface DoneSummaryProps {
  shifts: readonly EmployeeShiftView[];
}

/**
 * The period's hours as payroll reads them (domain `hoursSummary`): approved and waiting for
 * approval, and the estimated pay (in the configured currency, default EUR) where the shifts carry an hourly wage estimate, with
 * a word on the shifts left out of it.
 */
export function DoneSummary({ shifts }: DoneSummaryProps) {
  const { t, i18n } = useTranslation('shifts');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const headingId = useId();
  const summary = hoursSummary(shifts);
  return (
    <section aria-labelledby={headingId} className="mt-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <h2 id={headingId} className="text-lg font-bold">
        {t('shifts:hoursSummary.title')}
      </h2>
      <DefinitionList
        className="mt-2 tabular-nums"
        items={[
          { term: t('shifts:hoursSummary.approved'), value: formatHours(summary.approvedHours, language) },
          { term: t('shifts:hoursSummary.waiting'), value: formatHours(summary.waitingHours, language) },
          {
            term: t('shifts:hoursSummary.estimatedPay'),
            value: summary.estimatedPay === null ? null : formatCurrency(summary.estimatedPay, language),
          },
        ]}
      />
      <p className="mt-2 text-sm text-slate-700">
        {summary.estimatedPay === null
          ? t('shifts:hoursSummary.noWage')
          : summary.withoutWage > 0
            ? t('shifts:hoursSummary.payPartial', { count: summary.withoutWage })
            : t('shifts:hoursSummary.payNote')}
      </p>
    </section>
  );
}
