import { getActiveEmploymentContract, getEmploymentContracts } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's contracts, unsigned first then newest, with what they have opened (GET /v1/Employee/EmploymentContracts). */
export function useEmploymentContracts() {
  return useEndpoint(getEmploymentContracts, {});
}

/** The caller's signed contract in force today, or null (GET /v1/Employee/ActiveEmploymentContract). */
export function useActiveContract() {
  return useEndpoint(getActiveEmploymentContract, {});
}
