import { doneShiftsQuery, getDoneShiftEntriesSortable } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const doneShiftsInput = doneShiftsQuery;
/** The done screen's filter: Helsinki days (both included) and a place of work. */
export interface DoneShiftsFilter {
  from: string;
  until: string;
  placeOfWorkId?: string | undefined;
}

/**
 * The caller's done shifts of a period (GET /v1/Shift/Employee/DoneShiftEntriesSortable) with
 * their total hours. `null`: not yet (the places of work load first). The screen sorts on its own
 * (domain's `sortDoneShifts`), so a click on a column asks nothing from the server.
 */
export function useDoneShifts(filter: DoneShiftsFilter | null) {
  return useEndpoint(
    getDoneShiftEntriesSortable,
    filter && { query: { from: filter.from, until: filter.until, placeOfWorkId: filter.placeOfWorkId || undefined } },
  );
}
