import { useTranslation } from 'react-i18next';
import type { ShiftOffer, SupportedLanguage } from '@vuoro/domain';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { answerOffer, OFFER_ANSWERS, type OfferAnswer } from '../api/answer-offer';
import { offerAnswerError, offerShiftFacts } from '../model';

export interface OfferActionsProps {
  offer: ShiftOffer;
  language: SupportedLanguage;
  /** The answer was saved: the list says so and reloads without the offer. */
  onAnswered: (offer: ShiftOffer, answer: OfferAnswer) => void;
  /** The offer was gone when answered (someone else took the shift, …): the list says why (`key`) and reloads. */
  onGone: (offer: ShiftOffer, key: string) => void;
}

/**
 * Book an open or suggested shift, accept a bundle, or reject a suggestion. None can be taken
 * back here, so each asks once more, naming the shift or listing the bundle's shifts; the focus
 * goes to the question, and back to the button that asked when the employee steps back. A failure
 * that leaves the offer standing says so here and keeps the question open: a shift that meets the
 * employee's own time says which shift, or that the day is marked not available.
 */
export function OfferActions({ offer, language, onAnswered, onGone }: OfferActionsProps) {
  const { t } = useTranslation(['shifts', 'validation', 'errors']);
  const { asking, ask, stepBack: back, questionRef, askerRef } = useAskOnce<OfferAnswer>();
  const bundle = offer.kind === 'bundle';
  const count = offer.shifts.length;
  const answer = useEndpointAction((given: OfferAnswer) => answerOffer(offer, given), {
    failure: (error) => {
      const { gone, ...message } = offerAnswerError(error, language);
      return gone ? null : message;
    },
    onSuccess: (_, given) => onAnswered(offer, given),
    onFailure: (error) => {
      const { gone, key } = offerAnswerError(error, language);
      if (gone) onGone(offer, key);
    },
  });

  function stepBack() {
    if (answer.busy) return;
    answer.reset();
    back();
  }

  const label = (given: OfferAnswer) =>
    given === 'take'
      ? t(bundle ? 'shifts:open.acceptBundle' : 'shifts:open.book')
      : t(bundle ? 'shifts:open.rejectBundle' : 'shifts:open.reject');

  if (asking) {
    const single = t('shifts:open.shift', offerShiftFacts(offer.shifts[0]!, language));
    const text =
      asking === 'take'
        ? bundle
          ? t('shifts:open.confirmAccept', { count })
          : t('shifts:open.confirmBook', { shift: single })
        : bundle
          ? t('shifts:open.confirmRejectBundle', { count })
          : t('shifts:open.confirmReject', { shift: single });
    return (
      <ConfirmStep
        question={text}
        questionRef={questionRef}
        details={
          bundle && (
            <ul className="list-disc space-y-1 pl-6">
              {offer.shifts.map((shift) => (
                <li key={shift.id}>{t('shifts:open.shift', offerShiftFacts(shift, language))}</li>
              ))}
            </ul>
          )
        }
        confirmLabel={
          answer.busy
            ? t('shifts:open.saving')
            : asking === 'take'
              ? t(bundle ? 'shifts:open.yesAccept' : 'shifts:open.yesBook')
              : t('shifts:open.yesReject')
        }
        cancelLabel={t('shifts:open.back')}
        tone={asking === 'take' ? 'primary' : 'danger'}
        busy={answer.busy}
        onConfirm={() => void answer.run(asking)}
        onCancel={stepBack}
      >
        {answer.notice && <Notice tone={answer.notice.tone}>{answer.notice.text}</Notice>}
      </ConfirmStep>
    );
  }
  return (
    <>
      {OFFER_ANSWERS[offer.kind].map((given) => (
        <Button key={given} ref={askerRef(given)} onClick={() => ask(given)} variant={given === 'take' ? 'primary' : 'secondary'}>
          {label(given)}
        </Button>
      ))}
    </>
  );
}
