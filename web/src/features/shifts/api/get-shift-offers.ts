import { getSuggestedOrOpenShifts, type OfferFilter } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';
import type { OfferPage } from '../model';

/**
 * A page of what the caller may take (GET /v1/Shift/Employee/SuggestedOrOpenShifts?skip&take&day&
 * placeOfWorkId&professionTitleId): suggestions to them and open shifts matching the filter, by
 * first start, with how many match in all and the filter's choices among every offer. The route
 * filters, since it pages: a page filtered here would miss the matches on other pages.
 */
export function useShiftOffers({ skip, take }: OfferPage, filter: OfferFilter) {
  return useEndpoint(getSuggestedOrOpenShifts, { query: { skip, take, ...filter } });
}
