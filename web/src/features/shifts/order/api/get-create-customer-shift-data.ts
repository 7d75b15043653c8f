import { getCreateCustomerShiftData } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The order and report forms' choices (GET /v1/User/CreateCustomerShiftData), with whether the caller may edit shifts. */
export function useCreateCustomerShiftData() {
  return useEndpoint(getCreateCustomerShiftData, {});
}
