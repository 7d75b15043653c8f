import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX, type TalentNote } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import type { Live } from '@/lib/reads';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Notice } from '@/lib/ui/notice';
import type { AddTalentNoteInput } from '../../api/detail/add-talent-note';
import type { JobName } from './job-status-list';
import { Section } from './section';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';

export interface NotesSectionProps {
  talentId: string;
  /** The talent's status now: kept with a new note. */
  talentStatus: string | null;
  /** The talent's assignments (job ids), offered for a new note. */
  jobIds: string[];
  jobNames: Map<string, JobName>;
  notes: Live<TalentNote[]>;
  /** Given to admins only: adds a note. */
  onAdd?: ((input: AddTalentNoteInput) => Promise<void>) | undefined;
}

/**
 * The recruiters' notes on this talent, newest first, each with its author, time (Helsinki),
 * assignment and the talent's status then. Notes are only ever added: a recruiter's note never
 * replaces another's. A failed save keeps the typed text.
 */
export function NotesSection({ talentId, talentStatus, jobIds, jobNames, notes, onAdd }: NotesSectionProps) {
  const { t } = useTranslation(['talent']);
  const statusLabel = useTalentStatusLabel();
  const ids = { text: useId(), job: useId() };
  const [text, setText] = useState('');
  const [jobId, setJobId] = useState('');
  const add = useEndpointAction((note: Parameters<NonNullable<typeof onAdd>>[0]) => (onAdd ? onAdd(note) : Promise.resolve()), {
    success: 'talent:notes.saved',
    failure: (error) => {
      console.warn('vuoro: adding the note failed', error);
      return 'talent:notes.failed';
    },
    onSuccess: () => setText(''),
  });
  const nameOf = (id: string) => {
    const name = jobNames.get(id);
    return name ? [name.title, name.company].filter(Boolean).join(' · ') : id;
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!onAdd || !text.trim()) return;
    await add.run({ talentId, comment: text.trim(), jobId: jobId || null, status: talentStatus || null });
  }

  const list = notes.data ?? [];
  return (
    <Section id="talent-notes" title={t('talent:notes.title')}>
      {notes.status === 'ready' && list.length === 0 && <p className="text-slate-700">{t('talent:notes.empty')}</p>}
      {list.length > 0 && (
        <ol className="divide-y divide-slate-200" aria-label={t('talent:notes.listLabel')}>
          {list.map((note) => (
            <li key={note.id} className="py-2 first:pt-0">
              <p className="text-sm font-semibold text-slate-800">
                {t('talent:notes.byline', {
                  author: note.created.name || note.created.id,
                  time: formatDateTimeInAgencyZone(note.created.date),
                })}
              </p>
              <p className="whitespace-pre-line break-words text-slate-900">{note.comment}</p>
              {(note.jobId || note.status) && (
                <p className="text-sm text-slate-700">
                  {note.jobId && t('talent:notes.about', { assignment: nameOf(note.jobId) })}
                  {note.jobId && note.status && ' · '}
                  {note.status && t('talent:notes.statusThen', { status: statusLabel(note.status) })}
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      {onAdd && (
        <form onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-200 pt-4" aria-label={t('talent:notes.add')}>
          <div>
            <label htmlFor={ids.text} className="block text-sm font-semibold text-slate-800">
              {t('talent:notes.text')}
            </label>
            <textarea
              id={ids.text}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (!add.busy) add.reset();
              }}
              rows={3}
              maxLength={COMMENT_MAX}
              className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
            />
          </div>
          {jobIds.length > 0 && (
            <div>
              <label htmlFor={ids.job} className="block text-sm font-semibold text-slate-800">
                {t('talent:notes.assignment')}
              </label>
              <select
                id={ids.job}
                value={jobId}
                onChange={(e) => setJobId(e.target.value)}
                className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
              >
                <option value="">{t('talent:notes.noAssignment')}</option>
                {jobIds.map((id) => (
                  <option key={id} value={id}>
                    {nameOf(id)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {add.notice && <Notice tone={add.notice.tone}>{add.notice.text}</Notice>}
          <Button type="submit" busy={add.busy} disabled={!text.trim()}>
            {t('talent:notes.save')}
          </Button>
        </form>
      )}
    </Section>
  );
}
