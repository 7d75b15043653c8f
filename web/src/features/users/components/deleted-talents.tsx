import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DELETED_TALENT_RESTORE_DAYS } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { DeletionPerson } from './deletion-person';
import { deletionErrorKey, restoreDeletedTalent, type DeletedTalent } from '../api/account-deletion';
import { Button } from '@/lib/ui/button';

export interface DeletedTalentsProps {
  talents: DeletedTalent[];
  canAct: boolean;
  /** After a restore, with whom: the list is read again. */
  onRestored: (who: string) => void;
}

/** Deleted talents an admin can still restore (within 30 days of the deletion). */
export function DeletedTalents({ talents, canAct, onRestored }: DeletedTalentsProps) {
  const { t } = useTranslation(['restore-user']);
  if (talents.length === 0) return <p className="text-slate-700">{t('restore-user:deleted.none')}</p>;
  return (
    <ul className="space-y-3">
      {talents.map((d) => (
        <DeletedTalentItem key={d.uid} talent={d} canAct={canAct} onRestored={onRestored} />
      ))}
    </ul>
  );
}

function DeletedTalentItem({
  talent,
  canAct,
  onRestored,
}: {
  talent: DeletedTalent;
  canAct: boolean;
  onRestored: (who: string) => void;
}) {
  const { t } = useTranslation(['restore-user', 'validation', 'errors']);
  const titleId = useId();
  const who = talent.name ?? talent.email ?? talent.uid;
  // Restored: the button stays "Restoring…" until the list, read again, drops the talent.
  const [restored, setRestored] = useState(false);
  const restore = useEndpointAction(restoreDeletedTalent, {
    failure: (e) => ({ key: deletionErrorKey(e, 'restore'), values: { count: DELETED_TALENT_RESTORE_DAYS } }),
    onSuccess: () => {
      setRestored(true);
      onRestored(who);
    },
  });
  const busy = restore.busy || restored;
  return (
    <DeletionPerson
      titleId={titleId}
      name={who}
      facts={[
        [t('restore-user:email'), talent.email ?? '—'],
        [t('restore-user:deleted.at'), formatDate(new Date(talent.deletedAt))],
        [t('restore-user:deleted.until'), formatDate(new Date(talent.restorableUntil))],
      ]}
    >
      {restore.notice && (
        <div className="mt-3">
          <Notice tone={restore.notice.tone}>{restore.notice.text}</Notice>
        </div>
      )}
      {canAct && (
        <Button className="mt-3" aria-describedby={titleId} busy={busy} onClick={() => void restore.run(talent.uid)}>
          {busy ? t('restore-user:deleted.busy') : t('restore-user:deleted.restore')}
        </Button>
      )}
    </DeletionPerson>
  );
}
