import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addAgencyDays,
  assignment,
  calendarDay,
  customerProfessionTitleOptionsResponse,
  deskRecruitOrderResponse,
  deskRecruitOrdersResponse,
  earliestStartDay,
  getCustomerProfessionTitleOptions,
  getDeskRecruitOrders,
  getRecruitOrderView,
  putDeskRecruitOrderAssignment,
  putSendRecruitOrder,
  recruitOrderViewResponse,
  sendRecruitOrderResponse,
  staffCollections,
  staffDeskRecruitOrderAuditRecord,
  staffMail,
  staffRecruitOrder,
  type RecruitOrderBodyInput,
} from '@vuoro/domain';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * Recruit orders (issue 26): the customer user's form (its choices, the customer's profession
 * titles, the send with every rule of spec section 5), the agency's mail through the SMTP queue,
 * and the desk turning an order into a job of the recruiter tool. In-process against the
 * Firestore and Auth emulators with real tokens; the mail trigger in the Functions emulator
 * delivers to the local SMTP server.
 */
const users: TestUser[] = [];
let smtp: SmtpServer;
let admin: string;
let maria: Caller, antti: Caller, eero: Caller, talent: Caller;

beforeAll(async () => {
  smtp = await startSmtpServer();
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'orders-admin',
    claims: { admin: true },
    mfaPhone: '+358401230261',
    displayName: 'Reija Rekrytoija',
  });
  users.push(adminUser);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  maria = await caller('orders-maria', { customerIds: ['c-aurora'] });
  antti = await caller('orders-antti', { customerIds: ['c-pohjola'] });
  eero = await caller('orders-eero', { employee: true }, { id: 'sp-eero' });
  talent = await caller('orders-talent', {});
});
afterAll(async () => {
  await smtp.close();
  await deleteTestUsers([...users.map((u) => u.uid), ...[maria, antti, eero, talent].map((c) => c.user.uid)]);
});

const put = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);

beforeEach(async () => {
  await clearFirestore();
  clearCaches();
  smtp.clear();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Nieminen' });
  await putPerson('sp-maria', {
    firebaseUid: maria.user.uid,
    email: maria.user.email,
    firstName: 'Maria',
    lastName: 'Lehtonen',
    employee: false,
    customerIds: ['c-aurora'],
  });
  await putPerson('sp-antti', {
    firebaseUid: antti.user.uid,
    email: antti.user.email,
    firstName: 'Antti',
    lastName: 'Koskinen',
    employee: false,
    customerIds: ['c-pohjola'],
  });
  await put(staffCollections.customers, 'c-aurora', { name: 'Hotelli Aurora' });
  await put(staffCollections.customers, 'c-pohjola', { name: 'Pohjola Logistiikka' });
  await put(staffCollections.placesOfWork, 'pow-kitchen', { name: 'Keittiö', customerId: 'c-aurora', city: 'Helsinki' });
  await put(staffCollections.placesOfWork, 'pow-lobby', { name: 'Aula', customerId: 'c-aurora', city: 'Espoo' });
  await put(staffCollections.placesOfWork, 'pow-warehouse', { name: 'Varasto', customerId: 'c-pohjola', city: 'Vantaa' });
  await put(staffCollections.professionTitles, 'pt-cook', { name: 'Kokki', names: { en: 'Cook' } });
  await put(staffCollections.professionTitles, 'pt-waiter', { name: 'Tarjoilija' });
  await put(staffCollections.professionTitles, 'pt-driver', { name: 'Autonkuljettaja' });
});

