import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link, useLocation } from 'wouter';
import { routes } from '@vuoro/domain';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { PossibleDuplicate } from '../../api/detail/find-duplicates';
import type { MergeTalentsInput } from '../../api/detail/merge-talents';
import { Button } from '@/lib/ui/button';

export interface DuplicateNoticeProps {
  flagged: boolean;
  matches: PossibleDuplicate[];
  /** Given to admins only: clears the duplicate flag. */
  onDismiss?: (() => Promise<void>) | undefined;
  /** The profile on screen, named in the merge dialog. */
  current?: { id: string; name: string };
  /** Given to admins only: merges one profile into the other. */
  onMerge?: ((input: MergeTalentsInput) => Promise<void>) | undefined;
}

/**
 * A possible duplicate profile: the talent's `duplicate` flag says 'It seems that you have
 * multiple accounts!', and other talents with the same email or phone are listed for the
 * recruiter. Dismiss clears the flag. Merge opens a dialog where the admin picks the profile to
 * keep (this one by default) and confirms with both names shown; the other profile's data is
 * copied into the kept one and the other is deleted (see `planTalentMerge`). After merging the
 * screen shows the kept profile.
 */
export function DuplicateNotice({ flagged, matches, onDismiss, current, onMerge }: DuplicateNoticeProps) {
  const { t } = useTranslation(['talent']);
  const [merging, setMerging] = useState<PossibleDuplicate | null>(null);
  const dismiss = useEndpointAction(
    (_input: void): Promise<void> => (onDismiss ? onDismiss() : Promise.reject(new Error('Dismissing is for admins only'))),
    {
      failure: (error) => {
        console.warn('vuoro: dismissing the duplicate flag failed', error);
        return 'talent:saveFailed';
      },
    },
  );
  if (!flagged && matches.length === 0) return null;

  return (
    <section aria-labelledby="talent-duplicate" className="rounded-xl border border-accent-400 bg-accent-100 p-4">
      <h2 id="talent-duplicate" className="font-bold text-slate-900">
        {t('talent:duplicate.title')}
      </h2>
      {flagged && <p className="mt-1 font-semibold text-slate-900">{t('talent:multipleAccounts')}</p>}
      {matches.length > 0 && (
        <>
          <p className="mt-2 text-slate-800">{t('talent:duplicate.matches')}</p>
          <ul className="mt-1 list-inside list-disc">
            {matches.map((m) => (
              <li key={m.id}>
                <Link
                  href={routes.talentDetail.href(undefined, { id: m.id })}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {m.name}
                </Link>
                {[m.email, m.phoneNumber].filter(Boolean).length > 0 && (
                  <span className="text-slate-700"> ({[m.email, m.phoneNumber].filter(Boolean).join(', ')})</span>
                )}
                {onMerge && current && (
                  <Button
                    variant="link"
                    className="ml-2 text-sm"
                    onClick={() => setMerging(m)}
                    aria-label={t('talent:merge.openFor', { name: m.name })}
                  >
                    {t('talent:merge.open')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {dismiss.notice && (
        <div className="mt-2">
          <Notice tone={dismiss.notice.tone}>{dismiss.notice.text}</Notice>
        </div>
      )}
      {flagged && onDismiss && (
        <Button variant="secondary" className="mt-3" onClick={() => void dismiss.run()} busy={dismiss.busy}>
          {t('talent:duplicate.dismiss')}
        </Button>
      )}
      {merging && current && onMerge && (
        <MergeDialog current={current} other={merging} onMerge={onMerge} onClose={() => setMerging(null)} />
      )}
    </section>
  );
}

interface MergeDialogProps {
  current: { id: string; name: string };
  other: PossibleDuplicate;
  onMerge: (input: MergeTalentsInput) => Promise<void>;
  onClose: () => void;
}

/** Picks the profile to keep and confirms the merge, naming both profiles. */
export function MergeDialog({ current, other, onMerge, onClose }: MergeDialogProps) {
  const { t } = useTranslation(['talent']);
  const [, navigate] = useLocation();
  const groupId = useId();
  const [keepId, setKeepId] = useState(current.id);
  const kept = keepId === current.id ? current : other;
  const merged = keepId === current.id ? other : current;
  // After merging the screen shows the kept profile; a failure says so in the dialog.
  const merge = useEndpointAction(onMerge, {
    failure: (error) => {
      console.warn('vuoro: merging the talents failed', error);
      return 'talent:saveFailed';
    },
    onSuccess: (_done, { keepId: keptId }) => {
      onClose();
      if (keptId !== current.id) navigate(routes.talentDetail.href(undefined, { id: keptId }), { replace: true });
    },
  });

  const choices = [
    { id: current.id, label: t('talent:merge.keepThis', { name: current.name }) },
    { id: other.id, label: t('talent:merge.keepOther', { name: other.name }) },
  ];
  return (
    <Dialog open onClose={() => !merge.busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center overflow-y-auto p-3">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-xl font-bold text-slate-900">{t('talent:merge.title')}</DialogTitle>
          <fieldset className="mt-3">
            <legend id={groupId} className="font-semibold text-slate-900">
              {t('talent:merge.keepWhich')}
            </legend>
            <div className="mt-2 space-y-2">
              {choices.map((c) => (
                <label key={c.id} className="flex items-start gap-2">
                  <input
                    type="radio"
                    name={groupId}
                    value={c.id}
                    checked={keepId === c.id}
                    onChange={() => setKeepId(c.id)}
                    className="mt-1 size-4 accent-brand-700"
                  />
                  <span>{c.label}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className="mt-3 text-slate-800">{t('talent:merge.confirm', { kept: kept.name, merged: merged.name })}</p>
          {merge.notice && (
            <div className="mt-3">
              <Notice tone={merge.notice.tone}>{merge.notice.text}</Notice>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-3">
            <Button onClick={() => void merge.run({ keepId: kept.id, mergeId: merged.id })} busy={merge.busy}>
              {merge.busy ? t('talent:merge.merging') : t('talent:merge.confirmButton')}
            </Button>
            <Button variant="secondary" onClick={onClose} disabled={merge.busy}>
              {t('talent:cancel')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
