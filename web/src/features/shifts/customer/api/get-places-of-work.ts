import { getCustomerUserPlaceOfWorkList } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's places of work with address and phone (GET /v1/PlaceOfWork/CustomerUserPlaceOfWorkList): the filter and the details. */
export function useCustomerPlaces() {
  return useEndpoint(getCustomerUserPlaceOfWorkList, {});
}
