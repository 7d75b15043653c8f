import { useTranslation } from 'react-i18next';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { acceptAllShifts } from '../api/accept-all-shifts';
import { unapprovedCountChanged, type useUnapprovedShiftCount } from '../api/get-unapproved-count';

/**
 * "Accept N shifts": every worked shift waiting for acceptance (UnapprovedShiftCount), asked once
 * more; says how many were accepted. Nothing when none waits. The screen reads the count
 * (`waiting`), so that it knows when everything above its list has arrived.
 */
export function AcceptAll({
  waiting,
  onAccepted,
}: {
  waiting: ReturnType<typeof useUnapprovedShiftCount>;
  onAccepted: () => void;
}) {
  const { t } = useTranslation(['customerShifts', 'shifts']);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'all'>();
  const accept = useEndpointAction(acceptAllShifts, {
    success: (answer) => ({ key: 'customerShifts:acceptAll.done', values: { count: answer.accepted } }),
    failure: () => 'shifts:mark.saveFailed',
    onSuccess: () => {
      answered();
      unapprovedCountChanged();
      onAccepted();
    },
  });
  const count = waiting.data?.count ?? 0;
  if (!asking && count === 0 && !accept.notice) return null;
  return (
    <div className="grid gap-3">
      {asking ? (
        <ConfirmStep
          label={t('customerShifts:acceptAll.group')}
          question={t('customerShifts:acceptAll.confirm', { count })}
          questionRef={questionRef}
          confirmLabel={t('customerShifts:acceptAll.yes')}
          cancelLabel={t('customerShifts:back')}
          busy={accept.busy}
          onConfirm={() => void accept.run(undefined)}
          onCancel={() => {
            accept.reset();
            stepBack();
          }}
        >
          {accept.notice?.tone === 'error' && <Notice tone="error">{accept.notice.text}</Notice>}
        </ConfirmStep>
      ) : (
        count > 0 && (
          <Button ref={askerRef('all')} onClick={() => ask('all')} className="justify-self-start">
            {t('customerShifts:acceptAll.button', { count })}
          </Button>
        )
      )}
      {!asking && accept.notice?.tone === 'success' && <Notice tone="success">{accept.notice.text}</Notice>}
    </div>
  );
}
