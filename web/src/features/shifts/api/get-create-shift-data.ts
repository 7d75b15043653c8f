import { getCreateShiftData } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The MarkShift form's choices (GET /v1/User/CreateShiftData): the places (with their customer) and titles of the caller's shifts. */
export function useCreateShiftData() {
  return useEndpoint(getCreateShiftData, {});
}
