import { z } from 'zod';
import {
  STAFF_DEFAULT_LANGUAGE,
  customerContactMail,
  customerOpeningHours,
  toContactUsView,
  type contactUsContracts,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import type { Handlers } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller } from '../../lib/api/guard';
import { log } from '../../lib/log';
import { customersById } from '../customer-shift/store';
import { queueMail } from '../mail/queue';
import { customerContactOf } from '../my-info/store';

/**
 * The service centre's mailbox: the one the support form's `serviceCentre` writes to
 * (SUPPORT_EMAIL_SERVICE_CENTRE, functions/.env.demo-vuoro), so the agency reads both in one place
 * and the address Contact us shows is where its messages go. A missing one fails only these routes.
 */
const serviceCentreEmail = () => z.email().parse(process.env.SUPPORT_EMAIL_SERVICE_CENTRE);

/** The caller as a customer user: their name, language, customers' names and contact email (My info's, else the sign-in one). */
async function customerSender(token: ReturnType<typeof caller>) {
  const record = await findCaller(token);
  if (!record || record.person.customerIds.length === 0) throw new ApiFailure(403, 'notACustomer');
  const { person } = record;
  const [byId, contact] = await Promise.all([customersById(person.customerIds), customerContactOf(record.id)]);
  return {
    name: `${person.firstName} ${person.lastName}`.trim(),
    email: contact?.email ?? person.email,
    language: person.language ?? STAFF_DEFAULT_LANGUAGE,
    customers: person.customerIds.map((id) => byId.get(id)?.name).filter((name): name is string => !!name),
  };
}

/** `/v1/ContactUs/...`: one handler per contract of `contactUsContracts` (domain/src/api/staff/contact-us.ts). */
export const contactUsHandlers: Handlers<typeof contactUsContracts> = {
  getCustomerOpeningHours: () => customerOpeningHours(new Date()),

  getContactUs: async (_input, c) => {
    const sender = await customerSender(caller(c));
    return toContactUsView(serviceCentreEmail(), { customers: sender.customers, replyTo: sender.email }, new Date());
  },

  /**
   * Queues the message as a mail to the service centre (one write; the trigger sends it and
   * retries), answered to the contact email of My info (the sign-in email until one is given).
   * Only a failed queue write fails the call: 503 `emailSendFailed`.
   */
  putSendMessage: async ({ body }, c) => {
    const mail = customerContactMail(body, await customerSender(caller(c)), serviceCentreEmail());
    try {
      const { queuedAt } = await queueMail(mail);
      return { queuedAt: queuedAt.toISOString() };
    } catch (error) {
      log.error('contact message not queued', { reason: (error as Error).message });
      throw new ApiFailure(503, 'emailSendFailed');
    }
  },
};
