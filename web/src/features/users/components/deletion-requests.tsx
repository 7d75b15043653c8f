import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, TEXT_LIMITS, type AccountDeletionRequest } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { Notice } from '@/lib/ui/notice';
import { FormField } from '@/lib/ui/field';
import { confirmAccountDeletion, deletionErrorKey, rejectAccountDeletion, rejectInput } from '../api/account-deletion';
import { DeletionConfirmDialog } from './deletion-confirm-dialog';
import { DeletionPerson } from './deletion-person';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';

export interface DeletionRequestsProps {
  requests: AccountDeletionRequest[];
  /** Admins confirm and reject; my staff only see the list. */
  canAct: boolean;
  /** After a confirm (the deleted talents list has a new entry) or a reject, with whose request. */
  onHandled: (who: string, outcome: 'confirmed' | 'rejected') => void;
}

/** The talents' deletion requests waiting for an admin, newest first. */
export function DeletionRequests({ requests, canAct, onHandled }: DeletionRequestsProps) {
  const { t } = useTranslation(['restore-user']);
  if (requests.length === 0) return <p className="text-slate-700">{t('restore-user:pending.none')}</p>;
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <DeletionRequestItem key={r.uid} request={r} canAct={canAct} onHandled={onHandled} />
      ))}
    </ul>
  );
}

/** Who asked: the name, or the email when the request has no name. */
export const requesterName = (r: Pick<AccountDeletionRequest, 'name' | 'email'>) => r.name || r.email;

function DeletionRequestItem({
  request,
  canAct,
  onHandled,
}: {
  request: AccountDeletionRequest;
  canAct: boolean;
  onHandled: DeletionRequestsProps['onHandled'];
}) {
  const { t } = useTranslation(['restore-user', 'validation', 'errors']);
  const titleId = useId();
  const reasonId = useId();
  const [mode, setMode] = useState<'idle' | 'confirming' | 'rejecting'>('idle');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const who = requesterName(request);
  // The texts are said in the dialog or above the form (keys), so the hook says none itself.
  const confirmWrite = useEndpointAction(confirmAccountDeletion, {
    failure: () => null,
    onFailure: (e) => setError(deletionErrorKey(e, 'confirm')),
    onSuccess: () => {
      setMode('idle');
      onHandled(who, 'confirmed');
    },
  });
  const rejectWrite = useEndpointAction(rejectAccountDeletion, {
    failure: () => null,
    onFailure: (err) => {
      const key = deletionErrorKey(err, 'reject');
      if (key.startsWith('validation:')) setReasonError(key);
      else setError(key);
    },
    // The live list moves the request to the handled ones.
    onSuccess: () => onHandled(who, 'rejected'),
  });
  const busy = confirmWrite.busy || rejectWrite.busy;

  async function confirm() {
    setError(null);
    await confirmWrite.run(request.uid);
  }

  async function reject(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const parsed = rejectInput.safeParse({ uid: request.uid, reason });
    if (!parsed.success) {
      setReasonError(fieldErrors<'reason'>(parsed.error.issues).reason ?? null);
      document.getElementById(reasonId)?.focus();
      return;
    }
    setReasonError(null);
    await rejectWrite.run(parsed.data);
  }

  return (
    <DeletionPerson
      titleId={titleId}
      name={who}
      facts={[
        [t('restore-user:email'), request.email],
        [t('restore-user:requested'), formatDate(request.requestedAt)],
      ]}
    >
      {error && mode !== 'confirming' && (
        <div className="mt-3">
          <Notice tone="error">{t(error)}</Notice>
        </div>
      )}
      {canAct && mode === 'rejecting' && (
        <form className="mt-3 space-y-3" onSubmit={reject} noValidate>
          <FormField
            id={reasonId}
            label={t('restore-user:reject.reason')}
            hint={t('restore-user:reject.hint')}
            required
            requiredText={t('restore-user:required')}
            error={reasonError ? t(reasonError) : undefined}
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={TEXT_LIMITS.medium}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={busy}>
              {busy ? t('restore-user:reject.busy') : t('restore-user:reject.action')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setMode('idle')}>
              {t('restore-user:cancel')}
            </Button>
          </div>
        </form>
      )}
      {canAct && mode !== 'rejecting' && (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            variant="danger"
            aria-describedby={titleId}
            onClick={() => {
              setError(null);
              setMode('confirming');
            }}
          >
            {t('restore-user:confirm.open')}
          </Button>
          <Button
            variant="secondary"
            aria-describedby={titleId}
            onClick={() => {
              setError(null);
              setMode('rejecting');
            }}
          >
            {t('restore-user:reject.open')}
          </Button>
        </div>
      )}
      {canAct && (
        <DeletionConfirmDialog
          who={mode === 'confirming' ? who : null}
          busy={busy}
          error={mode === 'confirming' ? error : null}
          onConfirm={() => void confirm()}
          onClose={() => setMode('idle')}
        />
      )}
    </DeletionPerson>
  );
}
