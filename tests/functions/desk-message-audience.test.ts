import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  AUTH_401,
  deskMessageAudienceResponse,
  deskMessageRecipientsResponse,
  deskSendMessageResponse,
  getDeskMessageAudience,
  putDeskMessageRecipients,
  putDeskSendMessage,
  staffCollections,
  type StaffPerson,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * The desk's audience and recipient count (issue 24, our extension routes): whom a message can go
 * to (places of work, profession titles, employees with where they work), and how many a send would
 * reach, which must be exactly what the send then reaches. Only an admin with a second factor.
 * Real tokens, real documents in the Firestore emulator.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string, nonAdmin: string;
let employee: Caller, customer: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'aud-admin',
    claims: { admin: true },
    mfaPhone: '+358401230251',
    displayName: 'Reija Rekrytoija',
  });
  const oneFactor = await createTestUser({ prefix: 'aud-admin-1f', claims: { admin: true } });
  const my = await createTestUser({ prefix: 'aud-my', claims: { my: true }, mfaPhone: '+358401230252' });
  users.push(adminUser, oneFactor, my);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  nonAdmin = (await signInWithSecondFactor(my.email, my.password)).idToken;
  employee = await caller('aud-employee', { employee: true }, { id: 'sp-eero' });
  customer = await caller('aud-customer', { customerIds: ['c-aurora'] });
}, 60_000);
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), employee.user.uid, customer.user.uid]));

const person = (id: string, firstName: string, lastName: string, over: Partial<StaffPerson> = {}) =>
  putPerson(id, { firstName, lastName, email: null, ...over });

beforeEach(async () => {
  await clearFirestore();
  await person('sp-eero', 'Eero', 'Nieminen', { firebaseUid: employee.user.uid, professionTitleIds: ['pt-cook'] });
  await person('sp-olena', 'Olena', 'Kovalenko', { professionTitleIds: ['pt-waiter'] });
  await person('sp-aino', 'Aino', 'Aalto', { professionTitleIds: ['pt-cook'] });
  await person('sp-pasi', 'Pasi', 'Passiivinen', { status: 'passive', professionTitleIds: ['pt-cook'] });
  await person('sp-olli', 'Olli', 'Oldman');
  await person('sp-customer', 'Kari', 'Asiakas', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
  const set = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);
  await set(staffCollections.customers, 'c-aurora', { name: 'Hotelli Aurora' });
  await set(staffCollections.customers, 'c-satama', { name: 'Ravintola Satama' });
  await set(staffCollections.placesOfWork, 'pow-kitchen', { name: 'Keittiö', customerId: 'c-aurora' });
  await set(staffCollections.placesOfWork, 'pow-bar', { name: 'Baari', customerId: 'c-satama' });
  await set(staffCollections.professionTitles, 'pt-cook', { name: 'Kokki', names: { en: 'Cook' } });
  await set(staffCollections.professionTitles, 'pt-waiter', { name: 'Tarjoilija' });
  // Eero worked the kitchen lately and has a bar shift ahead: his place is the kitchen (the latest started).
  await putShift('eero-past', 'sp-eero', fromNow(-20, 6), fromNow(-20, 14));
  await putShift('eero-ahead', 'sp-eero', fromNow(4, 6), fromNow(4, 14), { placeOfWork: { id: 'pow-bar', name: 'Baari' } });
  // Olena has only shifts ahead: the earliest one's place.
  await putShift('olena-1', 'sp-olena', fromNow(3, 6), fromNow(3, 14), { placeOfWork: { id: 'pow-bar', name: 'Baari' } });
  await putShift('olena-2', 'sp-olena', fromNow(9, 6), fromNow(9, 14));
  await putShift('aino-ahead', 'sp-aino', fromNow(5, 6), fromNow(5, 14));
  await putShift('pasi-ahead', 'sp-pasi', fromNow(5, 6), fromNow(5, 14));
  await putShift('olli-too-old', 'sp-olli', fromNow(-400, 6), fromNow(-400, 14));
  await putShift('open', null, fromNow(6, 6), fromNow(6, 14));
});

const message = (to: unknown) => ({ to, subject: 'Joulun vuorot', body: 'Hei!' });
const count = async (to: unknown) => {
  const res = await callRoute(putDeskMessageRecipients, { token: admin, body: message(to) });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deskMessageRecipientsResponse.parse(res.body).recipients;
};
const storedCount = async (collection: string) => (await adminDb.collection(collection).get()).size;

