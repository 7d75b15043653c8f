import {
  deleteSuggestedBundleShift,
  deleteSuggestedShift,
  putAcceptBundledShifts,
  putBookSuggestedShift,
  type ShiftOffer,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Take the offer (book a shift, accept a bundle) or reject the suggestion. */
export type OfferAnswer = 'take' | 'reject';

/** What can be answered to each kind of offer: an open shift is only booked, it was suggested to nobody. */
export const OFFER_ANSWERS: Record<ShiftOffer['kind'], readonly OfferAnswer[]> = {
  open: ['take'],
  single: ['take', 'reject'],
  bundle: ['take', 'reject'],
};

/**
 * Answers an offer by its kind: an open shift or a single suggestion is booked
 * (PUT .../SuggestedShifts/Book/{id}), a bundle accepted whole (PUT .../BundledShifts/Accept/{id});
 * a suggestion is rejected with DELETE .../SuggestedShifts/{id} or .../SuggestedBundleShift/{id}.
 * None can be taken back here.
 */
export async function answerOffer(offer: Pick<ShiftOffer, 'kind' | 'id'>, answer: OfferAnswer): Promise<void> {
  const params = { params: { id: offer.id } };
  if (answer === 'take') {
    await callEndpoint(offer.kind === 'bundle' ? putAcceptBundledShifts : putBookSuggestedShift, params);
    return;
  }
  if (offer.kind === 'open') throw new Error('An open shift has no suggestion to reject');
  await callEndpoint(offer.kind === 'bundle' ? deleteSuggestedBundleShift : deleteSuggestedShift, params);
}
