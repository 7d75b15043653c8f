import { putCustomerShiftFeedback, type shiftFeedbackBody } from '@vuoro/domain';
import type { z } from 'zod';
import { callEndpoint } from '@/lib/staff-api';

/** Feedback on a worked shift, once per shift (PUT .../Customer/Shift/Feedback). */
export function giveFeedback(body: z.infer<typeof shiftFeedbackBody>) {
  return callEndpoint(putCustomerShiftFeedback, { body });
}
