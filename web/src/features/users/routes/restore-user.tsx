import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETED_TALENT_RESTORE_DAYS } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { deletionErrorKey, useDeletedTalents, useDeletionRequests } from '../api/account-deletion';
import { DeletedTalents } from '../components/deleted-talents';
import { DeletionHistory } from '../components/deletion-history';
import { DeletionRequests } from '../components/deletion-requests';
import { LoadFailed } from '@/lib/ui/load-failed';

/**
 * `/restoreuser` (issue 5 item 8, issue 6 item 2): the talents' account deletion requests, live;
 * an admin confirms one (the profile moves to `deletedTalents`, the account is disabled; restorable
 * for 30 days) or rejects it with the reason the talent sees; recently handled requests; and the
 * deleted talents still restorable, which an admin restores. My staff see the same read-only.
 */
export default function RestoreUserRoute() {
  return (
    <FirestoreScope>
      <RestoreUser />
    </FirestoreScope>
  );
}

function RestoreUser() {
  // Every namespace the screen's parts use, loaded before it shows: a part that suspended later
  // would hide the whole screen for a moment (and lose focus).
  const { t } = useTranslation(['restore-user', 'common', 'errors', 'validation']);
  const roles = useRoles();
  const canAct = roles.admin;
  const requests = useDeletionRequests();
  const deleted = useDeletedTalents();
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const reloadDeleted = deleted.retry;
  const onHandled = useCallback(
    (who: string, outcome: 'confirmed' | 'rejected') => {
      setDone(t(`restore-user:done.${outcome}`, { who, count: DELETED_TALENT_RESTORE_DAYS }));
      if (outcome === 'confirmed') reloadDeleted();
    },
    [t, reloadDeleted],
  );
  const onRestored = useCallback(
    (who: string) => {
      setDone(t('restore-user:done.restored', { who }));
      reloadDeleted();
    },
    [t, reloadDeleted],
  );

  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('common:screens.restoreUser')}</h1>
      <p className="text-slate-700">{t('restore-user:intro', { count: DELETED_TALENT_RESTORE_DAYS })}</p>
      {!canAct && <Notice tone="info">{t('restore-user:readOnly')}</Notice>}
      <div ref={doneRef} tabIndex={-1} className="outline-none">
        {done && <Notice tone="success">{done}</Notice>}
      </div>

      <Section id="restore-pending" title={t('restore-user:pending.title')}>
        {requests.status === 'ready' ? (
          <DeletionRequests requests={requests.data.pending} canAct={canAct} onHandled={onHandled} />
        ) : (
          <LoadState failed={requests.status === 'error'} retry={requests.retry} />
        )}
      </Section>

      <Section id="restore-deleted" title={t('restore-user:deleted.title')}>
        {deleted.status === 'ready' ? (
          <DeletedTalents talents={deleted.data} canAct={canAct} onRestored={onRestored} />
        ) : (
          <LoadState
            failed={deleted.status === 'error'}
            retry={deleted.retry}
            message={deleted.status === 'error' ? deletionErrorKey(deleted.error, 'list') : undefined}
          />
        )}
      </Section>

      <Section id="restore-handled" title={t('restore-user:handled.title')}>
        {requests.status === 'ready' ? (
          <DeletionHistory requests={requests.data.handled} />
        ) : (
          <LoadState failed={requests.status === 'error'} retry={requests.retry} />
        )}
      </Section>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Loading, or a failed load with its message and a retry. */
function LoadState({ failed, retry, message }: { failed: boolean; retry: () => void; message?: string | undefined }) {
  const { t } = useTranslation(['errors', 'common', 'restore-user']);
  if (!failed) return <Loading />;
  return <LoadFailed retry={retry} message={t(message ?? 'errors:couldNotLoadData')} />;
}
