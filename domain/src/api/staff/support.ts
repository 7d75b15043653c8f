import { sendSupportEmailBody, sendSupportEmailResponse } from '../../staff/mail/support';
import { endpoint } from './endpoint';
import { emailSendFailed, notACustomer, notAnEmployee } from './error-texts';

/** `/v1/Support/...` (spec section 7). Contracts only: the schemas live in ../../staff/mail/support.ts. */

export const putSendEmail = endpoint({
  method: 'PUT',
  path: '/v1/Support/SendEmail',
  access: 'staffUser',
  // A mail that says it is from the person, with their address to answer to, is theirs to send.
  impersonation: 'refused',
  summary:
    "An employee's or customer user's message to the agency (Subject, Message of at least 5 characters, SendTo one of the agency's mailboxes): queued as a mail with the sender as Reply-To; 200 once queued, sent and retried after.",
  body: sendSupportEmailBody,
  response: sendSupportEmailResponse,
  errors: {
    403: `${notAnEmployee} (a caller with the employee claim); ${notACustomer} (any other)`,
    503: emailSendFailed,
  },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/support). */
export const supportContracts = { putSendEmail } as const;
