import { useTranslation } from 'react-i18next';
import type { CustomerShiftState } from '@vuoro/domain';

/** The look of each state: what waits for the desk stands out (amber), what is settled is quiet. */
const tone: Record<CustomerShiftState, string> = {
  new: 'bg-amber-100 text-amber-950',
  inProcessing: 'bg-sky-100 text-sky-950',
  waitingForEmployeeSelection: 'bg-amber-100 text-amber-950',
  filled: 'bg-green-100 text-green-950',
  accepted: 'bg-green-100 text-green-950',
  requestedForCancellation: 'bg-red-100 text-red-950',
  undone: 'bg-slate-200 text-slate-900',
  cancelled: 'bg-slate-200 text-slate-900',
  billed: 'bg-slate-200 text-slate-900',
  willNotBeCharged: 'bg-slate-200 text-slate-900',
};

/** A shift's state in the words of `labels:customerShiftState`. */
export function ShiftStateBadge({ state }: { state: CustomerShiftState }) {
  const { t } = useTranslation('labels');
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${tone[state]}`}>
      {t(`labels:customerShiftState.${state}`)}
    </span>
  );
}
