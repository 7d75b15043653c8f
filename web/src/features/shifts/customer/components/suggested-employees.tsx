import { useTranslation } from 'react-i18next';
import { isSignedOut } from '@/lib/api-error';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useSuggestedEmployees } from '../api/get-suggested-employees';

/** To whom the shift was suggested, when, and each one's answer (`labels:suggestionState`). */
export function SuggestedEmployees({ shiftId }: { shiftId: string }) {
  const { t } = useTranslation(['customerShifts', 'labels']);
  const suggested = useSuggestedEmployees(shiftId);
  const list = suggested.data?.suggestions ?? [];
  return (
    <section aria-labelledby="customer-shift-suggested" className="grid gap-2">
      <h2 id="customer-shift-suggested" className="text-xl font-semibold">
        {t('customerShifts:suggested.title')}
      </h2>
      {suggested.status === 'loading' && !suggested.data && (
        <p className="text-slate-700" aria-live="polite">
          {t('customerShifts:suggested.loading')}
        </p>
      )}
      {suggested.status === 'error' && !isSignedOut(suggested.error) && (
        <LoadFailed error={suggested.error} retry={suggested.retry} />
      )}
      {suggested.data && list.length === 0 && <p className="text-slate-700">{t('customerShifts:suggested.none')}</p>}
      {list.length > 0 && (
        <ul className="grid gap-2">
          {list.map((s) => (
            <li
              key={s.employee.id}
              className="flex flex-wrap justify-between gap-x-4 rounded-lg border border-slate-300 bg-white p-3"
            >
              <span className="font-semibold">{s.employee.name}</span>
              <span>
                {t(`labels:suggestionState.${s.state}`)}
                <span className="text-slate-700">
                  {' · '}
                  {s.answeredAt
                    ? t('customerShifts:suggested.answered', { date: formatDateTimeInAgencyZone(new Date(s.answeredAt)) })
                    : t('customerShifts:suggested.suggestedAt', { date: formatDateTimeInAgencyZone(new Date(s.suggestedAt)) })}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
