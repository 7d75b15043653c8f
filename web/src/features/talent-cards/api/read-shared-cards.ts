import { getSharedTalentCards, SHARED_CARD_ERRORS, type SharedCardError, type SharedTalentCardsResponse } from '@vuoro/domain';
import { apiErrorOf } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export type SharedCardsResult = { ok: true; data: SharedTalentCardsResponse } | { ok: false; reason: SharedCardError | 'failed' };

/** GET /cards/shared/{token}: what a customer's link shows (no sign-in). */
export async function readSharedCards(token: string): Promise<SharedCardsResult> {
  try {
    return { ok: true, data: await callEndpoint(getSharedTalentCards, { params: { token } }) };
  } catch (error) {
    const answered = apiErrorOf(error);
    const code = SHARED_CARD_ERRORS.find((c) => c === answered?.code);
    return { ok: false, reason: code ?? 'failed' };
  }
}
