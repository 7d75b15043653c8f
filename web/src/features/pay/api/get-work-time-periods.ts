import { getWorkTimePeriods } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's last six pay periods with hours approved and waiting (GET /v1/Employee/WorkTimePeriods). */
export function useWorkTimePeriods() {
  return useEndpoint(getWorkTimePeriods, {});
}
