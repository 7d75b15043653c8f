import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { POOL_CONTRACT_TYPES, type PoolContractType, type PoolSuggestionView } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { Button } from '@/lib/ui/button';
import { controlClass } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { askToAddToPool } from '../api/customer-pools';
import { dateOf } from '../model';

const ADD_FAILURES = { poolConnectionExists: 'pools:desk.exists' } as const;

export interface PoolSuggestionRowProps {
  poolId: string;
  suggestion: PoolSuggestionView;
  /** After the request was saved: the screen says so and reloads. */
  onAsked: (name: string) => void;
}

/** Someone who worked at the pool's place: their last shift there, a contract type to choose, "Add to pool". */
export function PoolSuggestionRow({ poolId, suggestion, onAsked }: PoolSuggestionRowProps) {
  const { t } = useTranslation(['pools', 'labels']);
  const id = useId();
  const [contractType, setContractType] = useState<PoolContractType | ''>('');
  const [missing, setMissing] = useState(false);
  const add = useEndpointAction(askToAddToPool, {
    failure: (error) => errorText(error, { byCode: ADD_FAILURES, fallback: 'pools:failed' }),
    onSuccess: () => onAsked(suggestion.employee.name),
  });
  const name = suggestion.employee.name;
  const submit = () => {
    setMissing(!contractType);
    if (contractType) void add.run({ poolId, employeeId: suggestion.employee.id, contractType });
  };
  return (
    <li className="grid gap-2 p-3">
      <span id={`${id}-name`} className="font-semibold break-words text-slate-900">
        {name}
      </span>
      <p className="text-sm text-slate-700">
        {t('pools:customer.lastShift', { date: dateOf(suggestion.lastShiftDate) ?? t('pools:noShiftsYet') })}
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-0 grow sm:grow-0">
          <label htmlFor={`${id}-contract`} className="block text-sm font-semibold text-slate-800">
            {t('pools:contractType')}
          </label>
          <select
            id={`${id}-contract`}
            value={contractType}
            onChange={(e) => {
              setContractType(e.target.value as PoolContractType | '');
              setMissing(false);
              add.reset();
            }}
            aria-invalid={missing ? true : undefined}
            aria-describedby={missing ? `${id}-missing` : `${id}-name`}
            className={controlClass}
          >
            <option value="">{t('pools:customer.chooseContract')}</option>
            {POOL_CONTRACT_TYPES.map((c) => (
              <option key={c} value={c}>
                {t(`labels:poolContractType.${c}`)}
              </option>
            ))}
          </select>
        </div>
        <Button busy={add.busy} onClick={submit}>
          {t('pools:customer.add')}
          <span className="sr-only"> {name}</span>
        </Button>
      </div>
      {missing && (
        <p id={`${id}-missing`} className="text-sm text-red-800">
          {t('pools:customer.chooseContract')}
        </p>
      )}
      {add.notice && <Notice tone={add.notice.tone}>{add.notice.text}</Notice>}
    </li>
  );
}
