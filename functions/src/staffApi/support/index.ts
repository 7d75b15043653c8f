import { z } from 'zod';
import { STAFF_DEFAULT_LANGUAGE, supportMail, type SupportMailTarget, type supportContracts } from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { ApiFailure } from '../../lib/api/errors';
import { caller } from '../../lib/api/guard';
import type { Handlers } from '../../lib/api/app';
import { log } from '../../lib/log';
import { queueMail } from '../mail/queue';

/**
 * The agency's mailboxes a support message may go to (`SendTo`), from the environment:
 * SUPPORT_EMAIL_SERVICE_CENTRE and SUPPORT_EMAIL_PAYROLL (`functions/.env.demo-vuoro` has demo
 * addresses; a deployment sets its own). Read on first use; missing ones fail only this route.
 */
const mailboxSchema = z.object({
  SUPPORT_EMAIL_SERVICE_CENTRE: z.email(),
  SUPPORT_EMAIL_PAYROLL: z.email(),
});

let mailboxes: Record<SupportMailTarget, string> | null = null;
function supportMailboxes(): Record<SupportMailTarget, string> {
  if (mailboxes) return mailboxes;
  const parsed = mailboxSchema.safeParse(process.env);
  if (!parsed.success) {
    const names = [...new Set(parsed.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`Support mailboxes are not configured: ${names}`);
  }
  mailboxes = { serviceCentre: parsed.data.SUPPORT_EMAIL_SERVICE_CENTRE, payroll: parsed.data.SUPPORT_EMAIL_PAYROLL };
  return mailboxes;
}

/** `/v1/Support/...`: one handler per contract of `supportContracts` (domain/src/api/staff/support.ts). */
export const supportHandlers: Handlers<typeof supportContracts> = {
  /**
   * Queues the message as a mail to the chosen mailbox (one write; the trigger sends it and
   * retries on failure), from the caller's staff record: their name and address as Reply-To,
   * their language noted. Only a failed queue write fails the call: 503 `emailSendFailed`.
   */
  putSendEmail: async ({ body }, c) => {
    const token = caller(c);
    const record = await findCaller(token);
    const person = record?.person;
    if (!person || (!person.employee && person.customerIds.length === 0)) {
      throw new ApiFailure(403, token.employee === true ? 'notAnEmployee' : 'notACustomer');
    }
    const mail = supportMail(
      body,
      {
        name: `${person.firstName} ${person.lastName}`.trim(),
        email: person.email,
        language: person.language ?? STAFF_DEFAULT_LANGUAGE,
        role: person.employee ? 'employee' : 'customer',
      },
      supportMailboxes()[body.SendTo],
    );
    try {
      const { queuedAt } = await queueMail(mail);
      return { sendTo: body.SendTo, queuedAt: queuedAt.toISOString() };
    } catch (error) {
      log.error('support mail not queued', { sendTo: body.SendTo, reason: (error as Error).message });
      throw new ApiFailure(503, 'emailSendFailed');
    }
  },
};
