import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Comment } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { buttonClass, Notice } from '@/lib/ui/account-form';
import { COMMENT_STATUSES, type SaveJobCommentInput } from '../../api/detail/save-job-comment';
import type { JobName } from './job-status-list';
import { Section } from './section';

export interface CommentsSectionProps {
  /** The talent's jobs (ids), in the order of the status list. */
  jobIds: string[];
  jobNames: Map<string, JobName>;
  comments: Map<string, Comment>;
  /** Given to admins only: saves a job's comment. */
  onSave?: ((input: SaveJobCommentInput) => Promise<void>) | undefined;
}

/**
 * Comments with their status. A comment belongs to a job (its document id is the job's id), so
 * the talent's comments are those of the jobs it is on; an admin writes a job's comment here.
 */
export function CommentsSection({ jobIds, jobNames, comments, onSave }: CommentsSectionProps) {
  const { t } = useTranslation(['talent']);
  const ids = { job: useId(), text: useId(), status: useId() };
  const [jobId, setJobId] = useState('');
  const [text, setText] = useState('');
  const [status, setStatus] = useState<string>('open');
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const nameOf = (id: string) => {
    const name = jobNames.get(id);
    return name ? [name.title, name.company].filter(Boolean).join(' · ') : id;
  };
  const selected = jobId || jobIds[0] || '';
  const shown = jobIds.filter((id) => comments.get(id)?.comment);

  function pick(id: string) {
    setJobId(id);
    setText(comments.get(id)?.comment ?? '');
    setStatus(comments.get(id)?.status || 'open');
    setState('idle');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!onSave || !selected || !text.trim()) return;
    setState('saving');
    try {
      await onSave({ jobId: selected, comment: text.trim(), status });
      setState('saved');
    } catch (error) {
      console.warn('vuoro: saving the comment failed', error);
      setState('failed');
    }
  }

  return (
    <Section id="talent-comments" title={t('talent:section.comments')}>
      {shown.length === 0 ? (
        <p className="text-slate-700">{jobIds.length === 0 ? t('talent:commentsNeedJob') : t('talent:noComments')}</p>
      ) : (
        <ul className="divide-y divide-slate-200">
          {shown.map((id) => {
            const c = comments.get(id)!;
            return (
              <li key={id} className="py-2 first:pt-0">
                <p className="text-sm font-semibold text-slate-700">{nameOf(id)}</p>
                <p className="whitespace-pre-line text-slate-900">{c.comment}</p>
                <p className="text-sm text-slate-700">
                  {t('talent:commentStatusLabel')}:{' '}
                  {c.status ? t(`talent:commentStatus.${c.status}`, { defaultValue: c.status }) : '—'}
                  {c.updated ? ` · ${formatDate(c.updated)}` : ''}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {onSave && jobIds.length > 0 && (
        <form onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-200 pt-4" aria-label={t('talent:addComment')}>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={ids.job} className="block text-sm font-semibold text-slate-800">
                {t('talent:commentJob')}
              </label>
              <select
                id={ids.job}
                value={selected}
                onChange={(e) => pick(e.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                {jobIds.map((id) => (
                  <option key={id} value={id}>
                    {nameOf(id)}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor={ids.status} className="block text-sm font-semibold text-slate-800">
                {t('talent:commentStatusLabel')}
              </label>
              <select
                id={ids.status}
                value={status}
                onChange={(e) => setStatus(e.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                {COMMENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`talent:commentStatus.${s}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div>
            <label htmlFor={ids.text} className="block text-sm font-semibold text-slate-800">
              {t('talent:commentText')}
            </label>
            <textarea
              id={ids.text}
              value={text}
              onChange={(e) => setText(e.target.value)}
              rows={3}
              maxLength={1000}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            />
          </div>
          {state === 'failed' && <Notice tone="error">{t('talent:commentSaveFailed')}</Notice>}
          {state === 'saved' && <Notice tone="success">{t('talent:commentSaved')}</Notice>}
          <button type="submit" className={buttonClass.primary} disabled={state === 'saving' || !text.trim()}>
            {t('talent:saveComment')}
          </button>
        </form>
      )}
    </Section>
  );
}
