import { putAcceptShiftTimeChanges, putRejectShiftTimeChanges } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

export type TimeChangeAnswer = 'accept' | 'reject';

/**
 * Answers a shift's pending time change (PUT .../AcceptShiftTimeChanges or .../RejectShiftTimeChanges):
 * accepted keeps the new times, rejected brings the original back. Either is final.
 */
export function answerTimeChange(shiftId: string, answer: TimeChangeAnswer) {
  return callEndpoint(answer === 'accept' ? putAcceptShiftTimeChanges : putRejectShiftTimeChanges, { query: { shiftId } });
}
