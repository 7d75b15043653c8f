import { getSuggestedEmployees } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** Whom a shift was suggested to and how each answered (GET .../Customer/Shift/SuggestedEmployees). */
export function useSuggestedEmployees(shiftId: string) {
  return useEndpoint(getSuggestedEmployees, { query: { shiftId } });
}
