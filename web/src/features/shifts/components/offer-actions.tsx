import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftOffer, SupportedLanguage } from '@vuoro/domain';
import { buttonClass, Notice } from '@/lib/ui/account-form';
import { useAskOnce } from '@/lib/ui/use-ask-once';
import { answerOffer, OFFER_ANSWERS, type OfferAnswer } from '../api/answer-offer';
import { offerAnswerError, offerShiftFacts, type ShiftMessage } from '../model';

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
  const questionId = useId();
  const { asking, ask, stepBack: back, questionRef, askerRef } = useAskOnce<OfferAnswer>();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<ShiftMessage | null>(null);
  const bundle = offer.kind === 'bundle';
  const count = offer.shifts.length;

  async function confirm(answer: OfferAnswer) {
    if (saving) return;
    setSaving(true);
    setFailed(null);
    try {
      await answerOffer(offer, answer);
      onAnswered(offer, answer);
    } catch (error) {
      const { gone, ...message } = offerAnswerError(error, language);
      if (gone) {
        onGone(offer, message.key);
        return;
      }
      setFailed(message);
      setSaving(false);
    }
  }

  function stepBack() {
    if (saving) return;
    setFailed(null);
    back();
  }

  const label = (answer: OfferAnswer) =>
    answer === 'take'
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
      <div role="group" aria-labelledby={questionId} className="grid w-full gap-3">
        <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium focus:outline-none">
          {text}
        </p>
        {bundle && (
          <ul className="list-disc space-y-1 pl-6">
            {offer.shifts.map((shift) => (
              <li key={shift.id}>{t('shifts:open.shift', offerShiftFacts(shift, language))}</li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            aria-disabled={saving}
            onClick={() => void confirm(asking)}
            className={`${asking === 'take' ? buttonClass.primary : buttonClass.danger} aria-disabled:cursor-wait aria-disabled:opacity-60`}
          >
            {saving
              ? t('shifts:open.saving')
              : asking === 'take'
                ? t(bundle ? 'shifts:open.yesAccept' : 'shifts:open.yesBook')
                : t('shifts:open.yesReject')}
          </button>
          <button
            type="button"
            aria-disabled={saving}
            onClick={stepBack}
            className={`${buttonClass.secondary} aria-disabled:cursor-wait aria-disabled:opacity-60`}
          >
            {t('shifts:open.back')}
          </button>
        </div>
        {failed && <Notice tone="error">{t(failed.key, failed.values)}</Notice>}
      </div>
    );
  }
  return (
    <>
      {OFFER_ANSWERS[offer.kind].map((answer) => (
        <button
          key={answer}
          type="button"
          ref={askerRef(answer)}
          onClick={() => ask(answer)}
          className={answer === 'take' ? buttonClass.primary : buttonClass.secondary}
        >
          {label(answer)}
        </button>
      ))}
    </>
  );
}
