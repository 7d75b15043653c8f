import { useTranslation } from 'react-i18next';
import { SETTLEMENTS } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { useAskOnce } from '@/lib/ui/confirm-step';
import { DefinitionList } from '@/lib/ui/definition-list';
import { settleCancellation, type Settlement } from '../api/settle-cancellation';
import { deskActionError, shiftName } from '../model';
import { DeskConfirm, PanelActions } from './desk-confirm';
import type { DeskPanelProps } from './panel';

/**
 * Settling a customer's cancellation request: the customer's reason and whether the cancellation
 * came inside the notice period (billable) first, then cancelled, billed or will not be charged,
 * each asked once more since none can be taken back.
 */
export function SettlePanel({ shift, onSaved, onCancel }: DeskPanelProps) {
  const { t } = useTranslation(['desk', 'labels', 'validation', 'errors']);
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<Settlement>();
  const save = useEndpointAction(settleCancellation, {
    failure: deskActionError,
    onSuccess: (_, input) =>
      onSaved(t('desk:saved.settle', { shift: shiftName(shift), status: t(`labels:customerShiftState.${input.outcome}`) })),
  });
  const billable =
    shift.cancellationBillable === null ? null : t(shift.cancellationBillable ? 'desk:billable.yes' : 'desk:billable.no');
  return (
    <div className="grid gap-4">
      <DefinitionList
        layout="wide"
        items={[
          { term: t('desk:reason'), value: shift.cancellationReason ?? t('desk:noReason') },
          { term: t('desk:billable.term'), value: billable },
          { term: t('desk:col.worker'), value: shift.worker?.name },
        ]}
      />
      {asking ? (
        <DeskConfirm
          question={t('desk:confirm.settle', { status: t(`labels:customerShiftState.${asking}`) })}
          questionRef={questionRef}
          yes={t('desk:yes.settle')}
          tone={asking === 'billed' ? 'primary' : 'danger'}
          save={save}
          onConfirm={() => void save.run({ shiftId: shift.id, outcome: asking })}
          onBack={stepBack}
        />
      ) : (
        <PanelActions label={t('desk:settleAs')} onCancel={onCancel}>
          {SETTLEMENTS.map((outcome) => (
            <Button key={outcome} ref={askerRef(outcome)} variant="secondary" onClick={() => ask(outcome)}>
              {t(`labels:customerShiftState.${outcome}`)}
            </Button>
          ))}
        </PanelActions>
      )}
    </div>
  );
}
