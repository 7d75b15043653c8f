import {
  addAgencyDays,
  MESSAGE_RECIPIENTS_MAX,
  PLACE_GROUP_DAYS_BACK,
  placesOfEmployees,
  sendCounts,
  staffCustomer,
  staffPlaceOfWork,
  staffProfessionTitle,
  staffDeskAuditRecord,
  staffCollections,
  staffMail,
  staffMessage,
  staffMessageSend,
  toTitleView,
  type AudienceShift,
  type DeskMessageSendView,
  type DeskSendMessageBody,
  type MessageRecipients,
  type RecipientDelivery,
  type StaffMessage,
  type StaffMessageSend,
  type StaffPerson,
  type getDeskMessageAudience,
  type getDeskMessageDelivery,
  type getDeskMessageSends,
  type putDeskMessageRecipients,
  type putDeskSendMessage,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { deskActor, type DeskActor } from '../desk/handlers';
import { mails } from '../mail/queue';
import { customers, professionTitles } from '../customer-shift/store';
import { placesOfWork, shifts } from '../shift/store';
import { messageMailId, messages, messageSends, parseMessage, parseSend } from './store';

/**
 * The desk's messages (domain/src/staff/messages/README.md, "Sending at the desk"): a send writes
 * one `staffMessages` copy per recipient, the send and its `staffDeskAudit` record; the
 * `staffMessageNotify` trigger tells each recipient (mail, push). Delivery is read back from the
 * copies (opened) and their mails (`staffMail/message-<id>`).
 */

interface Recipient {
  id: string;
  person: StaffPerson;
}

const isActiveEmployee = (p: StaffPerson | undefined): p is StaffPerson => !!p?.employee && p.status !== 'passive';
/** Firestore's batch holds 500 writes; a few are left for the send and its audit. */
const BATCH_WRITES = 450;

async function peopleByIds(ids: readonly string[]): Promise<Recipient[]> {
  const out: Recipient[] = [];
  for (let i = 0; i < ids.length; i += BATCH_WRITES) {
    const refs = ids.slice(i, i + BATCH_WRITES).map((id) => people().doc(id));
    if (refs.length === 0) continue;
    for (const snap of await db().getAll(...refs)) {
      const person = snap.data() as StaffPerson | undefined;
      if (person) out.push({ id: snap.id, person });
    }
  }
  return out;
}

/**
 * Who `to` reaches now: one employee (any employee record: 404 `employeeNotFound` otherwise), or
 * the active employees of a group. Passive employees get no group messages, as they get no offers.
 */
async function recipientsOf(to: MessageRecipients, now: Date): Promise<Recipient[]> {
  switch (to.kind) {
    case 'employee': {
      const person = (await people().doc(to.employeeId).get()).data();
      if (!person?.employee) throw new ApiFailure(404, 'employeeNotFound');
      return [{ id: to.employeeId, person }];
    }
    case 'placeOfWork': {
      const since = addAgencyDays(now, -PLACE_GROUP_DAYS_BACK);
      const snap = await shifts()
        .where('placeOfWork.id', '==', to.placeOfWorkId)
        .where('start', '>=', since)
        .select('employee')
        .get();
      const ids = [
        ...new Set(snap.docs.map((d) => (d.get('employee') as { id?: string } | null)?.id).filter((id): id is string => !!id)),
      ];
      return (await peopleByIds(ids)).filter((r) => isActiveEmployee(r.person));
    }
    case 'professionTitle': {
      const snap = await people()
        .where('professionTitleIds', 'array-contains-any', to.professionTitleIds)
        .limit(MESSAGE_RECIPIENTS_MAX + 1)
        .get();
      return snap.docs.map((d) => ({ id: d.id, person: d.data() })).filter((r) => isActiveEmployee(r.person));
    }
    case 'everyone': {
      const snap = await people()
        .where('employee', '==', true)
        .limit(MESSAGE_RECIPIENTS_MAX * 2)
        .get();
      return snap.docs.map((d) => ({ id: d.id, person: d.data() })).filter((r) => isActiveEmployee(r.person));
    }
  }
}

const nameOf = (p: StaffPerson) => `${p.firstName} ${p.lastName}`.trim();

/** Each copy's delivery: its mail's state (none while not queued: email off, no address, or not yet) and whether it was opened. */
async function deliveryOf(copies: readonly StaffMessage[]): Promise<RecipientDelivery[]> {
  if (copies.length === 0) return [];
  const [mailSnaps, recipients] = await Promise.all([
    db().getAll(...copies.map((m) => mails().doc(messageMailId(m.id)))),
    peopleByIds(copies.map((m) => m.employeeId)),
  ]);
  const names = new Map(recipients.map((r) => [r.id, nameOf(r.person)]));
  return copies.map((m, i) => {
    const mail = mailSnaps[i]?.exists ? staffMail.parse(mailSnaps[i]!.data()).state : 'none';
    return {
      employeeId: m.employeeId,
      name: names.get(m.employeeId) ?? m.employeeId,
      messageId: m.id,
      mail,
      opened: !!m.openedAt,
      openedAt: m.openedAt?.toISOString() ?? null,
    };
  });
}

async function copiesOf(sendId: string): Promise<StaffMessage[]> {
  const snap = await messages().where('sendId', '==', sendId).limit(MESSAGE_RECIPIENTS_MAX).get();
  return snap.docs.map(parseMessage).sort((a, b) => a.employeeId.localeCompare(b.employeeId));
}

function sendView(send: StaffMessageSend, delivery: readonly RecipientDelivery[]): DeskMessageSendView {
  return {
    id: send.id,
    to: send.to,
    type: send.type,
    subject: send.subject,
    body: send.body,
    shiftId: send.shiftId,
    senderName: send.senderName,
    sentAt: send.sentAt.toISOString(),
    recipients: send.recipients,
    ...sendCounts(delivery),
  };
}

/** Writes the send, its audit record and a copy for each recipient, in batches (the first holds the send). */
async function writeSend(actor: DeskActor, body: DeskSendMessageBody, recipients: readonly Recipient[], now: Date) {
  const sendRef = messageSends().doc();
  const send: StaffMessageSend = staffMessageSend.parse({
    id: sendRef.id,
    to: body.to,
    type: body.type,
    subject: body.subject,
    body: body.body,
    shiftId: body.shiftId ?? null,
    recipients: recipients.length,
    senderName: actor.name,
    senderUid: actor.uid,
    sentAt: now,
  });
  const audit = staffDeskAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    route: actor.route,
    shiftId: body.shiftId ?? null,
    sendId: sendRef.id,
    from: null,
    to: null,
    note: `${body.to.kind}: ${recipients.length}`,
    at: now,
  });
  const copies: StaffMessage[] = [];
  for (let i = 0; i < recipients.length; i += BATCH_WRITES) {
    const batch = db().batch();
    if (i === 0) {
      const { id: _id, ...stored } = send;
      batch.set(sendRef, stored);
      batch.set(db().collection(staffCollections.deskAudit).doc(), audit);
    }
    for (const r of recipients.slice(i, i + BATCH_WRITES)) {
      const ref = messages().doc();
      const copy = staffMessage.parse({
        id: ref.id,
        employeeId: r.id,
        type: body.type,
        form: 'desk',
        subject: body.subject,
        body: body.body,
        sentAt: now,
        openedAt: null,
        shiftId: body.shiftId ?? null,
        sendId: sendRef.id,
        senderName: actor.name,
      });
      const { id: _copyId, ...stored } = copy;
      batch.set(ref, stored);
      copies.push(copy);
    }
    await batch.commit();
  }
  return { send, copies };
}

