import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskMessageSendView } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Button } from '@/lib/ui/button';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import type { EndpointState } from '@/lib/use-endpoint';
import { MessageDelivery } from './message-delivery';
import { sendTarget, type AudienceNames } from './message-model';

export const SENDS_PAGE = 20;

export interface MessageSendsProps {
  list: EndpointState<{ sends: DeskMessageSendView[]; total: number }>;
  skip: number;
  onPage: (skip: number) => void;
  names: AudienceNames;
}

/** The messages sent at the desk, newest first, each with whom it reached, its counts, and its delivery on request. */
export function MessageSends({ list, skip, onPage, names }: MessageSendsProps) {
  const { t } = useTranslation(['desk', 'errors']);
  const headingId = useId();
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-bold">
        {t('desk:messages.sends')}
      </h2>
      <p className="mt-1 text-slate-700" aria-live="polite">
        {list.status === 'loading' && !list.data
          ? t('desk:messages.loadingSends')
          : list.data
            ? t('desk:messages.sendCount', { count: total })
            : ''}
      </p>
      {list.status === 'error' && (
        <LoadFailed error={list.error} retry={list.retry} message={t('desk:messages.loadFailed')} className="mt-3" />
      )}
      {list.data && total === 0 && <EmptyState className="mt-4" title={t('desk:messages.noSends')} />}
      <ul className="mt-3 grid gap-3">
        {list.data?.sends.map((send) => (
          <SendItem key={send.id} send={send} names={names} />
        ))}
      </ul>
      {total > SENDS_PAGE && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button variant="secondary" disabled={skip === 0} onClick={() => onPage(Math.max(0, skip - SENDS_PAGE))}>
            {t('desk:messages.newer')}
          </Button>
          <Button variant="secondary" disabled={skip + SENDS_PAGE >= total} onClick={() => onPage(skip + SENDS_PAGE)}>
            {t('desk:messages.older')}
          </Button>
        </div>
      )}
    </section>
  );
}

/**
 * One send. Its counts are the list's until its delivery is read (opened or refreshed): then that
 * answer's, so the line agrees with the delivery below it; the list's next load takes over again.
 */
function SendItem({ send: listed, names }: { send: DeskMessageSendView; names: AudienceNames }) {
  const { t } = useTranslation('desk');
  const [open, setOpen] = useState(false);
  const [read, setRead] = useState<{ of: DeskMessageSendView; send: DeskMessageSendView } | null>(null);
  const send = read?.of === listed ? read.send : listed;
  const deliveryId = useId();
  const target = sendTarget(send.to, names);
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold break-words">{send.subject}</h3>
      <p className="text-sm text-slate-700">
        {t('desk:messages.sentBy', {
          time: formatDateTimeInAgencyZone(new Date(send.sentAt)),
          name: send.senderName ?? '',
        })}
      </p>
      <p className="mt-1">{t(target.key, target.values)}</p>
      <p className="mt-1 text-sm text-slate-800">
        {[
          t('desk:messages.counts.recipients', { count: send.recipients }),
          t('desk:messages.counts.opened', { count: send.opened }),
          t('desk:messages.counts.mailSent', { count: send.mail.sent }),
          send.mail.queued > 0 ? t('desk:messages.counts.mailQueued', { count: send.mail.queued }) : '',
          send.mail.failed > 0 ? t('desk:messages.counts.mailFailed', { count: send.mail.failed }) : '',
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <div className="mt-2">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={open ? deliveryId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? t('desk:messages.hideDelivery') : t('desk:messages.showDelivery')}
        </Button>
      </div>
      {open && <MessageDelivery sendId={send.id} id={deliveryId} onRead={(latest) => setRead({ of: listed, send: latest })} />}
    </li>
  );
}
