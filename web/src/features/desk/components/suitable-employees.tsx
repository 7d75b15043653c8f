import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EndpointResult, getDeskSuitableEmployees } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useSuitableEmployees } from '../api/get-suitable-employees';

export type SuitableEmployee = EndpointResult<typeof getDeskSuitableEmployees>['employees'][number];

export interface SuitableEmployeesProps {
  shiftId: string;
  /** What to show with the list once it is loaded and not empty. */
  children: (employees: SuitableEmployee[]) => ReactNode;
  /** Shown instead when nobody is suitable (none: a plain "no suitable employees"). */
  empty?: ReactNode;
}

/** Loads the employees suitable for a shift (the customer's rule) and hands them on; loading, failure and none said here. */
export function SuitableEmployees({ shiftId, children, empty }: SuitableEmployeesProps) {
  const { t } = useTranslation('desk');
  const suitable = useSuitableEmployees(shiftId);
  if (suitable.status === 'error' && !isSignedOut(suitable.error))
    return <LoadFailed error={suitable.error} retry={suitable.retry} />;
  if (!suitable.data) return <p aria-live="polite">{t('desk:loadingSuitable')}</p>;
  if (suitable.data.employees.length === 0)
    return empty ?? <EmptyState title={t('desk:noneSuitable')}>{t('desk:noneSuitableWhy')}</EmptyState>;
  return <>{children(suitable.data.employees)}</>;
}

/** "(in the customer's pool)" after a name, for those who are. */
export function PoolMark({ employee }: { employee: SuitableEmployee }) {
  const { t } = useTranslation('desk');
  return employee.inPool ? <span className="ml-1 text-sm text-slate-600">({t('desk:inPool')})</span> : null;
}
