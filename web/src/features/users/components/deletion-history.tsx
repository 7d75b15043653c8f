import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountDeletionRequest } from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { DeletionPerson } from './deletion-person';
import { requesterName } from './deletion-requests';

/** Requests an admin has confirmed or rejected: who handled them, when, and a rejection's reason. */
export function DeletionHistory({ requests }: { requests: AccountDeletionRequest[] }) {
  const { t } = useTranslation(['restore-user']);
  if (requests.length === 0) return <p className="text-slate-700">{t('restore-user:handled.none')}</p>;
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <HandledRequest key={r.uid} request={r} />
      ))}
    </ul>
  );
}

function HandledRequest({ request: r }: { request: AccountDeletionRequest }) {
  const { t } = useTranslation(['restore-user']);
  const titleId = useId();
  const outcome = r.status === 'confirmed' ? 'confirmed' : 'rejected';
  const by = [
    r.handledByEmail || r.handledBy || '—',
    r.handledAt ? `${formatDate(r.handledAt)} ${formatTime(r.handledAt)}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <DeletionPerson
      titleId={titleId}
      name={requesterName(r)}
      facts={[
        [
          t('restore-user:handled.outcome'),
          <span
            className={`inline-block rounded-full px-2 text-xs font-semibold ${outcome === 'confirmed' ? 'bg-red-100 text-red-900' : 'bg-slate-200 text-slate-900'}`}
          >
            {t(`restore-user:handled.status.${outcome}`)}
          </span>,
        ],
        [t('restore-user:email'), r.email],
        [t('restore-user:requested'), formatDate(r.requestedAt)],
        [t('restore-user:handled.by'), by],
        ...(r.reason
          ? [[t('restore-user:handled.reason'), <span className="whitespace-pre-line">{r.reason}</span>] as [string, ReactNode]]
          : []),
      ]}
    />
  );
}
