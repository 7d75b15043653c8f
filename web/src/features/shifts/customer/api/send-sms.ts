import { putSendSms } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** Sends a text message to the employee of a shift (PUT /v1/Message/Customer/SendSms); answers the masked number. */
export function sendSms(input: { shiftId: string; message: string }) {
  return callEndpoint(putSendSms, { body: input });
}
