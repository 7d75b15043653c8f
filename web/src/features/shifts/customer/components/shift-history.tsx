import { useTranslation } from 'react-i18next';
import type { CustomerShiftView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';

/** The shift's states in order: which state, when (Helsinki), by whom (a name, or the kind of actor), with its note. */
export function ShiftHistory({ history }: { history: CustomerShiftView['history'] }) {
  const { t } = useTranslation(['customerShifts', 'labels']);
  return (
    <section aria-labelledby="customer-shift-history" className="grid gap-2">
      <h2 id="customer-shift-history" className="text-xl font-semibold">
        {t('customerShifts:history.title')}
      </h2>
      {history.length === 0 ? (
        <p className="text-slate-700">{t('customerShifts:history.none')}</p>
      ) : (
        <ol className="grid gap-2">
          {history.map((step, i) => (
            <li key={`${step.at}-${i}`} className="rounded-lg border border-slate-300 bg-white p-3">
              <p className="font-semibold">{t(`labels:customerShiftState.${step.state}`)}</p>
              <p className="text-sm text-slate-700">
                {t('customerShifts:history.when', {
                  date: formatDateTimeInAgencyZone(new Date(step.at)),
                  who: step.by.name ?? t(`customerShifts:history.actor.${step.by.kind}`),
                })}
              </p>
              {step.note && <p className="mt-1 whitespace-pre-line break-words text-slate-900">{step.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
