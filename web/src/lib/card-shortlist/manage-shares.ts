import {
  deleteTalentCardShare,
  postTalentCardShare,
  type CreateTalentCardShareBody,
  type CreateTalentCardShareResponse,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/**
 * The `cards` function (behind `/cards/**`) through the one HTTP client, with the signed-in
 * admin's bearer and the 401 protocol. A 400's field messages arrive as `StaffApiError.issues`.
 */

/** POST /cards/shares: a new link to the talents' cards (admins). */
export function createShare(body: CreateTalentCardShareBody): Promise<CreateTalentCardShareResponse> {
  return callEndpoint(postTalentCardShare, { body });
}

/** DELETE /cards/shares/{id}: the link stops working at once (admins). */
export async function revokeShare(id: string): Promise<void> {
  await callEndpoint(deleteTalentCardShare, { params: { id } });
}
