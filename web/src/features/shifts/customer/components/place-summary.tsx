import { useTranslation } from 'react-i18next';
import { agencyDayStart, customerShiftState, formatAgencyDate, type shiftSummaryResponse } from '@vuoro/domain';
import type { z } from 'zod';
import { isSignedOut } from '@/lib/api-error';
import { formatHours } from '@/lib/format';
import type { EndpointState } from '@/lib/use-endpoint';
import { DefinitionList } from '@/lib/ui/definition-list';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useShiftWords } from './use-shift-words';

export interface PlaceSummaryProps {
  summary: EndpointState<z.infer<typeof shiftSummaryResponse>>;
}

/**
 * The period's shifts per place of work: how many, their hours (2 decimals) and how many in each
 * state; a card per place, so a phone shows it without scrolling sideways.
 */
export function PlaceSummary({ summary }: PlaceSummaryProps) {
  const { t } = useTranslation(['customerShifts', 'shifts', 'labels']);
  const { language } = useShiftWords();
  if (summary.status === 'error' && !isSignedOut(summary.error))
    return <LoadFailed error={summary.error} retry={summary.retry} />;
  if (!summary.data || summary.data.places.length === 0) return null;
  const day = (d: string) => formatAgencyDate(agencyDayStart(d) ?? new Date());
  return (
    <section aria-labelledby="customer-summary-title">
      <h2 id="customer-summary-title" className="text-lg font-semibold">
        {t('customerShifts:summary.title', { from: day(summary.data.from), to: day(summary.data.until) })}
      </h2>
      <ul className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {summary.data.places.map((p) => (
          <li key={p.placeOfWork.id} aria-label={p.placeOfWork.name} className="rounded-xl border border-slate-300 bg-white p-4">
            <p className="font-semibold">{p.placeOfWork.name}</p>
            <DefinitionList
              className="mt-2 text-sm"
              items={[
                { term: t('customerShifts:summary.shifts'), value: <span className="tabular-nums">{p.shifts}</span> },
                { term: t('shifts:hours'), value: <span className="tabular-nums">{formatHours(p.hours, language)}</span> },
                ...customerShiftState.options
                  .filter((s) => (p.counts[s] ?? 0) > 0)
                  .map((s) => ({ term: t(`labels:customerShiftState.${s}`), value: String(p.counts[s]) })),
              ]}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
