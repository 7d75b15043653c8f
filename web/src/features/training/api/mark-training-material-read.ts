import { putMarkTrainingMaterialAsRead } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/**
 * Marks the material read for the caller (PUT /v1/Employee/MarkEmployeeTrainingMaterialAsRead/{id}):
 * the first opening counts, a second keeps that time. Answers the material and the unread count.
 */
export function markTrainingMaterialRead(id: string) {
  return callEndpoint(putMarkTrainingMaterialAsRead, { params: { id } });
}
