import { getDeskTrainingMaterials } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The training materials, newest first, with their reads (GET /v1/Desk/TrainingMaterials). */
export function useDeskTrainingMaterials() {
  return useEndpoint(getDeskTrainingMaterials, {});
}
