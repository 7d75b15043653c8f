import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerShiftView } from '@vuoro/domain';
import { isApiError } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Button } from '@/lib/ui/button';
import { Field } from '@/lib/ui/field';
import { Notice } from '@/lib/ui/notice';
import { cancelCustomerShift } from '../api/cancel-shift';
import { issueOf, validationAnswer } from '../model';
import { useShiftWords } from './use-shift-words';

export interface CancelShiftProps {
  shift: CustomerShiftView;
  onCancelled: (shift: CustomerShiftView) => void;
}

const MISSING = 'validation:cancellationReasonMissing';

/**
 * "Cancel shift" (`can.cancel`): a reason (required), asked once more naming the shift. Inside the
 * customer's notice period (`cancelNotice.met` false, or the route's 409
 * `cancellationConfirmationRequired`) the billing warning with the notice hours comes first, and
 * only its own confirmation sends `confirmed: true`. What was typed stays on any failure.
 */
export function CancelShift({ shift, onCancelled }: CancelShiftProps) {
  const { t } = useTranslation(['customerShifts', 'validation', 'shifts']);
  const { facts } = useShiftWords();
  const reasonId = useId();
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'cancel'>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [warned, setWarned] = useState(!shift.cancelNotice.met);
  const cancel = useEndpointAction(cancelCustomerShift, {
    failure: (error) => {
      if (isApiError(error, 409, 'validation:cancellationConfirmationRequired') || issueOf(error, 'reason')) return null;
      return validationAnswer(error, ['shiftCannotBeCancelled']) ?? 'shifts:mark.saveFailed';
    },
    onFailure: (error) => {
      if (isApiError(error, 409, 'validation:cancellationConfirmationRequired')) {
        setWarned(true);
        questionRef.current?.focus();
      }
      const issue = issueOf(error, 'reason');
      if (issue) setReasonError(issue);
    },
    onSuccess: (answer) => {
      answered();
      onCancelled(answer.shift);
    },
  });

  if (!asking) {
    return (
      <Button variant="danger" ref={askerRef('cancel')} onClick={() => ask('cancel')}>
        {t('customerShifts:cancel.button')}
      </Button>
    );
  }
  const confirm = () => {
    if (reason.trim() === '') {
      setReasonError(MISSING);
      document.getElementById(reasonId)?.focus();
      return;
    }
    void cancel.run({ shiftId: shift.id, reason: reason.trim(), confirmed: warned });
  };
  return (
    <ConfirmStep
      label={t('customerShifts:cancel.group')}
      question={warned ? t('validation:cancellationConfirmationRequired') : t('customerShifts:cancel.confirm', facts(shift))}
      questionRef={questionRef}
      details={
        <>
          {warned && (
            <Notice tone="warning">
              {t('customerShifts:cancel.billing', { count: shift.cancelNotice.hours, ...facts(shift) })}
            </Notice>
          )}
          <Field
            id={reasonId}
            label={t('customerShifts:cancel.reason')}
            required
            requiredText={t('customerShifts:required')}
            error={reasonError ? t(reasonError) : undefined}
          >
            {(props) => (
              <textarea
                {...props}
                rows={3}
                value={reason}
                onChange={(e) => {
                  setReason(e.target.value);
                  setReasonError(null);
                }}
              />
            )}
          </Field>
        </>
      }
      confirmLabel={warned ? t('customerShifts:cancel.yesBillable') : t('customerShifts:cancel.yes')}
      cancelLabel={t('customerShifts:back')}
      tone="danger"
      busy={cancel.busy}
      onConfirm={confirm}
      onCancel={() => {
        cancel.reset();
        setReasonError(null);
        stepBack();
      }}
    >
      {cancel.notice && <Notice tone={cancel.notice.tone}>{cancel.notice.text}</Notice>}
    </ConfirmStep>
  );
}
