import type { HiringStatus, PresentedTalent } from '../entities/assignment';
import type { TalentStatus } from '../labels';

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
