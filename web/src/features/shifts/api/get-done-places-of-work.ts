import { getDoneShiftPlacesOfWork } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The places of work of the caller's done shifts in the last year: the done screen's filter, loaded first. */
export function useDonePlacesOfWork() {
  return useEndpoint(getDoneShiftPlacesOfWork, {});
}
