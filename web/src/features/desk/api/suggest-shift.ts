import { putDeskSuggest, type ShiftSuggestionTarget } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Suggests an unfilled shift (PUT /v1/Desk/Shifts/Suggest); answers the shift and how many it reached. */
export function suggestShift(input: { shiftId: string; target: ShiftSuggestionTarget }) {
  return callEndpoint(putDeskSuggest, { body: input });
}
