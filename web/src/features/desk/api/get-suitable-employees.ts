import { getDeskSuitableEmployees } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The employees suitable for a shift (GET /v1/Desk/Shifts/SuitableEmployees), the customer's rule; null: not asked yet. */
export function useSuitableEmployees(shiftId: string | null) {
  return useEndpoint(getDeskSuitableEmployees, shiftId === null ? null : { query: { shiftId } });
}
