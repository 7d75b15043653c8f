import type { HiringStatus, PresentedTalent } from '../entities/assignment';
import type { JobStatusEntry } from '../entities/talent-records';
import type { TalentStatus } from '../labels';
import { CLEARED, revert } from './job-status';

/**
 * The one status a presented talent has on an assignment, as the talent's header, the talent
 * list and the assignment all show it: its hiring status, or presented while it has none.
 */
export function statusOnAssignment(hiredStatus: HiringStatus): TalentStatus {
  return hiredStatus ?? 'presented';
}

/**
 * A talent's hiring status on an assignment (spec section 4): none (`null`), hired or rejected.
 * Hire toggles hired; pressing again clears it. Reject toggles rejected likewise.
 */
export function toggleHire(status: HiringStatus): HiringStatus {
  return status === 'hired' ? null : 'hired';
}

export function toggleReject(status: HiringStatus): HiringStatus {
  return status === 'rejected' ? null : 'rejected';
}

/** Which button was pressed on a presented talent. */
export type HiringAction = 'hire' | 'reject';

/** The assignment's presented talents after `action` on `talentId` (others are untouched). */
export function applyHiringAction<T extends Pick<PresentedTalent, 'id' | 'hiredStatus'>>(
  presentedTalents: readonly T[],
  talentId: string,
  action: HiringAction,
): T[] {
  return presentedTalents.map((talent) =>
    talent.id === talentId
      ? { ...talent, hiredStatus: action === 'hire' ? toggleHire(talent.hiredStatus) : toggleReject(talent.hiredStatus) }
      : talent,
  );
}

/** The summary chips: counts of hired, rejected and active (the rest). */
export interface HiringSummary {
  readonly hired: number;
  readonly rejected: number;
  readonly active: number;
}

export function summarize(presentedTalents: readonly Pick<PresentedTalent, 'hiredStatus'>[]): HiringSummary {
  let hired = 0;
  let rejected = 0;
  for (const { hiredStatus } of presentedTalents) {
    if (hiredStatus === 'hired') hired += 1;
    else if (hiredStatus === 'rejected') rejected += 1;
  }
  return { hired, rejected, active: presentedTalents.length - hired - rejected };
}

/**
 * One talent on one assignment as a hiring step sees it: the hiring status on the assignment
 * (`presentedTalents[].hiredStatus`) and the talent's status list on the job
 * (`talents/{id}/jobs/{jobId}`). The two change together, in one transaction.
 */
export interface HiringState {
  readonly hiredStatus: HiringStatus;
  readonly statuses: readonly JobStatusEntry[];
}

/** The buttons on a presented talent: hire, reject, and back to presented (spec section 4's revert). */
export type HiringStep = HiringAction | 'revert';

/**
 * The state after `step`. Hire and reject toggle the hiring status and add its entry ('hired',
 * 'rejected', or 'cleared' when pressed again) to the status list; back to presented cuts the
 * list back to its last presented entry and clears the hiring status.
 */
export function applyHiringStep(state: HiringState, step: HiringStep, entry: Omit<JobStatusEntry, 'status'>): HiringState {
  if (step === 'revert') return { hiredStatus: null, statuses: revert(state.statuses) };
  const hiredStatus = step === 'hire' ? toggleHire(state.hiredStatus) : toggleReject(state.hiredStatus);
  return { hiredStatus, statuses: [...state.statuses, { ...entry, status: hiredStatus ?? CLEARED }] };
}

/** What a step did, as the message after it says: hired, rejected, cleared or back to presented. */
export type HiringOutcome = 'hired' | 'rejected' | 'cleared' | 'reverted';

/** A step taken, with the state before and after it: what an undo needs. */
export interface HiringChange {
  readonly step: HiringStep;
  readonly before: HiringState;
  readonly after: HiringState;
}

export function hiringOutcome(change: HiringChange): HiringOutcome {
  return change.step === 'revert' ? 'reverted' : (change.after.hiredStatus ?? 'cleared');
}

const sameEntry = (a: JobStatusEntry, b: JobStatusEntry): boolean =>
  a.status === b.status &&
  a.date.getTime() === b.date.getTime() &&
  (a.by?.id ?? null) === (b.by?.id ?? null) &&
  (a.note ?? null) === (b.note ?? null);

/** Whether two states are the same: hiring status and every status entry (status, time, who, note). */
export function sameHiringState(a: HiringState, b: HiringState): boolean {
  return (
    a.hiredStatus === b.hiredStatus &&
    a.statuses.length === b.statuses.length &&
    a.statuses.every((entry, i) => sameEntry(entry, b.statuses[i]!))
  );
}

/**
 * Undo: the state before `change`, exactly, as long as the talent is still where the change left
 * it; `null` when someone changed it since (then an undo would overwrite their change).
 */
export function undoHiringChange(current: HiringState, change: HiringChange): HiringState | null {
  return sameHiringState(current, change.after) ? change.before : null;
}

/**
 * Whether "Back to presented" would change what the assignment shows: only for a talent hired or
 * rejected there. A talent already presented (no hiring status) is where the revert would leave it.
 */
export function revertChangesSomething(hiredStatus: HiringStatus): boolean {
  return hiredStatus !== null;
}

/** Where an undo leaves the talent: the status it had before the step undone. */
export function statusAfterUndo(change: HiringChange): TalentStatus {
  return statusOnAssignment(change.before.hiredStatus);
}

/**
 * The positions still open on an assignment: the stored `openPositions` (what the customer asked
 * for) less the talents hired there, never below 0; `null` when the assignment states no count.
 * Derived rather than stored: the hired talents already live in `presentedTalents`, so a second
 * counter would have to follow every hire, undo, revert and merge, and could disagree with it.
 */
export function openPositionsLeft(job: {
  openPositions?: number | null | undefined;
  presentedTalents: readonly Pick<PresentedTalent, 'hiredStatus'>[];
}): { left: number; of: number } | null {
  if (job.openPositions == null) return null;
  return { left: Math.max(0, job.openPositions - summarize(job.presentedTalents).hired), of: job.openPositions };
}
