import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import {
  hiringOutcome,
  revertChangesSomething,
  routes,
  statusAfterUndo,
  statusOnAssignment,
  type Assignment,
  type HiringAction,
} from '@vuoro/domain';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { UndoToast, useToast } from '@/lib/ui/undo-toast';
import type { TakenHiringStep } from '../api/present-talent';
import { HiringChips } from './hiring-chips';
import { formatDate } from '@/lib/format';
import { ShareShortlistButton, useAssignmentInterest, type InterestMarkSeen } from '@/lib/card-shortlist';

export interface PresentedTalentsProps {
  job: Assignment;
  canEdit: boolean;
  onHiring: (talentId: string, action: HiringAction) => Promise<TakenHiringStep | null>;
  onRevert: (talentId: string) => Promise<TakenHiringStep | null>;
  /** Takes a step back exactly; `false` when someone changed the talent since. */
  onUndo: (step: TakenHiringStep) => Promise<boolean>;
  /** The customers' "Interested" on this assignment's shortlists, by talent id (read live when not given). */
  interest?: ReadonlyMap<string, InterestMarkSeen[]>;
}

const smallButton =
  'rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:text-white';

/**
 * The talents presented on the assignment with hire, reject and back to presented, the summary
 * chips and the hired list. Both lists scroll at a maximum height of 200 px (spec section 9).
 * Each step says what it did ("<name> hired.") with an Undo for a few seconds. An editor selects
 * talents and shares them as one shortlist link; a customer's "Interested" shows on the row.
 */
export function PresentedTalents(props: PresentedTalentsProps) {
  return props.interest || !props.canEdit ? (
    <PresentedTalentsView {...props} interest={props.interest ?? NO_INTEREST} />
  ) : (
    <WithInterest {...props} />
  );
}

const NO_INTEREST: ReadonlyMap<string, InterestMarkSeen[]> = new Map();

function WithInterest(props: PresentedTalentsProps) {
  return <PresentedTalentsView {...props} interest={useAssignmentInterest(props.job.id)} />;
}

