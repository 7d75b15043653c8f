import { useTranslation } from 'react-i18next';
import { customerShiftState, formatAgencyDate, agencyDayStart, type shiftSummaryResponse } from '@vuoro/domain';
import type { z } from 'zod';
import { isSignedOut } from '@/lib/api-error';
import { formatHours } from '@/lib/format';
import type { EndpointState } from '@/lib/use-endpoint';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useShiftWords } from './use-shift-words';

export interface PlaceSummaryProps {
  summary: EndpointState<z.infer<typeof shiftSummaryResponse>>;
}

/** The period's shifts per place of work: how many, their hours (2 decimals) and how many in each state. */
export function PlaceSummary({ summary }: PlaceSummaryProps) {
  const { t } = useTranslation(['customerShifts', 'shifts', 'labels']);
  const { language } = useShiftWords();
  if (summary.status === 'error' && !isSignedOut(summary.error))
    return <LoadFailed error={summary.error} retry={summary.retry} />;
  if (!summary.data || summary.data.places.length === 0) return null;
  const day = (d: string) => formatAgencyDate(agencyDayStart(d) ?? new Date());
  return (
    <section aria-labelledby="customer-summary-title" className="overflow-x-auto">
      <table className="w-full border-collapse text-left">
        <caption id="customer-summary-title" className="mb-2 text-left text-lg font-semibold">
          {t('customerShifts:summary.title', { from: day(summary.data.from), to: day(summary.data.until) })}
        </caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {t('shifts:placeOfWork')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('customerShifts:summary.shifts')}
            </th>
            <th scope="col" className="py-2 pr-4 text-right">
              {t('shifts:hours')}
            </th>
            <th scope="col" className="py-2">
              {t('customerShifts:summary.byState')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.data.places.map((p) => (
            <tr key={p.placeOfWork.id} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-2 pr-4 font-semibold">
                {p.placeOfWork.name}
              </th>
              <td className="py-2 pr-4 text-right tabular-nums">{p.shifts}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatHours(p.hours, language)}</td>
              <td className="py-2 text-sm">
                {customerShiftState.options
                  .filter((s) => (p.counts[s] ?? 0) > 0)
                  .map((s) => `${t(`labels:customerShiftState.${s}`)} ${p.counts[s]}`)
                  .join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
