import { useCallback } from 'react';
import { useFirestore } from 'reactfire';
import { sickLeave, type SickLeave } from '@vuoro/domain';
import { fileSickLeave } from '@/lib/sick-leave';

export const fileOwnSickLeaveInput = sickLeave;
export type FileOwnSickLeaveInput = SickLeave;

/** The employed talent files its own notice (`talents/{uid}/sickLeaves`). */
export function useFileOwnSickLeave(uid: string) {
  const db = useFirestore();
  return useCallback((input: FileOwnSickLeaveInput) => fileSickLeave(db, uid, input), [db, uid]);
}
