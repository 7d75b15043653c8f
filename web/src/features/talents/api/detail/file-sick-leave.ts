import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { currentJobStatus, sickLeave, type SickLeave, type TalentJob } from '@vuoro/domain';
import { fileSickLeave } from '@/lib/sick-leave';

export const fileSickLeaveInput = sickLeave;
export type FileSickLeaveInput = SickLeave;

/**
 * Who counts as employed on the recruiter side: a talent whose status is 'hired' on at least one
 * assignment (its current entry in `talents/{id}/jobs`). Recruiters cannot read another account's
 * claims, and hiring is what makes a talent work for a customer, so this is what they see. (The
 * talent's own /sick-leave is gated by the `employee` claim, which the staff record sets.)
 */
export function isEmployedTalent(jobs: readonly TalentJob[]): boolean {
  return jobs.some((job) => currentJobStatus(job.statuses) === 'hired');
}

/** An admin files a sick-leave notice for the talent (`talents/{id}/sickLeaves`). */
export function useFileSickLeave(talentId: string) {
  const db = useFirestore();
  return useCallback((input: FileSickLeaveInput) => fileSickLeave(db, talentId, input), [db, talentId]);
}
