import { getEmployeePoolConnections } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's invitations, then their pools (GET /v1/Pool/Employee/PoolConnections). */
export function usePoolConnections() {
  return useEndpoint(getEmployeePoolConnections, {});
}
