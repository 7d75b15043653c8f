import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TalentNote } from '@vuoro/domain';
import { formatDateTimeInAgencyZone } from '@/lib/format';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import type { ChangeTalentNoteInput } from '../../api/detail/change-talent-note';
import { NoteTextField } from './note-text-field';

export interface NoteItemProps {
  note: TalentNote;
  /** The assignment's name as the list shows it. */
  assignmentName: (jobId: string) => string;
  /** Given while the reader may still correct or withdraw this note (its author, within the window). */
  onChange?: ((input: ChangeTalentNoteInput) => Promise<void>) | undefined;
}

/**
 * One recruiter note: author and time, the text (marked "edited", its earlier texts behind a
 * disclosure), the assignment and the talent's status then. A withdrawn note reads "Withdrawn by
 * …", its text behind the disclosure. Its author corrects it in place (a failed save keeps the
 * typed text) or withdraws it after one more question.
 */
export function NoteItem({ note, assignmentName, onChange }: NoteItemProps) {
  const { t } = useTranslation(['talent']);
  const statusLabel = useTalentStatusLabel();
  const author = note.created.name || note.created.id;
  const [draft, setDraft] = useState<string | null>(null);
  const ask = useAskOnce<'withdraw'>();
  const failure = (error: unknown) => {
    console.warn('vuoro: changing the note failed', error);
    return 'talent:notes.changeFailed';
  };
  // The window may close while the author types: the save is then refused and the text kept.
  const change = (input: ChangeTalentNoteInput) =>
    onChange ? onChange(input) : Promise.reject(new Error('The note can no longer be changed'));
  const correct = useEndpointAction(change, {
    success: 'talent:notes.saved',
    failure,
    onSuccess: () => setDraft(null),
  });
  const withdraw = useEndpointAction(change, {
    success: 'talent:notes.withdrawnSaved',
    failure,
    onSuccess: () => ask.answered(),
  });

  async function save(e: FormEvent) {
    e.preventDefault();
    if (draft === null || !draft.trim()) return;
    await correct.run({ kind: 'correct', noteId: note.id, comment: draft.trim() });
  }

  const earlier = note.history;
  return (
    <li className="py-2 first:pt-0">
      <p className="text-sm font-semibold text-slate-800">
        {t('talent:notes.byline', { author, time: formatDateTimeInAgencyZone(note.created.date) })}
        {note.edited && !note.withdrawn && (
          <span className="font-normal text-slate-700">
            {' '}
            · {t('talent:notes.edited', { time: formatDateTimeInAgencyZone(note.edited) })}
          </span>
        )}
      </p>
      {note.withdrawn ? (
        <p className="italic text-slate-700">
          {t('talent:notes.withdrawnBy', { author, time: formatDateTimeInAgencyZone(note.withdrawn) })}
        </p>
      ) : draft === null ? (
        <p className="whitespace-pre-line break-words text-slate-900">{note.comment}</p>
      ) : (
        <form onSubmit={save} className="mt-2 space-y-2" aria-label={t('talent:notes.correctTitle')}>
          <NoteTextField
            label={t('talent:notes.correctText')}
            value={draft}
            onChange={(value) => {
              setDraft(value);
              if (!correct.busy) correct.reset();
            }}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={correct.busy} disabled={!draft.trim() || draft.trim() === note.comment}>
              {t('talent:notes.saveCorrection')}
            </Button>
            <Button variant="secondary" onClick={() => (correct.busy ? undefined : (setDraft(null), correct.reset()))}>
              {t('talent:cancel')}
            </Button>
          </div>
        </form>
      )}
      {(note.jobId || note.status) && (
        <p className="text-sm text-slate-700">
          {note.jobId && t('talent:notes.about', { assignment: assignmentName(note.jobId) })}
          {note.jobId && note.status && ' · '}
          {note.status && t('talent:notes.statusThen', { status: statusLabel(note.status) })}
        </p>
      )}
      {earlier.length > 0 && (
        <details className="mt-1 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">
            {note.withdrawn ? t('talent:notes.showWithdrawn') : t('talent:notes.earlier', { count: earlier.length })}
          </summary>
          <ol className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3" aria-label={t('talent:notes.historyLabel')}>
            {[...earlier].reverse().map((version, i) => (
              <li key={i}>
                <span className="text-slate-700">{formatDateTimeInAgencyZone(version.at)}: </span>
                <span className="whitespace-pre-line break-words text-slate-900">{version.comment}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
      {onChange && !note.withdrawn && draft === null && !ask.asking && (
        <div className="mt-2 flex flex-wrap gap-3">
          <Button variant="secondary" onClick={() => (setDraft(note.comment), correct.reset())}>
            {t('talent:notes.correct')}
          </Button>
          <Button variant="secondary" ref={ask.askerRef('withdraw')} onClick={() => (ask.ask('withdraw'), withdraw.reset())}>
            {t('talent:notes.withdraw')}
          </Button>
        </div>
      )}
      {onChange && ask.asking && (
        <ConfirmStep
          className="mt-2"
          question={t('talent:notes.withdrawQuestion')}
          questionRef={ask.questionRef}
          confirmLabel={t('talent:notes.withdrawConfirm')}
          cancelLabel={t('talent:notes.withdrawBack')}
          tone="danger"
          busy={withdraw.busy}
          onConfirm={() => void withdraw.run({ kind: 'withdraw', noteId: note.id })}
          onCancel={ask.stepBack}
        >
          {withdraw.notice && <Notice tone={withdraw.notice.tone}>{withdraw.notice.text}</Notice>}
        </ConfirmStep>
      )}
      {(correct.notice || (!ask.asking && withdraw.notice)) && (
        <Notice tone={(correct.notice ?? withdraw.notice)!.tone} className="mt-2">
          {(correct.notice ?? withdraw.notice)!.text}
        </Notice>
      )}
    </li>
  );
}
