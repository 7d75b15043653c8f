import { useTranslation } from 'react-i18next';
import type { CustomerShiftState, DeskShiftView } from '@vuoro/domain';
import { Button } from '@/lib/ui/button';
import { stateCounts } from '../model';

export interface StateCountsProps {
  shifts: readonly Pick<DeskShiftView, 'state'>[];
  /** The state shown alone, or '' for all. */
  chosen: CustomerShiftState | '';
  onChoose: (state: CustomerShiftState | '') => void;
}

/** How many shifts of the period are in each state; each count shows its state alone (pressed), All shows all. */
export function StateCounts({ shifts, chosen, onChoose }: StateCountsProps) {
  const { t } = useTranslation(['desk', 'labels']);
  return (
    <ul aria-label={t('desk:counts')} className="mt-4 flex flex-wrap gap-2">
      <li>
        <Button variant={chosen === '' ? 'primary' : 'secondary'} aria-pressed={chosen === ''} onClick={() => onChoose('')}>
          {t('desk:allStates', { count: shifts.length })}
        </Button>
      </li>
      {stateCounts(shifts).map(({ state, count }) => (
        <li key={state}>
          <Button
            variant={chosen === state ? 'primary' : 'secondary'}
            aria-pressed={chosen === state}
            onClick={() => onChoose(chosen === state ? '' : state)}
          >
            {t('desk:stateCount', { status: t(`labels:customerShiftState.${state}`), count })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
