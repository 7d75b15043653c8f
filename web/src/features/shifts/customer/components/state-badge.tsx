import { useTranslation } from 'react-i18next';
import type { CustomerShiftState } from '@vuoro/domain';

const tones: Record<CustomerShiftState, string> = {
  new: 'bg-sky-100 text-sky-900',
  inProcessing: 'bg-sky-100 text-sky-900',
  waitingForEmployeeSelection: 'bg-amber-100 text-amber-900',
  undone: 'bg-amber-100 text-amber-900',
  filled: 'bg-green-100 text-green-900',
  accepted: 'bg-slate-200 text-slate-900',
  billed: 'bg-slate-200 text-slate-900',
  willNotBeCharged: 'bg-slate-200 text-slate-900',
  requestedForCancellation: 'bg-red-100 text-red-900',
  cancelled: 'bg-red-100 text-red-900',
};

/** A shift's state in the words of `labels:customerShiftState`, as a pill (the words carry it, not the colour). */
export function StateBadge({ state }: { state: CustomerShiftState }) {
  const { t } = useTranslation('labels');
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${tones[state]}`}>
      {t(`labels:customerShiftState.${state}`)}
    </span>
  );
}
