import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, isJobCommentStatus, JOB_COMMENT_STATUSES, type CommentStamp, type JobComment } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { SaveJobCommentInput, SaveJobCommentResult } from '../api/save-job-comment';
import { InputField, SelectField } from './fields';
import { Button } from '@/lib/ui/button';

export interface JobCommentEditorProps {
  jobId: string;
  /** The stored job comment, live (`null`: none yet). */
  comment: JobComment | null;
  /** Given to admins only. */
  onSave?: ((input: SaveJobCommentInput) => Promise<SaveJobCommentResult>) | undefined;
}

interface Draft {
  comment: string;
  status: string;
  /** The revision of the stored version this text started from. */
  revision: number;
}

const fromStored = (c: JobComment | null): Draft => ({
  comment: c?.comment ?? '',
  status: c?.status ?? '',
  revision: c?.revision ?? 0,
});

/**
 * The assignment's shared note (the job comment): one text for the whole assignment, prefilled
 * with the stored version and saying who changed it when. Until the user types, it follows the
 * live document; a save made over a version the user did not see is refused by the save, and the
 * user sees the other text and who wrote it, with a choice: save theirs over it, or take the other.
 */
export function JobCommentEditor({ jobId, comment, onSave }: JobCommentEditorProps) {
  const { t } = useTranslation(['assignments', 'labels']);
  const heading = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  // `undefined`: no conflict; otherwise the version saved meanwhile (`null`: it was removed).
  const [conflict, setConflict] = useState<JobComment | null | undefined>(undefined);
  const shown = draft ?? fromStored(comment);
  const statusLabel = (status: string) => (isJobCommentStatus(status) ? t(`labels:jobCommentStatus.${status}`) : status);
  // A save over a version the user did not see answers "conflict": no success to say, the conflict shows instead.
  const write = useEndpointAction(
    (input: SaveJobCommentInput): Promise<SaveJobCommentResult> =>
      onSave ? onSave(input) : Promise.reject(new Error('The job comment is read-only here')),
    {
      success: (result) => (result.status === 'saved' ? 'assignments:jobNote.saved' : null),
      failure: (error) => {
        console.warn('vuoro: saving the job comment failed', error);
        return 'assignments:jobNote.failed';
      },
      onSuccess: (result) => {
        if (result.status === 'saved') {
          setDraft(null);
          setConflict(undefined);
        } else setConflict(result.current);
      },
    },
  );

  const edit = (patch: Partial<Draft>) => {
    setDraft({ ...shown, ...patch });
    write.reset();
  };

  function save(next: Draft) {
    if (!onSave) return;
    void write.run({
      jobId,
      comment: next.comment.trim() || null,
      status: next.status.trim() || null,
      loadedRevision: next.revision,
    });
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    save(shown);
  }

  function keepMine() {
    const next = { ...shown, revision: conflict?.revision ?? 0 };
    setDraft(next);
    void save(next);
  }

  function takeTheirs() {
    setDraft(null);
    setConflict(undefined);
    write.reset();
  }

  return (
    <section aria-labelledby={heading} className="min-w-0 rounded-lg border border-slate-300 bg-slate-50 p-4">
      <h3 id={heading} className="text-base font-bold text-slate-900">
        {t('assignments:jobNote.title')}
      </h3>
      <p className="text-sm text-slate-700">{t('assignments:jobNote.hint')}</p>
      <p className="mt-1 text-sm text-slate-700">
        <Changed stamp={comment?.updated ?? null} />
      </p>
      {!onSave ? (
        <>
          <p className="mt-2 whitespace-pre-line text-slate-900">{comment?.comment || t('assignments:jobNote.none')}</p>
          {comment?.status && (
            <p className="mt-1 text-sm text-slate-800">
              {t('assignments:jobNote.status')}: {statusLabel(comment.status)}
            </p>
          )}
        </>
      ) : (
        <form onSubmit={submit} noValidate className="mt-3 grid min-w-0 gap-4 sm:grid-cols-[1fr_12rem]">
          <InputField
            label={t('assignments:jobNote.text')}
            value={shown.comment}
            onValue={(v) => edit({ comment: v.slice(0, COMMENT_MAX) })}
            multiline
          />
          <SelectField
            label={t('assignments:jobNote.status')}
            value={shown.status}
            onValue={(v) => edit({ status: v })}
            options={[
              { value: '', label: t('assignments:jobNote.noStatus') },
              ...JOB_COMMENT_STATUSES.map((s) => ({ value: s, label: t(`labels:jobCommentStatus.${s}`) })),
              // A status written as free text before the choices existed stays choosable as written.
              ...(shown.status && !isJobCommentStatus(shown.status) ? [{ value: shown.status, label: shown.status }] : []),
            ]}
          />
          {conflict !== undefined && (
            <div
              role="alert"
              className="space-y-2 rounded-lg border-l-4 border-amber-600 bg-amber-50 p-3 text-slate-900 sm:col-span-2"
            >
              <p className="font-semibold">
                {conflict?.updated?.name
                  ? t('assignments:jobNote.conflict.byName', { name: conflict.updated.name })
                  : t('assignments:jobNote.conflict.bySomeone')}
              </p>
              <p className="text-sm">
                <Changed stamp={conflict?.updated ?? null} />
              </p>
              <p className="text-sm font-semibold">{t('assignments:jobNote.conflict.theirText')}</p>
              <blockquote className="whitespace-pre-line border-l-2 border-slate-400 pl-3">
                {conflict?.comment || t('assignments:jobNote.none')}
              </blockquote>
              <div className="flex flex-wrap gap-2">
                <Button onClick={keepMine} busy={write.busy}>
                  {t('assignments:jobNote.conflict.keepMine')}
                </Button>
                <Button variant="secondary" onClick={takeTheirs} disabled={write.busy}>
                  {t('assignments:jobNote.conflict.takeTheirs')}
                </Button>
              </div>
            </div>
          )}
          <div className="space-y-2 sm:col-span-2">
            {write.notice && <Notice tone={write.notice.tone}>{write.notice.text}</Notice>}
            {conflict === undefined && (
              <Button type="submit" busy={write.busy}>
                {t('assignments:jobNote.save')}
              </Button>
            )}
          </div>
        </form>
      )}
    </section>
  );
}

/** "Changed by … on …" for a version of the shared note. */
function Changed({ stamp }: { stamp: CommentStamp | null }) {
  const { t } = useTranslation(['assignments']);
  if (!stamp) return <>{t('assignments:jobNote.never')}</>;
  const time = formatDateTimeInAgencyZone(stamp.date);
  return (
    <>
      {stamp.name ? t('assignments:jobNote.changedBy', { name: stamp.name, time }) : t('assignments:jobNote.changedAt', { time })}
    </>
  );
}
