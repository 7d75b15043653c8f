import { getCustomerTopAlerts } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** What needs the customer's attention, per place of work (GET /v1/PlaceOfWork/CustomerTopAlerts). */
export function useTopAlerts() {
  return useEndpoint(getCustomerTopAlerts, { query: {} });
}
