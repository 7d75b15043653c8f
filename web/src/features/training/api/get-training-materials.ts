import { getEmployeeTrainingMaterials } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The caller's training materials, unread first then newest, and the unread count (GET /v1/Employee/EmployeeTrainingMaterials). */
export function useTrainingMaterials() {
  return useEndpoint(getEmployeeTrainingMaterials, {});
}
