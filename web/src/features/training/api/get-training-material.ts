import { getEmployeeTrainingMaterial } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** One training material with the caller's read flag (GET /v1/Employee/EmployeeTrainingMaterials/{id}). */
export function useTrainingMaterial(id: string) {
  return useEndpoint(getEmployeeTrainingMaterial, { params: { id } });
}