/**
 * PUT /v1/Desk/Messages/Send: the recipients as they are now, at most `MESSAGE_RECIPIENTS_MAX`
 * (409 `tooManyRecipients`), at least one (409 `noRecipients`).
 */
export const deskSendMessage: Handler<typeof putDeskSendMessage> = async ({ body }, c) => {
  const actor = deskActor(c);
  const now = new Date();
  const recipients = await recipientsOf(body.to, now);
  if (recipients.length === 0) throw new ApiFailure(409, 'noRecipients');
  if (recipients.length > MESSAGE_RECIPIENTS_MAX) throw new ApiFailure(409, 'tooManyRecipients');
  const { send, copies } = await writeSend(actor, body, recipients, now);
  return { send: sendView(send, await deliveryOf(copies)) };
};

/** GET /v1/Desk/Messages?skip&take: the sends, newest first, each counted from its copies and mails. */
export const deskMessageSends: Handler<typeof getDeskMessageSends> = async ({ query }) => {
  const [page, total] = await Promise.all([
    messageSends().orderBy('sentAt', 'desc').offset(query.skip).limit(query.take).get(),
    messageSends()
      .count()
      .get()
      .then((s) => s.data().count),
  ]);
  const sends = await Promise.all(
    page.docs.map(parseSend).map(async (send) => sendView(send, await deliveryOf(await copiesOf(send.id)))),
  );
  return { sends, total };
};

