import { useTranslation } from 'react-i18next';
import type { CustomerShiftView } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { acceptShift } from '../api/accept-shift';
import { unapprovedCountChanged } from '../api/get-unapproved-count';
import { validationAnswer } from '../model';
import { useShiftWords } from './use-shift-words';

export interface AcceptShiftProps {
  shift: CustomerShiftView;
  /** With the shift as the route answered it. */
  onAccepted: (shift: CustomerShiftView) => void;
}

/**
 * "Accept" on a worked shift (`can.accept`), asked once more naming the shift: it goes to
 * invoicing. Each button names its shift to a screen reader (a list has several).
 */
export function AcceptShift({ shift, onAccepted }: AcceptShiftProps) {
  const { t } = useTranslation(['customerShifts', 'validation', 'shifts']);
  const { facts } = useShiftWords();
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'accept'>();
  const accept = useEndpointAction(acceptShift, {
    failure: (error) => validationAnswer(error, ['shiftCannotBeAccepted', 'shiftNotWorkedYet']) ?? 'shifts:mark.saveFailed',
    onSuccess: (answer) => {
      answered();
      unapprovedCountChanged();
      onAccepted(answer.shift);
    },
  });
  if (asking) {
    return (
      <ConfirmStep
        label={t('customerShifts:accept.group')}
        question={t('customerShifts:accept.confirm', facts(shift))}
        questionRef={questionRef}
        confirmLabel={t('customerShifts:accept.yes')}
        cancelLabel={t('customerShifts:back')}
        busy={accept.busy}
        onConfirm={() => void accept.run(shift.id)}
        onCancel={() => {
          accept.reset();
          stepBack();
        }}
      >
        {accept.notice && <Notice tone={accept.notice.tone}>{accept.notice.text}</Notice>}
      </ConfirmStep>
    );
  }
  return (
    <Button variant="secondary" ref={askerRef('accept')} onClick={() => ask('accept')}>
      {t('customerShifts:accept.button')}
      <span className="sr-only">{t('customerShifts:accept.which', facts(shift))}</span>
    </Button>
  );
}
