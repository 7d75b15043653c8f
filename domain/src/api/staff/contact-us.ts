import { customerOpeningHoursResponse } from '../contact-us';
import { contactUsResponse, sendContactMessageBody, sendContactMessageResponse } from '../../staff/customer-info/model';
import { endpoint } from './endpoint';
import { emailSendFailed, notACustomer } from './error-texts';

/** `/v1/ContactUs/...` (spec section 7, customer side). Contracts only: the group's schemas live in ../contact-us and ../../staff/customer-info. */

export const getCustomerOpeningHours = endpoint({
  method: 'GET',
  path: '/v1/ContactUs/CustomerOpeningHours',
  access: 'customer',
  summary: "The service centre's opening hours (spec section 9: Mon–Fri 6–18, Sat 7–16, Sun 10–16) and whether it is open now.",
  response: customerOpeningHoursResponse,
});

export const getContactUs = endpoint({
  method: 'GET',
  path: '/v1/ContactUs/ContactUs',
  access: 'customer',
  summary:
    "The service centre's phone and email, its opening hours and whether it is open now, and the caller's customers' names.",
  response: contactUsResponse,
  errors: { 403: notACustomer },
});

export const putSendMessage = endpoint({
  method: 'PUT',
  path: '/v1/ContactUs/SendMessage',
  access: 'customer',
  // A mail that says it is from the person, with their address to answer to, is theirs to send.
  impersonation: 'refused',
  summary:
    "A customer user's message to the service centre (subject, message of at least 5 characters): queued as a mail naming the sender and their customers, with the sender's contact email as Reply-To.",
  body: sendContactMessageBody,
  response: sendContactMessageResponse,
  errors: { 403: notACustomer, 503: emailSendFailed },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/contact-us). */
export const contactUsContracts = { getCustomerOpeningHours, getContactUs, putSendMessage } as const;
