import { getSuggestedOrOpenShifts } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';
import type { OfferPage } from '../model';

/**
 * A page of what the caller may take (GET /v1/Shift/Employee/SuggestedOrOpenShifts?skip&take):
 * suggestions to them and open shifts, by first start, with how many there are in all.
 */
export function useShiftOffers({ skip, take }: OfferPage) {
  return useEndpoint(getSuggestedOrOpenShifts, { query: { skip, take } });
}
