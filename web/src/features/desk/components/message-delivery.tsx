import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskMessageSendView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useDeskMessageDelivery } from '../api/get-desk-message-delivery';

export interface MessageDeliveryProps {
  sendId: string;
  id: string;
  /** Each answer's send, counted anew with its recipients: the list's line for the send follows it. */
  onRead: (send: DeskMessageSendView) => void;
}

const mailTone = {
  none: 'text-slate-700',
  queued: 'text-slate-700',
  sending: 'text-slate-700',
  sent: 'text-green-800',
  failed: 'text-red-800',
};

/** One send per recipient: their email (not sent, queued, being sent, sent, failed) and whether they opened the message. */
export function MessageDelivery({ sendId, id, onRead }: MessageDeliveryProps) {
  const { t } = useTranslation(['desk', 'errors']);
  const delivery = useDeskMessageDelivery(sendId);
  const read = useEffectEvent(onRead);
  useEffect(() => {
    if (delivery.data) read(delivery.data.send);
  }, [delivery.data]);
  return (
    <div id={id} className="mt-3 border-t border-slate-200 pt-3">
      {delivery.status === 'loading' && !delivery.data && <p className="text-slate-700">{t('desk:messages.delivery.loading')}</p>}
      {delivery.status === 'error' && <LoadFailed error={delivery.error} retry={delivery.retry} />}
      {delivery.data && (
        <ul aria-label={t('desk:messages.delivery.label')} className="divide-y divide-slate-200">
          {delivery.data.recipients.map((r) => (
            <li key={r.messageId} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
              <span className="font-medium">{r.name}</span>
              <span className="flex flex-wrap gap-x-4 text-sm">
                <span className={`font-semibold ${mailTone[r.mail]}`}>{t(`desk:messages.mail.${r.mail}`)}</span>
                <span className="text-slate-700">
                  {r.openedAt
                    ? t('desk:messages.delivery.openedAt', { time: formatDateTimeInAgencyZone(new Date(r.openedAt)) })
                    : t('desk:messages.delivery.notOpened')}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {delivery.data && (
        <div className="mt-2">
          <button
            type="button"
            className="text-sm font-semibold text-brand-700 underline underline-offset-4"
            onClick={delivery.retry}
          >
            {t('desk:messages.delivery.refresh')}
          </button>
        </div>
      )}
    </div>
  );
}
