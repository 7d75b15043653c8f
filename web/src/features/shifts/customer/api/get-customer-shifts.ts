import { getAllCustomerShifts } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';
import { customerShiftsQueryOf, type CustomerShiftsView } from '../model';

/** The customer's shifts of the view's period, place and state, sorted by the route (GET .../Customer/AllShifts). */
export function useCustomerShifts(view: CustomerShiftsView) {
  return useEndpoint(getAllCustomerShifts, { query: customerShiftsQueryOf(view) });
}
