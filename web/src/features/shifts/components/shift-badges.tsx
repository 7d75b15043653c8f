import { useTranslation } from 'react-i18next';
import { isCancelledByCustomer, type EmployeeShiftView } from '@vuoro/domain';
import { hasPendingTimeChange } from '../model';

export interface ShiftBadgesProps {
  shift: Pick<EmployeeShiftView, 'infoRead' | 'timeChange' | 'state'>;
  className?: string;
}

/**
 * What the employee should know of a shift: the customer cancelled it (or asked to), info not yet
 * read, a time change to confirm. Nothing when there is nothing.
 */
export function ShiftBadges({ shift, className = '' }: ShiftBadgesProps) {
  const { t } = useTranslation(['shifts', 'labels']);
  const pending = hasPendingTimeChange(shift);
  const cancelled = isCancelledByCustomer(shift);
  if (shift.infoRead && !pending && !cancelled) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t('shifts:waiting')}>
      {cancelled && (
        <li className="rounded-full bg-red-100 px-3 py-0.5 text-sm font-semibold text-red-900">
          {t(`labels:customerShiftState.${shift.state}`)}
        </li>
      )}
      {pending && (
        <li className="rounded-full bg-amber-100 px-3 py-0.5 text-sm font-semibold text-amber-900">
          {t('shifts:timeChangePending')}
        </li>
      )}
      {!shift.infoRead && (
        <li className="rounded-full bg-sky-100 px-3 py-0.5 text-sm font-semibold text-sky-900">{t('shifts:unreadInfo')}</li>
      )}
    </ul>
  );
}
