import { useTranslation } from 'react-i18next';
import type { AccountDeletionRequest } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';

export interface DeletionRequestProps {
  request: AccountDeletionRequest | null;
  onRequest: () => Promise<void>;
  onCancel: () => Promise<void>;
}

/**
 * "Request deletion of my account": a recruiter confirms it. While the request waits the
 * talent sees it and may cancel it; a rejected request shows the recruiter's reason. Asking again
 * after a rejection is not offered here: the talent contacts the agency (the document is the
 * recruiter's once handled).
 */
export function DeletionRequest({ request, onRequest, onCancel }: DeletionRequestProps) {
  const { t } = useTranslation(['talent-self', 'account']);
  const { asking, ask, answered, stepBack, questionRef, askerRef } = useAskOnce<'delete'>();
  const write = useEndpointAction((action: () => Promise<void>) => action(), {
    failure: (error) => {
      console.warn('vuoro: account deletion request failed', error);
      return 'account:saveFailed';
    },
    onSuccess: () => answered(),
  });
  const failed = write.notice && <Notice tone={write.notice.tone}>{write.notice.text}</Notice>;

  if (request?.status === 'requested') {
    return (
      <div className="space-y-3">
        <Notice tone="info">{t('talent-self:deletion.pending', { date: formatDate(request.requestedAt) })}</Notice>
        {failed}
        <Button variant="secondary" busy={write.busy} onClick={() => void write.run(onCancel)}>
          {t('talent-self:deletion.cancel')}
        </Button>
      </div>
    );
  }
  if (request?.status === 'rejected') {
    return (
      <div className="space-y-2">
        <Notice tone="info">{t('talent-self:deletion.rejected')}</Notice>
        {request.reason && (
          <p className="text-slate-800">
            {t('talent-self:deletion.reason')}: {request.reason}
          </p>
        )}
      </div>
    );
  }
  if (request?.status === 'confirmed') return <Notice tone="info">{t('talent-self:deletion.confirmed')}</Notice>;

  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t('talent-self:deletion.intro')}</p>
      {failed}
      {asking ? (
        <ConfirmStep
          className="rounded-lg border border-red-300 bg-red-50 p-3"
          label={t('talent-self:deletion.confirmTitle')}
          question={<span className="font-semibold text-red-900">{t('talent-self:deletion.confirmBody')}</span>}
          questionRef={questionRef}
          confirmLabel={t('talent-self:deletion.confirm')}
          cancelLabel={t('talent-self:cancel')}
          tone="danger"
          busy={write.busy}
          onConfirm={() => void write.run(onRequest)}
          onCancel={() => {
            write.reset();
            stepBack();
          }}
        />
      ) : (
        <Button variant="danger" ref={askerRef('delete')} onClick={() => ask('delete')}>
          {t('talent-self:deletion.request')}
        </Button>
      )}
    </div>
  );
}
