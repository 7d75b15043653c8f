import { getEmployeeShiftEdit, shiftIdQuery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const shiftEditInput = shiftIdQuery;

/** A shift the caller recorded, as the MarkShift form takes it, and whether it can still be edited (GET .../Shift/Edit). */
export function useShiftEdit(shiftId: string) {
  return useEndpoint(getEmployeeShiftEdit, { query: { shiftId } });
}