describe('GET /v1/Desk/Messages/Audience', () => {
  it('answers the places (with their customer), the titles and every employee with where they work, by name', async () => {
    const res = await callRoute(getDeskMessageAudience, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const audience = deskMessageAudienceResponse.parse(res.body);
    expect(audience.placesOfWork).toEqual([
      { id: 'pow-kitchen', name: 'Keittiö', customer: { id: 'c-aurora', name: 'Hotelli Aurora' } },
      { id: 'pow-bar', name: 'Baari', customer: { id: 'c-satama', name: 'Ravintola Satama' } },
    ]);
    expect(audience.professionTitles).toEqual([
      { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } },
      { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
    ]);
    const kitchen = { id: 'pow-kitchen', name: 'Keittiö' };
    const bar = { id: 'pow-bar', name: 'Baari' };
    expect(audience.employees).toEqual([
      { id: 'sp-aino', name: 'Aino Aalto', placeOfWork: kitchen, passive: false },
      { id: 'sp-eero', name: 'Eero Nieminen', placeOfWork: kitchen, passive: false },
      { id: 'sp-olena', name: 'Olena Kovalenko', placeOfWork: bar, passive: false },
      { id: 'sp-olli', name: 'Olli Oldman', placeOfWork: null, passive: false },
      { id: 'sp-pasi', name: 'Pasi Passiivinen', placeOfWork: kitchen, passive: true },
    ]);
  });
});

describe('PUT /v1/Desk/Messages/Recipients', () => {
  it('counts what the send then reaches, for each kind of recipient, and writes nothing itself', async () => {
    const targets = [
      { kind: 'employee', employeeId: 'sp-pasi' },
      { kind: 'placeOfWork', placeOfWorkId: 'pow-kitchen' },
      { kind: 'placeOfWork', placeOfWorkId: 'pow-bar' },
      { kind: 'professionTitle', professionTitleIds: ['pt-cook'] },
      { kind: 'professionTitle', professionTitleIds: ['pt-cook', 'pt-waiter'] },
      { kind: 'everyone' },
    ];
    const counted = [];
    for (const to of targets) counted.push(await count(to));
    // The rule itself: passive employees only directly; the kitchen's group is Eero, Aino and Olena (a
    // shift there ahead; Pasi is passive); the bar's Eero and Olena; everyone active: Aino, Eero, Olena, Olli.
    expect(counted).toEqual([1, 3, 2, 2, 3, 4]);
    expect(await storedCount(staffCollections.messages)).toBe(0);
    expect(await storedCount(staffCollections.messageSends)).toBe(0);
    expect(await storedCount(staffCollections.deskAudit)).toBe(0);

    const reached = [];
    for (const to of targets) {
      const res = await callRoute(putDeskSendMessage, { token: admin, body: message(to) });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { send } = deskSendMessageResponse.parse(res.body);
      const copies = await adminDb.collection(staffCollections.messages).where('sendId', '==', send.id).get();
      expect(copies.size).toBe(send.recipients);
      reached.push(send.recipients);
    }
    expect(reached).toEqual(counted);
  });

  it('400 for a bad body, with field messages; 404 for one employee who is not one; 0 for an empty group', async () => {
    const bad = await callRoute(putDeskMessageRecipients, {
      token: admin,
      body: { to: { kind: 'professionTitle', professionTitleIds: [] }, subject: ' ', body: 'B' },
    });
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).issues?.map((i) => i.path)).toEqual(['to.professionTitleIds', 'subject']);
    const noKind = await callRoute(putDeskMessageRecipients, { token: admin, body: message({ kind: 'team' }) });
    expect(noKind.status).toBe(400);
    const notEmployee = await callRoute(putDeskMessageRecipients, {
      token: admin,
      body: message({ kind: 'employee', employeeId: 'sp-customer' }),
    });
    expect(notEmployee).toMatchObject({ status: 404, body: { error: 'employeeNotFound' } });
    expect(await count({ kind: 'placeOfWork', placeOfWorkId: 'pow-none' })).toBe(0);
  });
});

describe('who may ask', () => {
  const routes = [
    [getDeskMessageAudience, {}],
    [putDeskMessageRecipients, { body: message({ kind: 'everyone' }) }],
  ] as const;

  it('only an admin with a second factor: 403 for a non-admin (even with a second factor), an employee and a customer user; 401 without the second factor or a token', async () => {
    for (const [contract, call] of routes) {
      for (const who of [{ token: nonAdmin }, { caller: employee }, { caller: customer }]) {
        expect(await callRoute(contract, { ...call, ...who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      expect((await callRoute(contract, call)).status, contract.path).toBe(401);
    }
  });
});
