import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../../constants';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';

/**
 * Outgoing email (`staffMail`, Admin SDK only): one document per mail, written by the function
 * that wants it sent (`queueMail`) and sent by the `staffMailDelivery` trigger over SMTP; a
 * failed send waits its backoff (`MAIL_RETRY_DELAYS_MINUTES`) for the `retryStaffMail` job.
 * Decisions: ./README.md.
 */

/** Where a mail is in its life: `queued` (waiting for its `nextAttemptAt`), `sending` (claimed by one sender), `sent`, `failed` (gave up). */
export const MAIL_STATES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** What a mail is about: a support form (SendEmail), a message from the agency, a notification. */
export const MAIL_KINDS = ['support', 'message', 'notification'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The longest a mail's subject and text may be (a support form's are far shorter). */
export const MAIL_SUBJECT_MAX = 300;
export const MAIL_TEXT_MAX = 50_000;
/** A display name's longest (a Reply-To's). */
export const MAIL_NAME_MAX = 200;
/** `lastError` keeps this many characters of the transport's reason. */
export const MAIL_ERROR_MAX = 200;

/**
 * Minutes a mail waits after each failed attempt: after the first failure 1 minute, then 5, 30,
 * 120 and 360. The attempt after the last wait is the last one (`MAIL_MAX_ATTEMPTS`); if it fails
 * the mail stays `failed`. Together about eight and a half hours: long enough to outlast an SMTP
 * relay's maintenance break, short enough that a support message is not answered days late.
 */
export const MAIL_RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 360] as const;
export const MAIL_MAX_ATTEMPTS = MAIL_RETRY_DELAYS_MINUTES.length + 1;

/** An address as SMTP carries it (RFC 5321: at most 254 characters); checked loosely, the relay has the last word. */
const address = z.email().max(254);

export const mailParty = z.object({
  /** A display name ('Aino Aaltonen'); none for a bare address. */
  name: z.string().trim().max(MAIL_NAME_MAX).nullable(),
  address,
});
export type MailParty = z.infer<typeof mailParty>;

/** What a caller asks to send: everything `queueMail` needs to write the document. */
export const mailRequest = z.object({
  to: address,
  /** The recipient's language: the language the subject and text are written in. */
  language: z.enum(SUPPORTED_LANGUAGES),
  subject: z.string().trim().min(1).max(MAIL_SUBJECT_MAX),
  /** Plain text. */
  text: z.string().min(1).max(MAIL_TEXT_MAX),
  /** Where an answer goes (the employee who wrote a support message). */
  replyTo: mailParty.nullable().default(null),
  kind: z.enum(MAIL_KINDS),
  /** What the mail is about (a message's id, a shift's id), for the desk's delivery view. */
  relatedId: z.string().min(1).max(128).nullable().default(null),
});
export type MailRequest = z.input<typeof mailRequest>;

/** The stored document. */
export const staffMail = mailRequest.extend({
  state: z.enum(MAIL_STATES),
  /** Failed attempts so far. */
  attempts: z.number().int().min(0).max(MAIL_MAX_ATTEMPTS),
  /** When the mail may be sent (next); null once sent or failed. */
  nextAttemptAt: optionalFirestoreDate,
  /** The transport's reason for the last failure, shortened; null when none failed. */
  lastError: z.string().max(MAIL_ERROR_MAX).nullable(),
  createdAt: firestoreDate,
  sentAt: optionalFirestoreDate,
  /** The SMTP relay's Message-ID, once sent. */
  messageId: z.string().max(998).nullable().optional(),
});
export type StaffMail = z.infer<typeof staffMail>;

/** A new mail, to be sent at once. */
export function newMail(request: MailRequest, now: Date): StaffMail {
  return staffMail.parse({
    ...mailRequest.parse(request),
    state: 'queued',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    createdAt: now,
    sentAt: null,
    messageId: null,
  });
}

/**
 * How long a sender holds a claimed mail: a claim sets `nextAttemptAt` this far ahead, so a mail
 * left `sending` by a sender that died mid-send is due again after it, counted as a failed attempt
 * (nodemailer gives up on a silent relay well within it).
 */
export const MAIL_SENDING_LEASE_MINUTES = 10;

/**
 * Whether a sender may claim the mail at `now`: queued and its wait over, or left `sending` past
 * its lease. A mail whose send was cut off may then go twice; a support message lost for good
 * would be worse.
 */
export const mailDue = (mail: Pick<StaffMail, 'state' | 'nextAttemptAt'>, now: Date): boolean =>
  (mail.state === 'queued' || mail.state === 'sending') && !!mail.nextAttemptAt && mail.nextAttemptAt.getTime() <= now.getTime();

/** The claim: `sending` until the lease ends. */
export const mailClaim = (now: Date): Pick<StaffMail, 'state' | 'nextAttemptAt'> => ({
  state: 'sending',
  nextAttemptAt: new Date(now.getTime() + MAIL_SENDING_LEASE_MINUTES * 60_000),
});

/** When the mail may be tried again after its `attempts`-th failure, or null when that was the last attempt. */
export function mailRetryAt(attempts: number, now: Date): Date | null {
  const minutes = MAIL_RETRY_DELAYS_MINUTES[attempts - 1];
  return minutes === undefined ? null : new Date(now.getTime() + minutes * 60_000);
}

/** The change a failed attempt makes: back to `queued` with its next time, or `failed` after the last attempt. */
export function mailAfterFailure(
  mail: Pick<StaffMail, 'attempts'>,
  reason: string,
  now: Date,
): Pick<StaffMail, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError'> {
  const attempts = Math.min(mail.attempts + 1, MAIL_MAX_ATTEMPTS);
  const next = mailRetryAt(attempts, now);
  const lastError = reason.replace(/\s+/g, ' ').trim().slice(0, MAIL_ERROR_MAX) || 'unknown';
  return next
    ? { state: 'queued', attempts, nextAttemptAt: next, lastError }
    : { state: 'failed', attempts, nextAttemptAt: null, lastError };
}

/** The change a sent mail makes. */
export const mailAfterSending = (
  messageId: string | null,
  now: Date,
): Pick<StaffMail, 'state' | 'sentAt' | 'nextAttemptAt' | 'messageId'> => ({
  state: 'sent',
  sentAt: now,
  nextAttemptAt: null,
  messageId,
});

/**
 * What a sender does with a mail it read at `now` (inside the transaction that claims it): `send`
 * with the claim written, or leave it (`null`: not due, or claimed by another sender meanwhile). A
 * mail left `sending` past its lease counts that attempt as failed first; after the last one it
 * ends `failed` and is not sent.
 */
export function claimMail(
  mail: Pick<StaffMail, 'state' | 'attempts' | 'nextAttemptAt' | 'lastError'>,
  now: Date,
): { send: boolean; patch: Partial<StaffMail> } | null {
  if (!mailDue(mail, now)) return null;
  if (mail.state === 'sending') {
    const failed = mailAfterFailure(mail, 'sending was interrupted', now);
    if (failed.state === 'failed') return { send: false, patch: failed };
    return { send: true, patch: { ...failed, ...mailClaim(now) } };
  }
  return { send: true, patch: mailClaim(now) };
}
