import {
  SHARED_CARD_ERRORS,
  sharedTalentCardsResponse,
  type SharedCardError,
  type SharedTalentCardsResponse,
} from '@vuoro/domain';
import { callStaffApi, StaffApiError } from '@/lib/staff-api';

export type SharedCardsResult = { ok: true; data: SharedTalentCardsResponse } | { ok: false; reason: SharedCardError | 'failed' };

/** GET /cards/shared/{token}: what a customer's link shows (no sign-in). */
export async function readSharedCards(token: string): Promise<SharedCardsResult> {
  try {
    return { ok: true, data: await callStaffApi(`/cards/shared/${encodeURIComponent(token)}`, sharedTalentCardsResponse) };
  } catch (error) {
    const code = error instanceof StaffApiError ? SHARED_CARD_ERRORS.find((c) => c === error.message) : undefined;
    return { ok: false, reason: code ?? 'failed' };
  }
}
