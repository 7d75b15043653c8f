import { getAnnualLeaveBalance } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** This holiday year's leave (GET /v1/Employee/AnnualLeaveBalance). */
export function useAnnualLeave() {
  return useEndpoint(getAnnualLeaveBalance, {});
}
