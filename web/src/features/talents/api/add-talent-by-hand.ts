import {
  addTalentByHandBody,
  addTalentByHandResponse,
  type AddTalentByHandBody,
  type AddTalentByHandResponse,
} from '@vuoro/domain';
import { loadChunk } from '@/lib/load-chunk';

/** The recruiter's "Add talent": the talent form's rules, checked here and again by the function. */
export const addTalentByHandInput = addTalentByHandBody;
export type AddTalentByHandInput = AddTalentByHandBody;

/**
 * Adds a talent by hand and mails the invitation to claim the profile; or answers the possible
 * duplicates. The callable client (firebase/functions) loads on the first use, not with the list.
 */
export async function addTalentByHand(input: AddTalentByHandInput): Promise<AddTalentByHandResponse> {
  const { callFunction } = await loadChunk(() => import('@/lib/callable'));
  return callFunction('addTalentByHand', addTalentByHandResponse, input);
}
