import { useTranslation } from 'react-i18next';
import type { EmployeeShiftView } from '@vuoro/domain';
import { errorText } from '@/lib/api-error';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { answerTimeChange, type TimeChangeAnswer } from '../api/answer-time-change';
import { shiftTimes } from '../model';

export interface TimeChangeActionsProps {
  shift: EmployeeShiftView;
  /** Called after the answer was saved, with what it was (the list reloads and says so). */
  onAnswered: (answer: TimeChangeAnswer) => void;
}

/**
 * Accept or reject a shift's changed time. Neither can be taken back, so each asks once more,
 * naming the time that will stand; a failure says so and leaves the choice open.
 */
export function TimeChangeActions({ shift, onAnswered }: TimeChangeActionsProps) {
  const { t } = useTranslation(['shifts', 'validation']);
  const { time, original } = shiftTimes(shift);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<TimeChangeAnswer>();
  // 409: the change was answered meanwhile (another device); anything else: not saved.
  const answer = useEndpointAction((given: TimeChangeAnswer) => answerTimeChange(shift.id, given), {
    failure: (error) =>
      errorText(error, { byStatus: { 409: 'validation:timeChangeNotPending' }, fallback: 'shifts:changeAnswer.failed' }),
    onSuccess: (_, given) => {
      answered();
      onAnswered(given);
    },
  });

  if (asking) {
    return (
      <ConfirmStep
        label={t('shifts:changeAnswer.group')}
        question={
          asking === 'accept'
            ? t('shifts:changeAnswer.confirmAccept', { time })
            : t('shifts:changeAnswer.confirmReject', { time: original ?? time })
        }
        questionRef={questionRef}
        confirmLabel={asking === 'accept' ? t('shifts:changeAnswer.yesAccept') : t('shifts:changeAnswer.yesReject')}
        cancelLabel={t('shifts:changeAnswer.back')}
        busy={answer.busy}
        onConfirm={() => void answer.run(asking)}
        onCancel={() => {
          answer.reset();
          stepBack();
        }}
      >
        {answer.notice && <Notice tone={answer.notice.tone}>{answer.notice.text}</Notice>}
      </ConfirmStep>
    );
  }
  return (
    <>
      <Button ref={askerRef('accept')} onClick={() => ask('accept')}>
        {t('shifts:changeAnswer.accept')}
      </Button>
      <Button variant="secondary" ref={askerRef('reject')} onClick={() => ask('reject')}>
        {t('shifts:changeAnswer.reject')}
      </Button>
    </>
  );
}
