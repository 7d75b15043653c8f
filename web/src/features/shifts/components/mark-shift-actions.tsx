import { useTranslation } from 'react-i18next';
import { canCancelOwnShift, canEditReportedShift, routes, type EmployeeShiftView } from '@vuoro/domain';
import { formatDayInSentence } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { isApiError } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { cancelShift } from '../api/cancel-shift';
import { shiftTimes } from '../model';
import { Button, ButtonLink } from '@/lib/ui/button';

export interface MarkShiftActionsProps {
  shift: EmployeeShiftView;
  /** Called with the shift as the route answered it once cancelled. */
  onCancelled: (shift: EmployeeShiftView) => void;
}

/**
 * A shift the employee recorded themself, while the agency has not processed it: "Edit" (the
 * MarkShift form) and "Cancel shift", which asks once more naming the shift. Nothing for a
 * shift the agency gave them (domain `canEditReportedShift` / `canCancelOwnShift`).
 */
export function MarkShiftActions({ shift, onCancelled }: MarkShiftActionsProps) {
  const { t, i18n } = useTranslation(['shifts', 'validation']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'cancel'>();
  // 409: the agency has taken the shift meanwhile; anything else: not saved.
  const cancel = useEndpointAction(cancelShift, {
    failure: () => 'shifts:cancel.failed',
    onSuccess: (answer) => {
      answered();
      onCancelled(answer.shift);
    },
  });
  const canEdit = canEditReportedShift(shift);
  const canCancel = canCancelOwnShift(shift);
  if (!canEdit && !canCancel) return null;

  if (asking) {
    return (
      <ConfirmStep
        className="mt-6"
        label={t('shifts:cancel.group')}
        question={t('shifts:cancel.confirm', {
          name: shift.placeOfWork.name,
          date: `${formatDayInSentence(shift.day, language)}${shift.day.slice(0, 4)}`,
          time: shiftTimes(shift).time,
        })}
        questionRef={questionRef}
        confirmLabel={t('shifts:cancel.yes')}
        cancelLabel={t('shifts:cancel.back')}
        tone="danger"
        busy={cancel.busy}
        onConfirm={() => void cancel.run(shift.id)}
        onCancel={() => {
          cancel.reset();
          stepBack();
        }}
      >
        {cancel.notice && (
          <Notice tone={cancel.notice.tone}>
            {cancel.notice.text}
            {isApiError(cancel.error, 409) && `: ${t('validation:shiftCannotBeCancelled')}`}
          </Notice>
        )}
      </ConfirmStep>
    );
  }
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {canEdit && (
        <ButtonLink href={routes.shiftsEdit.href(undefined, { shiftId: shift.id })}>{t('shifts:mark.edit')}</ButtonLink>
      )}
      {canCancel && (
        <Button variant="danger" ref={askerRef('cancel')} onClick={() => ask('cancel')}>
          {t('shifts:cancel.button')}
        </Button>
      )}
    </div>
  );
}
