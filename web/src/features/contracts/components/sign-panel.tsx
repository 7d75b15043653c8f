import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import type { EndpointAction } from '@/lib/use-endpoint-action';

export interface SignPanelProps {
  /** Every part (the contract and each attachment) opened by this employee at its current text. */
  allOpened: boolean;
  /** The signing write (its busy state and what it said); `run` is called once the employee confirmed. */
  sign: Pick<EndpointAction<void, unknown>, 'busy' | 'notice' | 'reset'> & { run: () => unknown };
}

/**
 * Sign, under the parts: disabled with the reason beside it (and read with it) until every part
 * was opened; then asked once more ("A signed contract cannot be taken back"). A refusal (409,
 * e.g. an attachment changed after it was read) is said under the buttons and nothing is lost.
 */
export function SignPanel({ allOpened, sign }: SignPanelProps) {
  const { t } = useTranslation(['contracts', 'validation']);
  const headingId = useId();
  const reasonId = useId();
  const { asking, ask, stepBack, questionRef, askerRef } = useAskOnce<'sign'>();
  return (
    <section aria-labelledby={headingId} className="mt-8 rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('contracts:sign.title')}
      </h2>
      {asking ? (
        <ConfirmStep
          className="mt-3"
          question={t('contracts:sign.confirm')}
          questionRef={questionRef}
          confirmLabel={sign.busy ? t('contracts:sign.busy') : t('contracts:sign.yes')}
          cancelLabel={t('contracts:sign.back')}
          busy={sign.busy}
          onConfirm={() => void sign.run()}
          onCancel={() => {
            sign.reset();
            stepBack();
          }}
        >
          {sign.notice && <Notice tone={sign.notice.tone}>{sign.notice.text}</Notice>}
        </ConfirmStep>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <Button
            ref={askerRef('sign')}
            disabled={!allOpened}
            aria-describedby={allOpened ? undefined : reasonId}
            onClick={() => ask('sign')}
          >
            {t('contracts:sign.button')}
          </Button>
          {!allOpened && (
            <p id={reasonId} className="min-w-0 flex-1 basis-56 text-sm text-slate-700">
              {t('validation:contractNotRead')}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
