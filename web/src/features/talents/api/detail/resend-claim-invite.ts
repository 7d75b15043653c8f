import { resendClaimInviteResponse, type ResendClaimInviteResponse } from '@vuoro/domain';
import { loadChunk } from '@/lib/load-chunk';

/**
 * A new 7-day link for a hand-added talent who has not claimed the profile (the callable checks
 * the recruiter and the id again). The callable client loads on the first use.
 */
export async function resendClaimInvite(talentId: string): Promise<ResendClaimInviteResponse> {
  const { callFunction } = await loadChunk(() => import('@/lib/callable'));
  return callFunction('resendClaimInvite', resendClaimInviteResponse, { talentId });
}
