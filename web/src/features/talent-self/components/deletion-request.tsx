import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDeletionRequest } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { Notice } from '@/lib/ui/account-form';
import { Button } from '@/lib/ui/button';

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
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  const run = async (action: () => Promise<void>) => {
    setState('busy');
    try {
      await action();
      setState('idle');
      setConfirming(false);
    } catch (error) {
      console.warn('vuoro: account deletion request failed', error);
      setState('failed');
    }
  };
  const failed = state === 'failed' && <Notice tone="error">{t('account:saveFailed')}</Notice>;

  if (request?.status === 'requested') {
    return (
      <div className="space-y-3">
        <Notice tone="info">{t('talent-self:deletion.pending', { date: formatDate(request.requestedAt) })}</Notice>
        {failed}
        <Button variant="secondary" disabled={state === 'busy'} onClick={() => void run(onCancel)}>
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
      {confirming ? (
        <div
          role="group"
          aria-label={t('talent-self:deletion.confirmTitle')}
          className="space-y-3 rounded-lg border border-red-300 bg-red-50 p-3"
        >
          <p className="font-semibold text-red-900">{t('talent-self:deletion.confirmBody')}</p>
          <div className="flex flex-wrap gap-3">
            <Button variant="danger" disabled={state === 'busy'} onClick={() => void run(onRequest)}>
              {t('talent-self:deletion.confirm')}
            </Button>
            <Button variant="secondary" disabled={state === 'busy'} onClick={() => setConfirming(false)}>
              {t('talent-self:cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {t('talent-self:deletion.request')}
        </Button>
      )}
    </div>
  );
}
