import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { CustomerShiftView } from '@vuoro/domain';
import { shiftTimes } from '../../model';
import { AcceptShift } from './accept-shift';
import { StateBadge } from './state-badge';
import { useWorkDataNames } from '@/lib/work-data-names';

export interface ShiftRowProps {
  shift: CustomerShiftView;
  detailsHref: string;
  onAccepted: (shift: CustomerShiftView) => void;
}

/** One shift of the list: time, place (the link to its details), title, worker or "Unfilled", state, a pending time change; "Accept" when it waits for that. */
export function ShiftRow({ shift, detailsHref, onAccepted }: ShiftRowProps) {
  const { t } = useTranslation(['customerShifts', 'shifts']);
  const { titleName } = useWorkDataNames();
  const { time, original } = shiftTimes(shift);
  const pending = shift.timeChange === 'pendingConfirmation';
  return (
    <li className="grid gap-2 rounded-xl border border-slate-300 bg-white p-4 shadow-sm sm:grid-cols-[8.5rem_1fr_auto] sm:items-start">
      <p className="whitespace-nowrap text-lg font-semibold tabular-nums">
        <span className="sr-only">{t('shifts:time')} </span>
        {time}
      </p>
      <div className="min-w-0">
        <p className="font-semibold">
          <Link
            href={detailsHref}
            className="inline-block min-h-6 text-brand-800 underline underline-offset-2 hover:text-brand-700"
          >
            {shift.placeOfWork.name}
          </Link>
        </p>
        <p className="text-slate-800">{titleName(shift.professionTitle)}</p>
        <p className={shift.worker ? 'text-slate-900' : 'font-semibold text-amber-900'}>
          <span className="sr-only">{t('customerShifts:worker')}: </span>
          {shift.worker?.name ?? t('customerShifts:unfilled')}
        </p>
        {pending && (
          <p className="mt-1 text-sm font-semibold text-amber-900">
            {t('customerShifts:timeChangePending')}
            {original && <span className="font-normal text-slate-700"> {t('shifts:originalTimeWas', { time: original })}</span>}
          </p>
        )}
      </div>
      <div className="sm:text-right">
        <StateBadge state={shift.state} />
      </div>
      {shift.can.accept && (
        <div className="sm:col-span-3">
          <AcceptShift shift={shift} onAccepted={onAccepted} />
        </div>
      )}
    </li>
  );
}
