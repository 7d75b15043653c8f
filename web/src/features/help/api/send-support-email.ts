import { putSendEmail, type SendSupportEmailBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** An employee's message to one of the agency's mailboxes (PUT /v1/Support/SendEmail); queued, then mailed. */
export function sendSupportEmail(body: SendSupportEmailBody) {
  return callEndpoint(putSendEmail, { body });
}
