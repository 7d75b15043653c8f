import { useTranslation } from 'react-i18next';
import { HIRING_SUMMARY, summarize, type PresentedTalent } from '@vuoro/domain';

const chipClass = {
  hired: 'border-green-700 bg-green-50 text-green-900',
  rejected: 'border-red-700 bg-red-50 text-red-900',
  active: 'border-brand-600 bg-brand-50 text-slate-900',
} as const;

/** The summary chips (spec section 4): counts of hired, rejected and active (the rest). */
export function HiringChips({ presentedTalents }: { presentedTalents: readonly Pick<PresentedTalent, 'hiredStatus'>[] }) {
  const { t } = useTranslation(['assignments', 'labels']);
  const summary = summarize(presentedTalents);
  return (
    <ul aria-label={t('assignments:summary')} className="flex flex-wrap gap-1.5">
      {HIRING_SUMMARY.map((key) => (
        <li key={key} className={`rounded-full border px-2.5 py-0.5 text-sm font-semibold ${chipClass[key]}`}>
          {t(`labels:hiringSummary.${key}`)} {summary[key]}
        </li>
      ))}
    </ul>
  );
}