const day = (days: number) => calendarDay(addAgencyDays(new Date(), days));
const valid = (over: Partial<RecruitOrderBodyInput> = {}): RecruitOrderBodyInput => ({
  customerId: 'c-aurora',
  placeOfWork: 'pow-kitchen',
  professionTitle: 'pt-cook',
  amount: 2,
  contractType: 'FixedTerm',
  estimatedStartDate: earliestStartDay(new Date()),
  estimatedEndDate: day(60),
  estimatedThreeWeekWorkingTime: 112.5,
  requiredLanguages: ['Finnish', 'English'],
  additionalInfo: 'Hygieniapassi vaaditaan.',
  ...over,
});
const send = (who: Caller, body: unknown) => callRoute(putSendRecruitOrder, { caller: who, body });
const issuesOf = (body: unknown) => (body as { issues: { path: string; message: string }[] }).issues;
const storedOrders = async () =>
  (await adminDb.collection(staffCollections.recruitOrders).get()).docs.map((d) =>
    staffRecruitOrder.parse({ id: d.id, ...d.data() }),
  );

describe('RecruitOrderView', () => {
  it("offers the caller's customers and their places, the contract types, the languages and tomorrow as the first day", async () => {
    const res = await callRoute(getRecruitOrderView, { caller: maria });
    expect(res.status).toBe(200);
    const view = recruitOrderViewResponse.parse(res.body);
    expect(view.customers).toEqual([{ id: 'c-aurora', name: 'Hotelli Aurora' }]);
    expect(view.placesOfWork.map((p) => [p.name, p.customer.name, p.city])).toEqual([
      ['Aula', 'Hotelli Aurora', 'Espoo'],
      ['Keittiö', 'Hotelli Aurora', 'Helsinki'],
    ]);
    expect(view.contractTypes).toEqual(['FixedTerm', 'Framework', 'Indefinite']);
    expect(view.languages).toEqual(['Finnish', 'English']);
    expect(view.earliestStartDate).toBe(day(1));
  });

  it('refuses an employee and a talent', async () => {
    expect((await callRoute(getRecruitOrderView, { caller: eero })).status).toBe(403);
    expect((await callRoute(getRecruitOrderView, { caller: talent })).status).toBe(403);
  });
});

