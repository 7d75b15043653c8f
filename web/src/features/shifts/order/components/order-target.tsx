import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_TARGETS, type SuggestionTarget } from '@vuoro/domain';
import { controlClass } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEmployeesToSuggest, type EmployeesToSuggestInput } from '../api/get-employees-to-suggest';
import type { OrderErrors, ShiftChoices } from '../model';
import { RequiredMark } from './form-field';

export interface OrderTargetProps {
  idOf: (field: 'target' | 'poolId' | 'employeeIds') => string;
  target: SuggestionTarget | '';
  poolId: string;
  employeeIds: readonly string[];
  /** The pools of the chosen place of work. */
  pools: ShiftChoices['pools'];
  /** What EmployeesToSuggest needs, or null while the form lacks it. */
  query: EmployeesToSuggestInput | null;
  onChange: (change: { target?: SuggestionTarget; poolId?: string; employeeIds?: string[] }) => void;
  /** Errors (translated) of the three fields. */
  errors: { [K in keyof Pick<OrderErrors, 'target' | 'poolId' | 'employeeIds'>]?: string | undefined };
}

const usesPool = (target: string) => target === 'pool' || target === 'poolFirstThenAllSuitable';

/**
 * To whom the order is suggested (spec section 4): selected employees, a pool, all suitable, or
 * the pool first and then all suitable. A pool is one of the place's pools; selected employees
 * are chosen from those suitable for the shift as typed, the pool's members marked.
 */
export function OrderTarget({ idOf, target, poolId, employeeIds, pools, query, onChange, errors }: OrderTargetProps) {
  const { t } = useTranslation(['shiftOrder', 'labels']);
  const legendId = useId();
  return (
    <div className="space-y-4">
      <fieldset
        id={idOf('target')}
        tabIndex={-1}
        aria-describedby={errors.target ? `${idOf('target')}-error` : undefined}
        className="space-y-1 outline-none"
      >
        <legend id={legendId} className="text-sm font-semibold text-slate-800">
          {t('shiftOrder:field.target')}
          <RequiredMark />
        </legend>
        {SUGGESTION_TARGETS.map((value) => {
          const noPool = usesPool(value) && pools.length === 0;
          return (
            <label key={value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                name={legendId}
                value={value}
                checked={target === value}
                disabled={noPool}
                onChange={() =>
                  onChange({ target: value, ...(usesPool(value) && pools.length === 1 && { poolId: pools[0]!.id }) })
                }
                className="size-5"
              />
              <span className={noPool ? 'text-slate-500' : ''}>
                {t(`labels:suggestionTarget.${value}`)}
                {noPool && ` (${t('shiftOrder:noPools')})`}
              </span>
            </label>
          );
        })}
        {errors.target && (
          <p id={`${idOf('target')}-error`} className="text-sm font-semibold text-red-800">
            {errors.target}
          </p>
        )}
      </fieldset>
      {usesPool(target) && (
        <div>
          <label htmlFor={idOf('poolId')} className="block text-sm font-semibold text-slate-800">
            {t('shiftOrder:field.poolId')}
          </label>
          <select
            id={idOf('poolId')}
            value={poolId}
            aria-invalid={errors.poolId ? true : undefined}
            aria-describedby={errors.poolId ? `${idOf('poolId')}-error` : undefined}
            onChange={(e) => onChange({ poolId: e.target.value })}
            className={controlClass}
          >
            <option value="">{t('shiftOrder:choosePool')}</option>
            {pools.map((pool) => (
              <option key={pool.id} value={pool.id}>
                {t('shiftOrder:poolOption', { name: pool.name, count: pool.size })}
              </option>
            ))}
          </select>
          {errors.poolId && (
            <p id={`${idOf('poolId')}-error`} className="mt-1 text-sm font-semibold text-red-800">
              {errors.poolId}
            </p>
          )}
        </div>
      )}
      {target === 'selectedEmployees' && (
        <SuitableEmployees
          id={idOf('employeeIds')}
          query={query}
          chosen={employeeIds}
          onChange={(ids) => onChange({ employeeIds: ids })}
          error={errors.employeeIds}
        />
      )}
    </div>
  );
}

interface SuitableEmployeesProps {
  id: string;
  query: EmployeesToSuggestInput | null;
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string | undefined;
}

/** The employees suitable for the shift as typed, as checkboxes; those in one of the customer's pools marked. */
function SuitableEmployees({ id, query, chosen, onChange, error }: SuitableEmployeesProps) {
  const { t } = useTranslation('shiftOrder');
  const suitable = useEmployeesToSuggest(query);
  const errorId = `${id}-error`;
  const body = !query ? (
    <p className="text-sm text-slate-700">{t('shiftOrder:employeesNeedShift')}</p>
  ) : suitable.status === 'error' && !suitable.data ? (
    <Notice tone="error">{t('shiftOrder:employeesFailed')}</Notice>
  ) : !suitable.data ? (
    <p className="text-sm text-slate-700" aria-live="polite">
      {t('shiftOrder:employeesLoading')}
    </p>
  ) : suitable.data.employees.length === 0 ? (
    <p className="text-sm text-slate-700">{t('shiftOrder:employeesNone')}</p>
  ) : (
    <ul className="space-y-1">
      {suitable.data.employees.map((employee) => (
        <li key={employee.id}>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              className="size-5"
              checked={chosen.includes(employee.id)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, employee.id] : chosen.filter((other) => other !== employee.id))
              }
            />
            <span>
              {employee.name}
              {employee.inPool && (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800">
                  {t('shiftOrder:inPool')}
                </span>
              )}
            </span>
          </label>
        </li>
      ))}
    </ul>
  );
  return (
    <fieldset id={id} tabIndex={-1} aria-describedby={error ? errorId : undefined} className="space-y-1 outline-none">
      <legend className="text-sm font-semibold text-slate-800">{t('shiftOrder:field.employeeIds')}</legend>
      {body}
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
