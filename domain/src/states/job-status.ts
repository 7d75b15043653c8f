import type { JobStatusEntry } from '../entities/talent-records';

/** The status of a presented talent, both as a job status entry and as the talent's own status. */
export const PRESENTED = 'presented';

/**
 * A talent's job status is a list of entries, oldest first. Presenting the talent adds a
 * presented entry, and the talent's own status becomes 'presented'.
 */
export function present(
  list: readonly JobStatusEntry[],
  entry: Omit<JobStatusEntry, 'status'>,
): { list: JobStatusEntry[]; talentStatus: typeof PRESENTED } {
  return { list: [...list, { ...entry, status: PRESENTED }], talentStatus: PRESENTED };
}

/**
 * Reverting cuts the list back to the last presented entry: that entry stays, everything after
 * it goes. A list without a presented entry is returned as it is.
 */
export function revert(list: readonly JobStatusEntry[]): JobStatusEntry[] {
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (list[i]!.status === PRESENTED) return list.slice(0, i + 1);
  }
  return [...list];
}

/** The entry a hiring change adds when pressing hire or reject again clears the hiring status. */
export const CLEARED = 'cleared';

/**
 * The talent's current status on the job: its last entry's status, or `null`. A cleared hiring
 * status leaves the talent presented again, so it reads as the assignment shows it.
 */
export function currentJobStatus(list: readonly JobStatusEntry[]): string | null {
  const last = list.at(-1);
  return last ? entryStatus(last) : null;
}

/** The status an entry left the talent in: a cleared hiring status leaves it presented. */
export function entryStatus(entry: Pick<JobStatusEntry, 'status'>): string {
  return entry.status === CLEARED ? PRESENTED : entry.status;
}

/**
 * What a write did to a talent's status list on a job, derived from the list before and after
 * it (the talent's audit names this; no client says it):
 * - one entry added at the end: `present`, `hire`, `reject` or `clear` by the entry's status
 *   (pressing hire or reject again adds a cleared entry), `update` for another status;
 * - the list cut back to a shorter start of itself: `revert` (back to presented, and an undo of
 *   a step, look the same in the data);
 * - a list where there was none (a merge's copy): `create`; gone: `delete`; anything else
 *   (an undo of a revert that puts entries back): `update`.
 */
export type TalentJobAction = 'present' | 'hire' | 'reject' | 'clear' | 'revert' | 'create' | 'update' | 'delete';

const ADDED_ENTRY_ACTION: Readonly<Record<string, TalentJobAction>> = {
  [PRESENTED]: 'present',
  hired: 'hire',
  rejected: 'reject',
  [CLEARED]: 'clear',
};

export function talentJobAction<E extends { status: string }>(
  before: readonly E[] | null,
  after: readonly E[] | null,
  same: (a: E, b: E) => boolean = (a, b) => JSON.stringify(a) === JSON.stringify(b),
): TalentJobAction {
  if (!after) return 'delete';
  const old = before ?? [];
  const startsWith = (list: readonly E[], start: readonly E[]) => start.every((entry, i) => same(entry, list[i]!));
  if (after.length === old.length + 1 && startsWith(after, old)) return ADDED_ENTRY_ACTION[after.at(-1)!.status] ?? 'update';
  if (before && after.length < before.length && startsWith(before, after)) return 'revert';
  return before ? 'update' : 'create';
}