describe('CustomerProfessionTitleOptions', () => {
  it("lists the customer's titles of its shifts first, then the rest", async () => {
    await putShift('s-1', null, fromNow(-10), fromNow(-10, 8), { professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' } });
    await putShift('s-2', null, fromNow(-3), fromNow(-3, 8), { professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' } });
    await putShift('s-3', null, fromNow(2), fromNow(2, 8));
    const res = await callRoute(getCustomerProfessionTitleOptions, { caller: maria, query: { customerId: 'c-aurora' } });
    expect(res.status).toBe(200);
    expect(customerProfessionTitleOptionsResponse.parse(res.body).professionTitles).toEqual([
      { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
      { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } },
      { id: 'pt-driver', name: 'Autonkuljettaja', names: {} },
    ]);
  });

  it("answers 403 for another customer's id, an employee and a talent; 400 without a customer", async () => {
    const ask = (who: Caller, customerId?: string) =>
      callRoute(getCustomerProfessionTitleOptions, { caller: who, query: { customerId } });
    expect(await ask(maria, 'c-pohjola')).toMatchObject({ status: 403, body: { error: 'notYourCustomer' } });
    expect(await ask(maria, 'c-missing')).toMatchObject({ status: 403, body: { error: 'notYourCustomer' } });
    expect((await ask(eero, 'c-aurora')).status).toBe(403);
    expect((await ask(talent, 'c-aurora')).status).toBe(403);
    expect((await ask(maria)).status).toBe(400);
  });
});

describe('SendRecruitOrder', () => {
  it('stores the order as new and mails the agency the customer, place, title, amount and dates', async () => {
    const res = await send(maria, valid());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { id } = sendRecruitOrderResponse.parse(res.body);
    const [order] = await storedOrders();
    expect(order).toMatchObject({
      id,
      customerId: 'c-aurora',
      customerName: 'Hotelli Aurora',
      placeOfWork: 'pow-kitchen',
      placeOfWorkName: 'Keittiö',
      city: 'Helsinki',
      professionTitle: 'pt-cook',
      professionTitleName: 'Kokki',
      amount: 2,
      state: 'new',
      jobId: null,
      sentBy: { id: 'sp-maria', name: 'Maria Lehtonen', email: maria.user.email },
    });
    expect(calendarDay(order!.estimatedStartDate)).toBe(day(1));

    const queued = (await adminDb.collection(staffCollections.mail).get()).docs.map((d) => staffMail.parse(d.data()));
    expect(queued.map((m) => [m.to, m.relatedId])).toEqual([['palvelukeskus@vuoro.test', id]]);
    const mail = await smtp.waitFor((m) => m.subject === 'Rekrytointitilaus: Hotelli Aurora, Kokki (2)');
    expect(mail.to.map((a) => a.address)).toEqual(['palvelukeskus@vuoro.test']);
    expect(mail.replyTo).toEqual({ name: 'Maria Lehtonen', address: maria.user.email });
    const [y1, m1, d1] = day(1).split('-').map(Number);
    const [y2, m2, d2] = day(60).split('-').map(Number);
    expect(mail.text).toContain('Asiakas: Hotelli Aurora');
    expect(mail.text).toContain('Työpaikka: Keittiö, Helsinki');
    expect(mail.text).toContain('Ammattinimike: Kokki');
    expect(mail.text).toContain('Määrä: 2');
    expect(mail.text).toContain(`Arvioitu alkamispäivä: ${d1}.${m1}.${y1}`);
    expect(mail.text).toContain(`Arvioitu päättymispäivä: ${d2}.${m2}.${y2}`);
    expect(mail.text).toContain('Arvioitu työaika 3 viikon jaksossa: 112,50 h');
    expect(mail.text).toContain('Hygieniapassi vaaditaan.');
  });

  it('needs no end date and no additional info for an indefinite order', async () => {
    const res = await send(maria, valid({ contractType: 'Indefinite', estimatedEndDate: null, additionalInfo: null }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await storedOrders())[0]).toMatchObject({ contractType: 'Indefinite', estimatedEndDate: null });
  });

  it('answers every rule of spec section 5 with its text, and stores and mails nothing', async () => {
    const { customerId: _c, ...empty } = Object.fromEntries(Object.keys(valid()).map((k) => [k, undefined]));
    const missing = await send(maria, { ...empty, customerId: 'c-aurora' });
    expect(missing.status).toBe(400);
    expect(
      issuesOf(missing.body)
        .map((i) => [i.path, i.message])
        .sort(),
    ).toEqual(
      [
        ['amount', 'validation:fieldRequired'],
        ['contractType', 'validation:fieldRequired'],
        ['placeOfWork', 'validation:fieldRequired'],
        ['requiredLanguages', 'validation:fieldRequired'],
        ['professionTitle', 'validation:fieldRequired'],
        ['estimatedStartDate', 'validation:fieldRequired'],
        ['estimatedThreeWeekWorkingTime', 'validation:fieldRequired'],
      ].sort(),
    );
    const cases: [Partial<RecruitOrderBodyInput>, string, string][] = [
      [{ requiredLanguages: [] }, 'requiredLanguages', 'validation:fieldRequired'],
      [{ estimatedEndDate: null }, 'estimatedEndDate', 'validation:endDateRequired'],
      [{ estimatedStartDate: day(61) }, 'estimatedStartDate', 'validation:startDateAfterEndDate'],
      [{ estimatedStartDate: day(0) }, 'estimatedStartDate', 'validation:startDateNotInFuture'],
      [{ estimatedStartDate: day(-5) }, 'estimatedStartDate', 'validation:startDateNotInFuture'],
    ];
    for (const [over, path, message] of cases) {
      const res = await send(maria, valid(over));
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(issuesOf(res.body), JSON.stringify(over)).toEqual([{ path, message }]);
    }
    expect(await storedOrders()).toEqual([]);
    expect((await adminDb.collection(staffCollections.mail).get()).size).toBe(0);
  });

  it("refuses an employee, a talent, another customer's customerId and place; an unknown title is 404", async () => {
    expect((await send(eero, valid())).status).toBe(403);
    expect((await send(talent, valid())).status).toBe(403);
    expect(await send(antti, valid())).toMatchObject({ status: 403, body: { error: 'notYourCustomer' } });
    expect(await send(maria, valid({ placeOfWork: 'pow-warehouse' }))).toMatchObject({
      status: 404,
      body: { error: 'placeOfWorkNotFound' },
    });
    expect(await send(maria, valid({ professionTitle: 'pt-none' }))).toMatchObject({
      status: 404,
      body: { error: 'professionTitleNotFound' },
    });
    expect(await storedOrders()).toEqual([]);
  });
});

describe('the desk', () => {
  async function sent(over: Partial<RecruitOrderBodyInput> = {}) {
    const res = await send(maria, valid(over));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return sendRecruitOrderResponse.parse(res.body).id;
  }
  const convert = (id: string, token = admin) => callRoute(putDeskRecruitOrderAssignment, { token, params: { id } });

  it('lists new orders first with who sent them, and turns one into a job the recruiter tool parses, once', async () => {
    const first = await sent();
    const second = await sent({ contractType: 'Framework', placeOfWork: 'pow-lobby', amount: 5, estimatedEndDate: null });
    const converted = await convert(first);
    expect(converted.status, JSON.stringify(converted.body)).toBe(201);
    const { order } = deskRecruitOrderResponse.parse(converted.body);
    expect(order).toMatchObject({ id: first, state: 'converted' });
    expect(order.jobId).toBeTruthy();

    const list = deskRecruitOrdersResponse.parse((await callRoute(getDeskRecruitOrders, { token: admin })).body).orders;
    expect(list.map((o) => [o.id, o.state])).toEqual([
      [second, 'new'],
      [first, 'converted'],
    ]);
    expect(list[0]).toMatchObject({
      customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
      placeOfWork: { id: 'pow-lobby', name: 'Aula', city: 'Espoo' },
      professionTitle: { id: 'pt-cook', name: 'Kokki' },
      amount: 5,
      contractType: 'Framework',
      estimatedStartDate: day(1),
      estimatedEndDate: null,
      requiredLanguages: ['Finnish', 'English'],
      additionalInfo: 'Hygieniapassi vaaditaan.',
      sentBy: { name: 'Maria Lehtonen', email: maria.user.email },
      jobId: null,
    });

    const jobSnap = await adminDb.collection('jobs').doc(order.jobId!).get();
    const job = assignment.parse({ id: jobSnap.id, ...jobSnap.data() });
    expect(job).toMatchObject({
      company: 'Hotelli Aurora',
      title: 'Kokki',
      openPositions: 2,
      location: 'Helsinki',
      unit: 'Keittiö',
      languages: ['suomi', 'englanti'],
      workType: 'fixedTerm',
      presentedTalents: [],
      presentableTalents: [],
    });
    expect(job.updatedBy).toBeTruthy();
    expect(job.created?.id).toBe(job.updatedBy);
    expect(job.description).toContain('Hygieniapassi vaaditaan.');
    expect(job.description).toContain('Arvioitu alkamispäivä:');

    const audit = (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) =>
      staffDeskRecruitOrderAuditRecord.parse(d.data()),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        route: 'PUT /v1/Desk/RecruitOrders/:id/Assignment',
        action: 'convertRecruitOrder',
        recruitOrderId: first,
        jobId: order.jobId,
      }),
    ]);

    expect(await convert(first)).toMatchObject({ status: 409, body: { error: 'recruitOrderHandled' } });
    expect((await adminDb.collection('jobs').get()).size).toBe(1);
    expect(await convert('no-such-order')).toMatchObject({ status: 404, body: { error: 'recruitOrderNotFound' } });
  });

  it('refuses a customer user, an employee and a talent', async () => {
    const id = await sent();
    for (const who of [maria, eero, talent]) {
      expect((await callRoute(getDeskRecruitOrders, { caller: who })).status).toBe(403);
      expect((await convert(id, who.idToken)).status).toBe(403);
    }
    expect((await storedOrders())[0]?.state).toBe('new');
  });
});
