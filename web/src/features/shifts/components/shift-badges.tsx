import { useTranslation } from 'react-i18next';
import type { EmployeeShiftView } from '@vuoro/domain';
import { hasPendingTimeChange } from '../model';

export interface ShiftBadgesProps {
  shift: Pick<EmployeeShiftView, 'infoRead' | 'timeChange'>;
  className?: string;
}

/** What waits for the employee on a shift: info not yet read, a time change to confirm. Nothing when nothing waits. */
export function ShiftBadges({ shift, className = '' }: ShiftBadgesProps) {
  const { t } = useTranslation('shifts');
  const pending = hasPendingTimeChange(shift);
  if (shift.infoRead && !pending) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t('shifts:waiting')}>
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
