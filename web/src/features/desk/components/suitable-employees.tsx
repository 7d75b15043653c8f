import { useId, type ReactNode } from 'react';
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

export interface EmployeeChoiceProps {
  employees: SuitableEmployee[];
  /** One employee (radio buttons) or several (checkboxes). */
  kind: 'radio' | 'checkbox';
  chosen: readonly string[];
  onToggle: (id: string) => void;
  disabled: boolean;
  /** Why the choice cannot go on (translated), tied to the group. */
  error?: string | undefined;
}

/** The suitable employees to choose from, each named with "(in the customer's pool)" when they are. */
export function EmployeeChoice({ employees, kind, chosen, onToggle, disabled, error }: EmployeeChoiceProps) {
  const { t } = useTranslation('desk');
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="font-semibold">{t('desk:suitable')}</legend>
      <ul className="mt-2 grid gap-1">
        {employees.map((employee) => (
          <li key={employee.id}>
            <label className="flex min-h-11 items-center gap-3">
              <input
                type={kind}
                name={kind === 'radio' ? 'desk-employee' : undefined}
                value={employee.id}
                checked={chosen.includes(employee.id)}
                disabled={disabled}
                onChange={() => onToggle(employee.id)}
                className="size-5"
              />
              <span>
                {employee.name}
                {employee.inPool && <span className="ml-1 text-sm text-slate-600">({t('desk:inPool')})</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
