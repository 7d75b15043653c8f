import { z } from 'zod';
import { booleanQuery } from '../../api/identity';
import { firestoreDocId } from '../../entities/common';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { messageType, type MessageType } from '../../labels';
import { validationMessages as m } from '../../texts/messages';
import { agencyDayStart, addAgencyDays } from '../time';
import { agencyDayText, isoInstant } from '../shifts/views';

/**
 * The employee's messages (`staffMessages`, Admin SDK only): one document per recipient, so read
 * state is per employee; the copies of one desk send share its `sendId` (`staffMessageSends`).
 * Decisions: ./README.md.
 */

/**
 * How a message was sent (the messageForm filter): written at the agency desk (`desk`, told by
 * mail and push), or as a text message (`sms`). The spec names the filter only; these are the
 * forms the product sends.
 */
export const MESSAGE_FORMS = ['desk', 'sms'] as const;
export const messageForm = z.enum(MESSAGE_FORMS, { error: m.invalidValue });
export type MessageForm = z.infer<typeof messageForm>;

/** The longest subject and body a message may have. */
export const MESSAGE_SUBJECT_MAX = 200;
export const MESSAGE_BODY_MAX = 5000;
/** How many of an employee's messages one list reads (newest first) before filtering and paging. */
export const MESSAGES_READ_LIMIT = 500;
/** How many employees one desk send may reach; an agency larger than this sends by group. */
export const MESSAGE_RECIPIENTS_MAX = 2000;
/** The largest `skip`: Firestore's offset is a 32-bit number, and nobody pages this far. */
export const MESSAGES_SKIP_MAX = 10_000;
/** A place of work's group: employees with a shift there from this many days back, or ahead. */
export const PLACE_GROUP_DAYS_BACK = 365;

/** `staffMessages/{id}`: one employee's copy of a message. */
export const staffMessage = z.object({
  id: firestoreDocId,
  /** The recipient (a staff person id): the owner key every read filters by. */
  employeeId: firestoreDocId,
  type: messageType,
  form: messageForm,
  subject: z.string().trim().min(1).max(MESSAGE_SUBJECT_MAX),
  body: z.string().trim().min(1).max(MESSAGE_BODY_MAX),
  sentAt: firestoreDate,
  /** When the recipient opened it; null while unopened (the badge counts these). */
  openedAt: optionalFirestoreDate,
  shiftId: firestoreDocId.nullable().default(null),
  /** The desk send it is a copy of. */
  sendId: firestoreDocId.nullable().default(null),
  /** Who wrote it, as the employee sees it (the desk admin's name). */
  senderName: z.string().max(200).nullable().default(null),
});
export type StaffMessage = z.infer<typeof staffMessage>;

/** Newest first, unopened before opened: the order of the employee's list. */
export function byUnopenedThenNewest(a: Pick<StaffMessage, 'openedAt' | 'sentAt'>, b: Pick<StaffMessage, 'openedAt' | 'sentAt'>) {
  const opened = Number(!!a.openedAt) - Number(!!b.openedAt);
  return opened || b.sentAt.getTime() - a.sentAt.getTime();
}

const paging = {
  skip: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.wholeNumberRequired })
    .min(0, { error: m.numberOutOfRange })
    .max(MESSAGES_SKIP_MAX, { error: m.numberOutOfRange })
    .default(0),
  take: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.wholeNumberRequired })
    .min(1, { error: m.numberOutOfRange })
    .max(50, { error: m.numberOutOfRange })
    .default(20),
};

/** `GET /v1/Message/Employee/Messages?skip,take,from,until,messageForm,onlyUnopened,messageType`: Helsinki days. */
export const employeeMessagesQuery = z
  .object({
    ...paging,
    from: agencyDayText.optional(),
    until: agencyDayText.optional(),
    messageForm: messageForm.optional(),
    onlyUnopened: booleanQuery.optional(),
    messageType: z.enum(messageType.options, { error: m.invalidValue }).optional(),
  })
  .strict()
  .refine((q) => !q.from || !q.until || q.from <= q.until, { error: m.endBeforeStart, path: ['until'] });
export type EmployeeMessagesQuery = z.infer<typeof employeeMessagesQuery>;

/** The instants [from, to) a query's days cover (`until` whole); unbounded ends are null. */
export function messagePeriod(query: Pick<EmployeeMessagesQuery, 'from' | 'until'>): { from: Date | null; to: Date | null } {
  const from = query.from ? agencyDayStart(query.from) : null;
  const until = query.until ? agencyDayStart(query.until) : null;
  return { from, to: until ? addAgencyDays(until, 1) : null };
}

/** Whether a message passes the query's filters (the period is the read's). */
export function messageMatches(message: StaffMessage, query: EmployeeMessagesQuery): boolean {
  if (query.messageForm && message.form !== query.messageForm) return false;
  if (query.messageType && message.type !== query.messageType) return false;
  if (query.onlyUnopened && message.openedAt) return false;
  return true;
}

/** A message as its recipient reads it. */
export const employeeMessageView = z.object({
  id: z.string(),
  type: messageType,
  form: messageForm,
  subject: z.string(),
  body: z.string(),
  sentAt: isoInstant,
  opened: z.boolean(),
  openedAt: isoInstant.nullable(),
  shiftId: z.string().nullable(),
  senderName: z.string().nullable(),
});
export type EmployeeMessageView = z.infer<typeof employeeMessageView>;

