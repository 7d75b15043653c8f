import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { canChangeNote, noteChangeableUntil, type TalentNote } from '@vuoro/domain';
import type { Live } from '@/lib/reads';
import { Notice } from '@/lib/ui/notice';
import type { AddTalentNoteInput } from '../../api/detail/add-talent-note';
import type { ChangeTalentNoteInput } from '../../api/detail/change-talent-note';
import type { JobName } from './job-status-list';
import { NoteItem } from './note-item';
import { NoteTextField } from './note-text-field';
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
  /** The reader's uid: its own notes it may correct or withdraw for a short time. */
  uid?: string | null | undefined;
  /** Given to admins only: corrects or withdraws the reader's own note. */
  onChange?: ((input: ChangeTalentNoteInput) => Promise<void>) | undefined;
}

/**
 * The time now, renewed when the next of `deadlines` after it passes (so "Edit" and "Withdraw"
 * go when a note's window closes, with no timer running when none is open).
 */
function useNowUntil(deadlines: readonly Date[]): Date {
  const [now, setNow] = useState(() => new Date());
  const next = deadlines
    .map((d) => d.getTime())
    .filter((d) => d > now.getTime())
    .sort((a, b) => a - b)[0];
  useEffect(() => {
    if (next === undefined) return;
    const timer = setTimeout(() => setNow(new Date()), next - Date.now() + 50);
    return () => clearTimeout(timer);
  }, [next]);
  return now;
}

/**
 * The recruiters' notes on this talent, newest first, each with its author, time (Helsinki),
 * assignment and the talent's status then. A recruiter's note never replaces another's; its
 * author corrects or withdraws it for NOTE_CHANGE_MINUTES after writing it. A failed save keeps
 * the typed text.
 */
export function NotesSection({ talentId, talentStatus, jobIds, jobNames, notes, onAdd, uid, onChange }: NotesSectionProps) {
  const { t } = useTranslation(['talent']);
  const jobFieldId = useId();
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
  const now = useNowUntil(onChange && uid ? list.filter((n) => n.created.id === uid).map(noteChangeableUntil) : []);
  return (
    <Section id="talent-notes" title={t('talent:notes.title')}>
      {notes.status === 'ready' && list.length === 0 && <p className="text-slate-700">{t('talent:notes.empty')}</p>}
      {list.length > 0 && (
        <ol className="divide-y divide-slate-200" aria-label={t('talent:notes.listLabel')}>
          {list.map((note) => (
            <NoteItem
              key={note.id}
              note={note}
              assignmentName={nameOf}
              onChange={onChange && canChangeNote(note, uid, now) ? onChange : undefined}
            />
          ))}
        </ol>
      )}
      {onAdd && (
        <form onSubmit={submit} className="mt-4 space-y-3 border-t border-slate-200 pt-4" aria-label={t('talent:notes.add')}>
          <NoteTextField
            label={t('talent:notes.text')}
            value={text}
            onChange={(value) => {
              setText(value);
              if (!add.busy) add.reset();
            }}
          />
          {jobIds.length > 0 && (
            <div>
              <label htmlFor={jobFieldId} className="block text-sm font-semibold text-slate-800">
                {t('talent:notes.assignment')}
              </label>
              <select
                id={jobFieldId}
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
