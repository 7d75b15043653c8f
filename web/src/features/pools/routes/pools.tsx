import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { usePoolConnections } from '../api/get-pool-connections';
import type { PoolAnswer } from '../api/answer-pool';
import { PoolCard } from '../components/pool-card';

/**
 * `/pools` (employee): invitations first (accept, or reject after asking), then the customers'
 * pools the employee is in (leave after asking), each with its state, contract type, place and
 * last shift date. After an answer the list reloads and says what happened.
 */
export default function PoolsRoute() {
  const { t } = useTranslation(['pools', 'common']);
  const connections = usePoolConnections();
  const [done, setDone] = useState<PoolAnswer | null>(null);
  const list = connections.data?.connections ?? [];
  const invitations = list.filter((c) => c.state === 'new');
  const pools = list.filter((c) => c.state !== 'new');
  const signedOut = connections.status === 'error' && isSignedOut(connections.error);
  const answered = (answer: PoolAnswer) => {
    setDone(answer);
    connections.retry();
  };
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader title={t('common:screens.pools')} description={t('pools:intro')} />
      <div aria-live="polite" className="mt-3">
        {connections.status === 'loading' && !connections.data && <p>{t('pools:loading')}</p>}
        {done && <Notice tone="success">{t(`pools:done.${done}`)}</Notice>}
      </div>
      {connections.status === 'error' && !signedOut && (
        <LoadFailed error={connections.error} retry={connections.retry} className="mt-3" />
      )}
      {connections.data && list.length === 0 && (
        <EmptyState title={t('pools:empty')} className="mt-4">
          {t('pools:emptyBody')}
        </EmptyState>
      )}
      {invitations.length > 0 && (
        <Group title={t('pools:invitations', { count: invitations.length })}>
          {invitations.map((c) => (
            <li key={c.id}>
              <PoolCard connection={c} onAnswered={answered} />
            </li>
          ))}
        </Group>
      )}
      {pools.length > 0 && (
        <Group title={t('pools:myPools')}>
          {pools.map((c) => (
            <li key={c.id}>
              <PoolCard connection={c} onAnswered={answered} />
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <ul className="mt-3 grid gap-3">{children}</ul>
    </section>
  );
}