/** GET /v1/Desk/Messages/{sendId}: the send and each recipient's delivery. */
export const deskMessageDelivery: Handler<typeof getDeskMessageDelivery> = async ({ params }) => {
  const snap = await messageSends().doc(params.sendId).get();
  if (!snap.exists) throw new ApiFailure(404, 'messageNotFound');
  const delivery = await deliveryOf(await copiesOf(params.sendId));
  return { send: sendView(parseSend(snap), delivery), recipients: delivery };
};

/** PUT /v1/Desk/Messages/Recipients: how many the send with this body would reach now (the send's rule); writes nothing. */
export const deskMessageRecipients: Handler<typeof putDeskMessageRecipients> = async ({ body }) => ({
  recipients: (await recipientsOf(body.to, new Date())).length,
});

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'fi') || a.name.localeCompare(b.name);

/** The shifts of the place group's window (a year back, and ahead) that someone works: whose place is where. */
async function workedShifts(now: Date): Promise<AudienceShift[]> {
  const snap = await shifts()
    .where('start', '>=', addAgencyDays(now, -PLACE_GROUP_DAYS_BACK))
    .select('employee', 'placeOfWork', 'start')
    .get();
  return snap.docs.flatMap((d) => {
    const employee = d.get('employee') as { id?: string } | null;
    const place = d.get('placeOfWork') as { id: string; name: string };
    const start = d.get('start') as { toDate(): Date };
    return employee?.id
      ? [{ employeeId: employee.id, placeOfWork: { id: place.id, name: place.name }, start: start.toDate() }]
      : [];
  });
}

/**
 * GET /v1/Desk/Messages/Audience: every place of work (with its customer), profession title and
 * employee record (passive too: a direct word may go to them), by name; each employee with the
 * place of their latest shift in the place group's window.
 */
export const deskMessageAudience: Handler<typeof getDeskMessageAudience> = async () => {
  const now = new Date();
  const [placeSnap, customerSnap, titleSnap, employeeSnap, worked] = await Promise.all([
    placesOfWork().get(),
    customers().get(),
    professionTitles().get(),
    people()
      .where('employee', '==', true)
      .limit(MESSAGE_RECIPIENTS_MAX * 2)
      .get(),
    workedShifts(now),
  ]);
  const customerNames = new Map(customerSnap.docs.map((d) => [d.id, staffCustomer.parse({ id: d.id, ...d.data() }).name]));
  const places = placeSnap.docs.map((d) => staffPlaceOfWork.parse({ id: d.id, ...d.data() }));
  const placeOf = placesOfEmployees(worked, now);
  return {
    placesOfWork: places
      .map((p) => ({ id: p.id, name: p.name, customer: { id: p.customerId, name: customerNames.get(p.customerId) ?? '' } }))
      .sort((a, b) => byName(a.customer, b.customer) || byName(a, b)),
    professionTitles: titleSnap.docs.map((d) => toTitleView(staffProfessionTitle.parse({ id: d.id, ...d.data() }))).sort(byName),
    employees: employeeSnap.docs
      .map((d) => {
        const person = d.data();
        return { id: d.id, name: nameOf(person), placeOfWork: placeOf.get(d.id) ?? null, passive: person.status === 'passive' };
      })
      .sort(byName),
  };
};
