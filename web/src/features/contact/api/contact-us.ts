import { getContactUs, putSendMessage, type SendContactMessageBody } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';

/** The service centre's contacts and hours for the customer user (GET /v1/ContactUs/ContactUs). */
export const contactUsEndpoint = getContactUs;

/** A message to the service centre (PUT /v1/ContactUs/SendMessage): queued, then mailed. */
export function sendContactMessage(body: SendContactMessageBody) {
  return callEndpoint(putSendMessage, { body });
}
