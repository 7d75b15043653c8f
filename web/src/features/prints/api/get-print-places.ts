import { getPrintPlacesOfWork } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The places of work a roster can be printed for (the caller's customers' places), loaded first. */
export function usePrintPlaces() {
  return useEndpoint(getPrintPlacesOfWork, {});
}