function PresentedTalentsView({
  job,
  canEdit,
  onHiring,
  onRevert,
  onUndo,
  interest,
}: PresentedTalentsProps & { interest: ReadonlyMap<string, InterestMarkSeen[]> }) {
  const { t } = useTranslation(['assignments', 'labels']);
  const statusLabel = useTalentStatusLabel();
  const ids = { presented: useId(), hired: useId() };
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setSelected((now) => {
      const next = new Set(now);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  // In the list's order; a talent no longer presented drops out.
  const shortlist = job.presentedTalents.filter((p) => selected.has(p.id)).map((p) => p.id);
  const { toast, show, dismiss } = useToast();
  const hired = job.presentedTalents.filter((p) => p.hiredStatus === 'hired');
  // A hiring step or its undo: the buttons wait for it; a failure says so below the lists.
  const failure = () => 'assignments:failedToSave';
  const hiring = useEndpointAction((action: () => Promise<TakenHiringStep | null>) => action(), { failure });
  const undoing = useEndpointAction((taken: TakenHiringStep) => onUndo(taken), { failure });
  const busy = hiring.busy || undoing.busy;
  const notice = hiring.notice ?? undoing.notice;

  // What was undone and where the person is now, one whole sentence per step and place in each
  // language: "Palkkaus on kumottu, ja Mikko Heikkinen on taas esitelty."
  const undoneMessage = (taken: TakenHiringStep, name: string) =>
    t(`assignments:hiringStep.undone.${hiringOutcome(taken)}.${statusAfterUndo(taken)}`, { name });

  async function step(name: string, action: () => Promise<TakenHiringStep | null>) {
    undoing.reset();
    const taken = await hiring.run(action);
    if (!taken) return;
    let undone = false;
    show({
      message: t(`assignments:hiringStep.${hiringOutcome(taken)}`, { name }),
      undo: () => {
        if (undone) return; // a second press would find the state already restored
        undone = true;
        hiring.reset();
        void undoing.run(taken).then((ok) => {
          if (ok === true) show({ message: undoneMessage(taken, name) });
          else if (ok === false) show({ message: t('assignments:hiringStep.notUndone', { name }) });
          else dismiss();
        });
      },
    });
  }

  return (
    <div className="space-y-4">
      <HiringChips presentedTalents={job.presentedTalents} />
      <section aria-labelledby={ids.presented}>
        <h3 id={ids.presented} className="text-base font-bold text-slate-900">
          {t('assignments:presented.heading')}
        </h3>
        {job.presentedTalents.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('assignments:presented.none')}</p>
        ) : (
          <ul
            aria-labelledby={ids.presented}
            className="mt-2 max-h-[200px] divide-y divide-slate-200 overflow-y-auto rounded-lg border border-slate-300 bg-white"
          >
            {job.presentedTalents.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-2 px-3 py-2">
                {canEdit && (
                  <input
                    type="checkbox"
                    checked={selected.has(p.id)}
                    onChange={() => toggle(p.id)}
                    aria-label={t('assignments:presented.select', { name: p.name })}
                    className="size-6 shrink-0"
                  />
                )}
                <Link
                  href={routes.assignmentTalent.href({ assignmentId: job.id, ID: p.id })}
                  className="min-w-0 flex-1 font-semibold text-brand-800 underline underline-offset-4"
                >
                  {p.name}
                </Link>
                <span className="text-sm text-slate-700">{statusLabel(statusOnAssignment(p.hiredStatus))}</span>
                {(interest.get(p.id) ?? []).map((mark) => (
                  <span key={mark.shareId} className="basis-full text-sm text-green-900">
                    <span className="font-semibold">
                      {t('assignments:presented.interested', { recipient: mark.recipient, date: formatDate(mark.at) })}
                    </span>
                    {mark.message && (
                      <span className="block text-slate-800">
                        {t('assignments:presented.interestMessage', { message: mark.message })}
                      </span>
                    )}
                  </span>
                ))}
                {canEdit && (
                  <span className="flex gap-1.5">
                    <button
                      type="button"
                      aria-pressed={p.hiredStatus === 'hired'}
                      disabled={busy}
                      onClick={() => step(p.name, () => onHiring(p.id, 'hire'))}
                      className={`${smallButton} border-green-800 text-green-900 aria-pressed:bg-green-800`}
                    >
                      {t('assignments:presented.hire')}
                    </button>
                    <button
                      type="button"
                      aria-pressed={p.hiredStatus === 'rejected'}
                      disabled={busy}
                      onClick={() => step(p.name, () => onHiring(p.id, 'reject'))}
                      className={`${smallButton} border-red-800 text-red-900 aria-pressed:bg-red-800`}
                    >
                      {t('assignments:presented.reject')}
                    </button>
                    {revertChangesSomething(p.hiredStatus) && (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() => step(p.name, () => onRevert(p.id))}
                        className={`${smallButton} border-slate-500 text-slate-800`}
                      >
                        {t('assignments:presented.revert')}
                      </button>
                    )}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {canEdit && job.presentedTalents.length > 0 && <ShareShortlistButton talentIds={shortlist} assignmentId={job.id} />}
      <section aria-labelledby={ids.hired}>
        <h3 id={ids.hired} className="text-base font-bold text-slate-900">
          {t('assignments:presented.hiredHeading')}
        </h3>
        {hired.length === 0 ? (
          <p className="mt-1 text-sm text-slate-700">{t('assignments:presented.noneHired')}</p>
        ) : (
          <ul
            aria-labelledby={ids.hired}
            className="mt-2 max-h-[200px] overflow-y-auto rounded-lg border border-slate-300 bg-white px-3 py-2"
          >
            {hired.map((p) => (
              <li key={p.id}>{p.name}</li>
            ))}
          </ul>
        )}
      </section>
      {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
      <UndoToast toast={toast} onDismiss={dismiss} />
    </div>
  );
}
