import {
  CARD_MARK_ERRORS,
  getSharedTalentCards,
  putCardMark,
  SHARED_CARD_ERRORS,
  type CardMarkBody,
  type CardMarkError,
  type CardMarkResponse,
  type SharedCardError,
  type SharedTalentCardsResponse,
} from '@vuoro/domain';
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

export type CardMarkResult =
  { ok: true; data: CardMarkResponse } | { ok: false; reason: SharedCardError | CardMarkError | 'failed' };

/** PUT /cards/shared/{token}/marks/{talentId}: the customer's "Interested" on or off, with a short message. */
export async function markSharedCard(token: string, talentId: string, body: CardMarkBody): Promise<CardMarkResult> {
  try {
    return { ok: true, data: await callEndpoint(putCardMark, { params: { token, talentId }, body }) };
  } catch (error) {
    const answered = apiErrorOf(error);
    const code = [...SHARED_CARD_ERRORS, ...CARD_MARK_ERRORS].find((c) => c === answered?.code);
    return { ok: false, reason: code ?? 'failed' };
  }
}