export const toEmployeeMessageView = (msg: StaffMessage): EmployeeMessageView => ({
  id: msg.id,
  type: msg.type,
  form: msg.form,
  subject: msg.subject,
  body: msg.body,
  sentAt: msg.sentAt.toISOString(),
  opened: !!msg.openedAt,
  openedAt: msg.openedAt?.toISOString() ?? null,
  shiftId: msg.shiftId,
  senderName: msg.senderName,
});

export const employeeMessagesResponse = z.object({
  /** The page, unopened first, then newest first. */
  messages: z.array(employeeMessageView),
  /** How many messages the filters match (for paging). */
  total: z.number().int().min(0),
  /** How many of the employee's messages are unopened, whatever the filters: the menu badge. */
  unopened: z.number().int().min(0),
});

/** The filters, paging applied: the page of `messages` (already in the period, any order). */
export function employeeMessagesPage(messages: readonly StaffMessage[], query: EmployeeMessagesQuery) {
  const matching = messages.filter((msg) => messageMatches(msg, query)).sort(byUnopenedThenNewest);
  return { page: matching.slice(query.skip, query.skip + query.take), total: matching.length };
}

export const messageIdParams = z.object({ id: firestoreDocId }).strict();
export const employeeMessageResponse = z.object({ message: employeeMessageView, unopened: z.number().int().min(0) });

/** Who a desk send goes to: one employee, a place of work's group, profession titles' group, or every active employee. */
export const messageRecipients = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('employee'), employeeId: firestoreDocId }).strict(),
    z.object({ kind: z.literal('placeOfWork'), placeOfWorkId: firestoreDocId }).strict(),
    z
      .object({
        kind: z.literal('professionTitle'),
        professionTitleIds: z.array(firestoreDocId).min(1, { error: m.fieldRequired }).max(30, { error: m.invalidValue }),
      })
      .strict(),
    z.object({ kind: z.literal('everyone') }).strict(),
  ],
  { error: m.invalidValue },
);
export type MessageRecipients = z.infer<typeof messageRecipients>;

/** `PUT /v1/Desk/Messages/Send`. */
export const deskSendMessageBody = z
  .object({
    to: messageRecipients,
    type: messageType.default('other' satisfies MessageType),
    subject: z
      .string({ error: m.fieldRequired })
      .trim()
      .min(1, { error: m.fieldRequired })
      .max(MESSAGE_SUBJECT_MAX, { error: m.textTooLong }),
    body: z
      .string({ error: m.fieldRequired })
      .trim()
      .min(1, { error: m.fieldRequired })
      .max(MESSAGE_BODY_MAX, { error: m.textTooLong }),
    shiftId: firestoreDocId.optional(),
  })
  .strict();
export type DeskSendMessageBody = z.infer<typeof deskSendMessageBody>;

/** `staffMessageSends/{sendId}`: one desk send, its copies are the `staffMessages` with its `sendId`. */
export const staffMessageSend = z.object({
  id: firestoreDocId,
  to: messageRecipients,
  type: messageType,
  subject: z.string().max(MESSAGE_SUBJECT_MAX),
  body: z.string().max(MESSAGE_BODY_MAX),
  shiftId: firestoreDocId.nullable(),
  recipients: z.number().int().min(0),
  senderName: z.string().nullable(),
  senderUid: z.string(),
  sentAt: firestoreDate,
});
export type StaffMessageSend = z.infer<typeof staffMessageSend>;

/** A recipient's mail as the desk sees it: none (email off, or no address), or the queue's state. */
export const RECIPIENT_MAIL_STATES = ['none', 'queued', 'sending', 'sent', 'failed'] as const;
export const recipientDelivery = z.object({
  employeeId: z.string(),
  name: z.string(),
  messageId: z.string(),
  mail: z.enum(RECIPIENT_MAIL_STATES),
  opened: z.boolean(),
  openedAt: isoInstant.nullable(),
});
export type RecipientDelivery = z.infer<typeof recipientDelivery>;

export const deskMessageSendView = z.object({
  id: z.string(),
  to: messageRecipients,
  type: messageType,
  subject: z.string(),
  body: z.string(),
  shiftId: z.string().nullable(),
  senderName: z.string().nullable(),
  sentAt: isoInstant,
  recipients: z.number().int(),
  /** Counts over the recipients: opened, and mails by state. */
  opened: z.number().int(),
  mail: z.object({ none: z.number().int(), queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
});
export type DeskMessageSendView = z.infer<typeof deskMessageSendView>;

/** The counts of a send's view from its recipients (a mail being sent counts as queued). */
export function sendCounts(recipients: readonly RecipientDelivery[]): Pick<DeskMessageSendView, 'opened' | 'mail'> {
  const mail = { none: 0, queued: 0, sent: 0, failed: 0 };
  for (const r of recipients) mail[r.mail === 'sending' ? 'queued' : r.mail] += 1;
  return { opened: recipients.filter((r) => r.opened).length, mail };
}

export const deskSendMessageResponse = z.object({ send: deskMessageSendView });
export const deskMessageSendsQuery = z.object(paging).strict();
export const deskMessageSendsResponse = z.object({ sends: z.array(deskMessageSendView), total: z.number().int() });
export const deskMessageSendParams = z.object({ sendId: firestoreDocId }).strict();
export const deskMessageDeliveryResponse = z.object({ send: deskMessageSendView, recipients: z.array(recipientDelivery) });
