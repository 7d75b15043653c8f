import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmployeeShiftView } from '@vuoro/domain';
import { StaffApiError } from '@/lib/staff-api';
import { Notice } from '@/lib/ui/account-form';
import { useAskOnce } from '@/lib/ui/use-ask-once';
import { answerTimeChange, type TimeChangeAnswer } from '../api/answer-time-change';
import { shiftTimes } from '../model';

export interface TimeChangeActionsProps {
  shift: EmployeeShiftView;
  /** Called after the answer was saved, with what it was (the list reloads and says so). */
  onAnswered: (answer: TimeChangeAnswer) => void;
}

const button = 'inline-flex min-h-11 items-center rounded-lg px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Accept or reject a shift's changed time. Neither can be taken back, so each asks once more,
 * naming the time that will stand; a failure says so and leaves the choice open.
 */
export function TimeChangeActions({ shift, onAnswered }: TimeChangeActionsProps) {
  const { t } = useTranslation(['shifts', 'validation']);
  const { time, original } = shiftTimes(shift);
  const [state, setState] = useState<'idle' | 'saving' | 'failed' | 'stale'>('idle');
  const questionId = useId();
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<TimeChangeAnswer>();

  async function confirm(answer: TimeChangeAnswer) {
    setState('saving');
    try {
      await answerTimeChange(shift.id, answer);
      answered();
      setState('idle');
      onAnswered(answer);
    } catch (error) {
      // 409: the change was answered meanwhile (another device); anything else: not saved.
      setState(error instanceof StaffApiError && error.status === 409 ? 'stale' : 'failed');
    }
  }

  if (asking) {
    return (
      <div role="group" aria-label={t('shifts:changeAnswer.group')} aria-describedby={questionId} className="grid w-full gap-3">
        <p id={questionId} ref={questionRef} tabIndex={-1} className="font-medium focus:outline-none">
          {asking === 'accept'
            ? t('shifts:changeAnswer.confirmAccept', { time })
            : t('shifts:changeAnswer.confirmReject', { time: original ?? time })}
        </p>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={state === 'saving'}
            onClick={() => void confirm(asking)}
            className={`${button} bg-brand-800 text-white hover:bg-brand-700`}
          >
            {asking === 'accept' ? t('shifts:changeAnswer.yesAccept') : t('shifts:changeAnswer.yesReject')}
          </button>
          <button
            type="button"
            disabled={state === 'saving'}
            onClick={() => {
              stepBack();
              setState('idle');
            }}
            className={`${button} border border-slate-400 bg-white text-brand-800 hover:bg-slate-50`}
          >
            {t('shifts:changeAnswer.back')}
          </button>
        </div>
        {state === 'failed' && <Notice tone="error">{t('shifts:changeAnswer.failed')}</Notice>}
        {state === 'stale' && <Notice tone="error">{t('validation:timeChangeNotPending')}</Notice>}
      </div>
    );
  }
  return (
    <>
      <button
        type="button"
        ref={askerRef('accept')}
        onClick={() => ask('accept')}
        className={`${button} bg-brand-800 text-white hover:bg-brand-700`}
      >
        {t('shifts:changeAnswer.accept')}
      </button>
      <button
        type="button"
        ref={askerRef('reject')}
        onClick={() => ask('reject')}
        className={`${button} border border-slate-400 bg-white text-brand-800 hover:bg-slate-50`}
      >
        {t('shifts:changeAnswer.reject')}
      </button>
    </>
  );
}
