import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  AUTH_401,
  deskMessageDeliveryResponse,
  deskMessageSendsResponse,
  deskSendMessageResponse,
  employeeMessageResponse,
  employeeMessagesResponse,
  getDeskMessageDelivery,
  getDeskMessageSends,
  getEmployeeMessages,
  pushPayload,
  putDeskSendMessage,
  putOpenEmployeeMessage,
  putPushActivate,
  putSetDisableEmail,
  staffCollections,
  staffDeskAuditRecord,
  staffMessage,
  type StaffMessage,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startPushEndpoint, type PushEndpoint } from '../support/push-endpoint';
import { startSmtpServer, type ReceivedMail, type SmtpServer } from '../support/smtp-server';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * The employee's messages (issue 24), end to end on the server: the desk (an admin with a second
 * factor) sends; each copy's `staffMessageNotify` trigger in the Functions emulator queues a mail
 * in the recipient's language, which the `staffMailDelivery` trigger sends to the local SMTP
 * server (parsed there), and pushes to a subscribed browser (the local push service decrypts
 * it). The employee lists, filters, pages and opens their own messages; nobody else's.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;
let smtp: SmtpServer, push: PushEndpoint;

beforeAll(async () => {
  await clearFirestore();
  [smtp, push] = await Promise.all([startSmtpServer(), startPushEndpoint()]);
  const adminUser = await createTestUser({
    prefix: 'msg-admin',
    claims: { admin: true },
    mfaPhone: '+358401230241',
    displayName: 'Aino Ajojärjestelijä',
  });
  const oneFactor = await createTestUser({ prefix: 'msg-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('msg-eero', { employee: true }, { id: 'sp-eero-nieminen' });
  olena = await caller('msg-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('msg-customer', { customerIds: ['c-aurora'] });
  talent = await caller('msg-talent', {});
}, 60_000);
afterAll(async () => {
  await Promise.all([smtp.close(), push.close()]);
  await deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]);
});

beforeEach(async () => {
  await clearFirestore();
  smtp.clear();
  // The demo's employee (scripts/seed.ts) as a test account: Finnish; Olena reads Ukrainian.
  await putPerson('sp-eero-nieminen', {
    firebaseUid: eero.user.uid,
    email: eero.user.email,
    firstName: 'Eero',
    lastName: 'Nieminen',
    language: 'fi',
    professionTitleIds: ['pt-cook'],
  });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Olena',
    lastName: 'Koval',
    language: 'uk',
    professionTitleIds: ['pt-waiter'],
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

const send = async (body: unknown) => {
  const res = await callRoute(putDeskSendMessage, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskSendMessageResponse.parse(res.body).send;
};
const to = (employeeId: string) => ({ kind: 'employee', employeeId });
const copiesOf = async (sendId: string): Promise<StaffMessage[]> =>
  (await adminDb.collection(staffCollections.messages).where('sendId', '==', sendId).get()).docs.map((d) =>
    staffMessage.parse({ id: d.id, ...d.data() }),
  );
const mailTo = (who: Caller, subject: string) => (m: ReceivedMail) =>
  m.to.some((t) => t.address === who.user.email) && m.subject.endsWith(subject);
const delivery = async (sendId: string) =>
  deskMessageDeliveryResponse.parse((await callRoute(getDeskMessageDelivery, { token: admin, params: { sendId } })).body);

describe('the desk sends a message', () => {
  it('to the demo employee: one copy, a mail in Finnish at the SMTP server, delivery sent; the audit names the send', async () => {
    const sent = await send({ to: to('sp-eero-nieminen'), subject: 'Joulun vuorot', body: 'Hei!\nJoulun vuorot ovat auki.' });
    expect(sent).toMatchObject({
      to: { kind: 'employee', employeeId: 'sp-eero-nieminen' },
      type: 'other',
      subject: 'Joulun vuorot',
      senderName: 'Aino Ajojärjestelijä',
      recipients: 1,
    });
    const [copy] = await copiesOf(sent.id);
    expect(copy).toMatchObject({
      employeeId: 'sp-eero-nieminen',
      form: 'desk',
      openedAt: null,
      senderName: 'Aino Ajojärjestelijä',
    });

    const mail = await smtp.waitFor(mailTo(eero, 'Joulun vuorot'));
    expect(mail.subject).toBe('Uusi viesti Toimistolta: Joulun vuorot');
    expect(mail.language).toBe('fi');
    expect(mail.text).toContain(
      'Hei Eero,\n\nToimisto lähetti sinulle viestin Vuorossa:\n\nJoulun vuorot\n\nHei!\nJoulun vuorot ovat auki.',
    );
    await expect
      .poll(async () => (await delivery(sent.id)).recipients, { timeout: 20_000, interval: 250 })
      .toEqual([
        {
          employeeId: 'sp-eero-nieminen',
          name: 'Eero Nieminen',
          messageId: copy!.id,
          mail: 'sent',
          opened: false,
          openedAt: null,
        },
      ]);
    const stored = await adminDb.collection(staffCollections.mail).doc(`message-${copy!.id}`).get();
    expect(stored.data()).toMatchObject({ kind: 'message', relatedId: copy!.id, language: 'fi' });
    const audit = (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) =>
      staffDeskAuditRecord.parse(d.data()),
    );
    expect(audit).toEqual([
      expect.objectContaining({ sendId: sent.id, shiftId: null, route: 'PUT /v1/Desk/Messages/Send', note: 'employee: 1' }),
    ]);
  }, 60_000);

  it('to a Ukrainian-speaking employee: the mail in Ukrainian, and a push to her browser, decrypted, in Ukrainian', async () => {
    const subscription = push.subscription();
    expect((await callRoute(putPushActivate, { caller: olena, body: subscription })).status).toBe(200);
    const sent = await send({ to: to('sp-olena'), type: 'shiftMessage', subject: 'Zmina', body: 'Ваша зміна в п’ятницю.' });

    const mail = await smtp.waitFor(mailTo(olena, 'Zmina'));
    expect(mail.subject).toBe('Нове повідомлення від агентства: Zmina');
    expect(mail.language).toBe('uk');
    expect(mail.text).toMatch(
      /^Вітаємо, Olena!\n\nАгентство надіслало вам повідомлення у Vuoro:\n\nZmina\n\nВаша зміна в п’ятницю\./,
    );
    const received = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    const [copy] = await copiesOf(sent.id);
    expect(pushPayload.parse(received.payload)).toEqual({
      title: 'Нове повідомлення від агентства',
      body: 'Zmina',
      url: '/notifications',
      tag: `message-${copy!.id}`,
    });
  }, 60_000);

  it('email turned off: the copy is there, no mail is queued or sent (delivery: none); the other recipient gets hers', async () => {
    expect((await callRoute(putSetDisableEmail, { caller: eero, query: { disable: 'true' } })).status).toBe(200);
    const sent = await send({ to: { kind: 'everyone' }, subject: 'Tiedote', body: 'Toimisto on suljettu perjantaina.' });
    expect(sent.recipients).toBe(2);
    await smtp.waitFor(mailTo(olena, 'Tiedote'));
    // Olena's trigger has run; give Eero's as long again.
    await expect
      .poll(async () => (await delivery(sent.id)).recipients.find((r) => r.employeeId === 'sp-olena')?.mail, { timeout: 20_000 })
      .toBe('sent');
    await new Promise((r) => setTimeout(r, 2000));
    expect(smtp.mails.filter((m) => m.to.some((t) => t.address === eero.user.email))).toEqual([]);
    const eeros = (await delivery(sent.id)).recipients.find((r) => r.employeeId === 'sp-eero-nieminen');
    expect(eeros?.mail).toBe('none');
    expect((await adminDb.collection(staffCollections.mail).where('kind', '==', 'message').get()).size).toBe(1);
  }, 60_000);

  it('targets a group: a place of work (a shift there in the last year or ahead), profession titles, everyone active', async () => {
    await putPerson('sp-aino', { firstName: 'Aino', employee: true, professionTitleIds: ['pt-cook'], email: null });
    await putPerson('sp-passive', {
      firstName: 'Pasi',
      employee: true,
      status: 'passive',
      professionTitleIds: ['pt-cook'],
      email: null,
    });
    await putPerson('sp-old', { firstName: 'Olli', employee: true, email: null });
    await putShift('past', 'sp-eero-nieminen', fromNow(-200, 6), fromNow(-200, 14));
    await putShift('ahead', 'sp-aino', fromNow(5, 6), fromNow(5, 14));
    await putShift('passive', 'sp-passive', fromNow(5, 6), fromNow(5, 14));
    await putShift('too-old', 'sp-old', fromNow(-400, 6), fromNow(-400, 14));
    await putShift('elsewhere', 'sp-olena', fromNow(3, 6), fromNow(3, 14), { placeOfWork: { id: 'pow-bar', name: 'Baari' } });
    const recipients = async (target: unknown) =>
      (await copiesOf((await send({ to: target, subject: 'S', body: 'B' })).id)).map((c) => c.employeeId).sort();

    expect(await recipients({ kind: 'placeOfWork', placeOfWorkId: 'pow-kitchen' })).toEqual(['sp-aino', 'sp-eero-nieminen']);
    expect(await recipients({ kind: 'professionTitle', professionTitleIds: ['pt-cook'] })).toEqual([
      'sp-aino',
      'sp-eero-nieminen',
    ]);
    expect(await recipients({ kind: 'professionTitle', professionTitleIds: ['pt-waiter', 'pt-cook'] })).toEqual([
      'sp-aino',
      'sp-eero-nieminen',
      'sp-olena',
    ]);
    expect(await recipients({ kind: 'everyone' })).toEqual(['sp-aino', 'sp-eero-nieminen', 'sp-old', 'sp-olena']);
    // A passive employee may still be written to directly.
    expect(await recipients(to('sp-passive'))).toEqual(['sp-passive']);

    const none = await callRoute(putDeskSendMessage, {
      token: admin,
      body: { to: { kind: 'placeOfWork', placeOfWorkId: 'pow-none' }, subject: 'S', body: 'B' },
    });
    expect(none).toMatchObject({ status: 409, body: { error: 'noRecipients' } });
    const missing = await callRoute(putDeskSendMessage, {
      token: admin,
      body: { to: to('sp-customer'), subject: 'S', body: 'B' },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: 'employeeNotFound' } });

    const list = deskMessageSendsResponse.parse(
      (await callRoute(getDeskMessageSends, { token: admin, query: { take: 2 } })).body,
    );
    expect(list.total).toBe(5);
    expect(list.sends.map((s) => s.to.kind)).toEqual(['employee', 'everyone']);
    expect(list.sends[1]).toMatchObject({ recipients: 4, opened: 0 });
  });

  it('400 for a bad body; 404 for an unknown send', async () => {
    const bad = await callRoute(putDeskSendMessage, {
      token: admin,
      body: { to: { kind: 'professionTitle', professionTitleIds: [] }, subject: ' ', body: 'B' },
    });
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).issues?.map((i) => i.path)).toEqual(['to.professionTitleIds', 'subject']);
    expect((await callRoute(getDeskMessageDelivery, { token: admin, params: { sendId: 'nope' } })).status).toBe(404);
    expect((await adminDb.collection(staffCollections.messages).get()).size).toBe(0);
  });

  it('only an admin with a second factor: 401 without it (User needs mfa) and without a token, 403 for an employee and a customer user; nothing written', async () => {
    const body = { to: { kind: 'everyone' }, subject: 'S', body: 'B' };
    const desk = [
      [putDeskSendMessage, { body }],
      [getDeskMessageSends, {}],
      [getDeskMessageDelivery, { params: { sendId: 'x' } }],
    ] as const;
    for (const [contract, call] of desk) {
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      expect((await callRoute(contract, call)).status, contract.path).toBe(401);
      for (const who of [eero, customer]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    expect((await adminDb.collection(staffCollections.messages).get()).size).toBe(0);
    expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(0);
  });
});

/** A copy written as a send writes it (Admin SDK), at `sentAt`. */
async function putMessage(id: string, employeeId: string, sentAt: string, over: Partial<StaffMessage> = {}) {
  const { id: _id, ...data } = staffMessage.parse({
    id,
    employeeId,
    type: 'other',
    form: 'desk',
    subject: `Aihe ${id}`,
    body: 'Teksti',
    sentAt: new Date(sentAt),
    openedAt: null,
    ...over,
  });
  await adminDb.collection(staffCollections.messages).doc(id).set(data);
}

describe('GET /v1/Message/Employee/Messages and Open', () => {
  beforeEach(async () => {
    await putMessage('m-old', 'sp-eero-nieminen', '2026-10-01T08:00:00Z');
    await putMessage('m-opened', 'sp-eero-nieminen', '2026-11-20T08:00:00Z', { openedAt: new Date('2026-11-20T09:00:00Z') });
    await putMessage('m-new', 'sp-eero-nieminen', '2026-11-24T08:00:00Z', { type: 'shiftMessage', shiftId: 'sh-1' });
    await putMessage('m-sms', 'sp-eero-nieminen', '2026-11-10T08:00:00Z', {
      form: 'sms',
      openedAt: new Date('2026-11-10T09:00:00Z'),
    });
    await putMessage('m-olena', 'sp-olena', '2026-11-24T08:00:00Z');
  });
  const list = async (query: RouteCall['query'], who: Caller = eero) => {
    const res = await callRoute(getEmployeeMessages, { caller: who, query });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return employeeMessagesResponse.parse(res.body);
  };
  const ids = async (query: RouteCall['query']) => (await list(query)).messages.map((m) => m.id);

  it("lists only the caller's own, unopened first then newest, with the total and the badge count", async () => {
    const all = await list({});
    expect(all.messages.map((m) => m.id)).toEqual(['m-new', 'm-old', 'm-opened', 'm-sms']);
    expect(all).toMatchObject({ total: 4, unopened: 2 });
    expect(all.messages[0]).toEqual({
      id: 'm-new',
      type: 'shiftMessage',
      form: 'desk',
      subject: 'Aihe m-new',
      body: 'Teksti',
      sentAt: '2026-11-24T08:00:00.000Z',
      opened: false,
      openedAt: null,
      shiftId: 'sh-1',
      senderName: null,
    });
    expect((await list({}, olena)).messages.map((m) => m.id)).toEqual(['m-olena']);
  });

  it('filters by period (Helsinki days), form, type and only unopened, and pages; the badge counts all', async () => {
    expect(await ids({ from: '2026-11-10', until: '2026-11-20' })).toEqual(['m-opened', 'm-sms']);
    expect(await ids({ from: '2026-11-21' })).toEqual(['m-new']);
    expect(await ids({ until: '2026-10-31' })).toEqual(['m-old']);
    expect(await ids({ messageForm: 'sms' })).toEqual(['m-sms']);
    expect(await ids({ messageType: 'shiftMessage' })).toEqual(['m-new']);
    expect(await ids({ onlyUnopened: 'true' })).toEqual(['m-new', 'm-old']);
    const page = await list({ skip: 1, take: 2 });
    expect(page.messages.map((m) => m.id)).toEqual(['m-old', 'm-opened']);
    expect(page).toMatchObject({ total: 4, unopened: 2 });
    expect(await list({ messageForm: 'sms' })).toMatchObject({ total: 1, unopened: 2 });
  });

  it('400 for a bad query, with field messages', async () => {
    for (const query of [
      { take: 0 },
      { take: 51 },
      { skip: -1 },
      { from: '2026-02-30' },
      { from: '2026-11-02', until: '2026-11-01' },
      { messageForm: 'fax' },
      { onlyUnopened: 'yes' },
      { messageType: 'spam' },
      { page: 1 },
    ]) {
      const res = await callRoute(getEmployeeMessages, { caller: eero, query });
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(apiError.parse(res.body).issues?.length, JSON.stringify(query)).toBeGreaterThan(0);
    }
  });

  it('401 without a token; 403 for a customer user and a talent', async () => {
    for (const [contract, call] of [
      [getEmployeeMessages, {}],
      [putOpenEmployeeMessage, { params: { id: 'm-new' } }],
    ] as const) {
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect((await callRoute(contract, { ...call, caller: who })).status, contract.path).toBe(403);
      }
    }
    const stored = await adminDb.collection(staffCollections.messages).doc('m-new').get();
    expect(stored.get('openedAt')).toBeNull();
  });

  it('Open marks it opened once (the badge drops, the first time stays); another employee’s message or a missing one: the same 404', async () => {
    const open = async (id: string, who: Caller = eero) => callRoute(putOpenEmployeeMessage, { caller: who, params: { id } });
    const first = employeeMessageResponse.parse((await open('m-new')).body);
    expect(first.message).toMatchObject({ id: 'm-new', opened: true });
    expect(first.unopened).toBe(1);
    const again = employeeMessageResponse.parse((await open('m-new')).body);
    expect(again.message.openedAt).toBe(first.message.openedAt);
    expect((await list({})).messages.map((m) => m.id)).toEqual(['m-old', 'm-new', 'm-opened', 'm-sms']);

    const others = await open('m-olena');
    const missing = await open('m-none');
    expect(others).toEqual({ status: 404, body: { error: 'messageNotFound' } });
    expect(missing).toEqual(others);
    expect((await adminDb.collection(staffCollections.messages).doc('m-olena').get()).get('openedAt')).toBeNull();
    expect((await list({}, olena)).unopened).toBe(1);
  });

  it('an opened copy is opened for its recipient only: the desk sees who opened', async () => {
    const sent = await send({
      to: { kind: 'professionTitle', professionTitleIds: ['pt-cook', 'pt-waiter'] },
      subject: 'Yhteinen',
      body: 'B',
    });
    const copies = await copiesOf(sent.id);
    const eeros = copies.find((c) => c.employeeId === 'sp-eero-nieminen')!;
    expect((await callRoute(putOpenEmployeeMessage, { caller: eero, params: { id: eeros.id } })).status).toBe(200);
    const seen = await delivery(sent.id);
    expect(seen.send.opened).toBe(1);
    expect(Object.fromEntries(seen.recipients.map((r) => [r.employeeId, r.opened]))).toEqual({
      'sp-eero-nieminen': true,
      'sp-olena': false,
    });
    expect((await list({}, olena)).unopened).toBe(2);
  });
});
