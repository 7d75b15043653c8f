import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  annualLeaveBalanceResponse,
  certificateOrderResponse,
  deskCertificatesResponse,
  deskLeaveBalanceResponse,
  deskLeaveBalancesResponse,
  getAnnualLeaveBalance,
  getCertificateOrder,
  getCertificationOfEmploymentReport,
  employeeCertificateOrderResponse,
  getDeskCertificates,
  getDeskLeaveBalances,
  getHolidayManagementLink,
  getIdentityCard,
  getIdentityCardImage,
  holidayManagementLinkResponse,
  holidayYearAt,
  identityCardResponse,
  putDeskAnswerCertificate,
  putDeskLeaveBalance,
  staffCollections,
  WEB_INTERFACE_HEADER,
  WEB_INTERFACE_VALUE,
  type AnyEndpoint,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, routePath, type RouteCall } from '../support/call-route';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { clearFirestore } from '../support/emulators';
import { pdfText } from '../support/pdf-text';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * Leave, the certificate of employment and the identity card (issue 25): the desk sets balances
 * and answers orders (an admin with a second factor, audited), employees read their own and
 * download real PDFs read back with a PDF text extractor. In-process against the emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;
const YEAR = holidayYearAt(new Date()).year;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'docs-admin',
    claims: { admin: true },
    mfaPhone: '+358401230251',
    displayName: 'Reija Rekry',
  });
  const oneFactor = await createTestUser({ prefix: 'docs-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('docs-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('docs-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('docs-customer', { customerIds: ['c-aurora'] });
  talent = await caller('docs-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]));

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Männistö' });
  await adminDb
    .collection(staffCollections.people)
    .doc('sp-eero')
    .set({ employeeNumber: 'V-1001', taxNumber: '100123456789' }, { merge: true });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Олена',
    lastName: 'Коваленко',
    language: 'uk',
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

const call = (contract: AnyEndpoint, who: Caller | string, more: Omit<RouteCall, 'token'> = {}) =>
  callRoute(contract, { token: typeof who === 'string' ? who : who.idToken, ...more });

async function setBalance(employeeId: string, accruedDays: number, usedDays = 0, holidayYear = YEAR) {
  const res = await call(putDeskLeaveBalance, admin, { body: { employeeId, holidayYear, accruedDays, usedDays } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return deskLeaveBalanceResponse.parse(res.body).balance;
}

const app = createStaffApi();

/** A PDF route's status, headers and bytes (`callRoute` would read the bytes as text). */
async function pdf(contract: AnyEndpoint, who: Caller, query?: Record<string, string>) {
  const res = await app.request(routePath(contract, { query }), {
    headers: { Authorization: `Bearer ${who.idToken}`, [WEB_INTERFACE_HEADER]: WEB_INTERFACE_VALUE },
  });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const employeeRoutes: AnyEndpoint[] = [
  getAnnualLeaveBalance,
  getHolidayManagementLink,
  getCertificationOfEmploymentReport,
  getCertificateOrder,
  getIdentityCard,
  getIdentityCardImage,
];
const deskRoutes: AnyEndpoint[] = [getDeskLeaveBalances, getDeskCertificates];

describe('who may call', () => {
  it.each(employeeRoutes.map((r) => [r.path, r] as const))('%s: 403 for a customer user and a talent', async (_p, route) => {
    expect((await call(route, customer)).status).toBe(403);
    expect((await call(route, talent)).status).toBe(403);
  });
  it.each(deskRoutes.map((r) => [r.path, r] as const))(
    '%s: 403 for an employee and a customer, 401 for an admin without a second factor',
    async (_p, route) => {
      expect((await call(route, eero)).status).toBe(403);
      expect((await call(route, customer)).status).toBe(403);
      expect((await call(route, adminOneFactor)).status).toBe(401);
      expect((await call(route, admin)).status).toBe(200);
    },
  );
});

describe('annual leave', () => {
  it('reads this holiday year, noughts and no link while nothing has accrued', async () => {
    const res = await call(getAnnualLeaveBalance, olena);
    expect(res.status).toBe(200);
    const balance = annualLeaveBalanceResponse.parse(res.body);
    expect(balance).toMatchObject({ accruedDays: 0, usedDays: 0, leftDays: 0, set: false });
    expect(balance.holidayYear).toEqual({
      year: YEAR,
      start: `${YEAR}-04-01`,
      end: `${YEAR + 1}-03-31`,
      usableFrom: `${YEAR + 1}-05-02`,
    });
    expect(holidayManagementLinkResponse.parse((await call(getHolidayManagementLink, olena)).body)).toEqual({ url: null });
  });

  it('shows the balance the desk set, only to its employee, and the link once leave has accrued', async () => {
    await setBalance('sp-eero', 12.5, 2);
    const balance = annualLeaveBalanceResponse.parse((await call(getAnnualLeaveBalance, eero)).body);
    expect(balance).toMatchObject({ accruedDays: 12.5, usedDays: 2, leftDays: 10.5, set: true });
    expect(holidayManagementLinkResponse.parse((await call(getHolidayManagementLink, eero)).body)).toEqual({
      url: '/profile/holidays',
    });
    expect(annualLeaveBalanceResponse.parse((await call(getAnnualLeaveBalance, olena)).body).set).toBe(false);
    expect(holidayManagementLinkResponse.parse((await call(getHolidayManagementLink, olena)).body).url).toBeNull();
    // another year's balance is not this year's
    await setBalance('sp-olena', 20, 0, YEAR - 1);
    expect(holidayManagementLinkResponse.parse((await call(getHolidayManagementLink, olena)).body).url).toBeNull();
  });

  it('the desk lists a year by name, audits each change, and refuses bad input and unknown employees', async () => {
    await setBalance('sp-olena', 5);
    await setBalance('sp-eero', 10, 1);
    const list = deskLeaveBalancesResponse.parse((await call(getDeskLeaveBalances, admin)).body);
    expect(list.balances.map((b) => [b.name, b.leftDays])).toEqual([
      ['Eero Männistö', 9],
      ['Олена Коваленко', 5],
    ]);
    const audit = await adminDb.collection(staffCollections.deskAudit).get();
    expect(audit.docs.map((d) => d.get('route'))).toEqual(['PUT /v1/Desk/Leave/Balance', 'PUT /v1/Desk/Leave/Balance']);
    const bad = await call(putDeskLeaveBalance, admin, {
      body: { employeeId: 'sp-eero', holidayYear: YEAR, accruedDays: 3, usedDays: 4 },
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await call(putDeskLeaveBalance, admin, {
          body: { employeeId: 'sp-eero', holidayYear: YEAR, accruedDays: 0.3, usedDays: 0 },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(putDeskLeaveBalance, admin, {
          body: { employeeId: 'sp-nobody', holidayYear: YEAR, accruedDays: 3, usedDays: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(putDeskLeaveBalance, admin, {
          body: { employeeId: 'sp-customer', holidayYear: YEAR, accruedDays: 3, usedDays: 0 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(putDeskLeaveBalance, eero, {
          body: { employeeId: 'sp-eero', holidayYear: YEAR, accruedDays: 30, usedDays: 0 },
        })
      ).status,
    ).toBe(403);
    expect((await call(getDeskLeaveBalances, admin, { query: { holidayYear: 'x' } })).status).toBe(400);
  });
});

describe('certificate of employment', () => {
  it('a temporary certificate: the employee, the period from the contracts and the work of approved shifts, in Finnish', async () => {
    await putShift('s-1', 'sp-eero', fromNow(-40), fromNow(-40, 8), {
      state: 'accepted',
      professionTitle: { id: 'pt-cook', name: 'Kokki' },
    });
    await putShift('s-2', 'sp-eero', fromNow(-30), fromNow(-30, 8), {
      state: 'billed',
      professionTitle: { id: 'pt-dish', name: 'Tiskaaja' },
    });
    await putShift('s-3', 'sp-eero', fromNow(-20), fromNow(-20, 8), {
      state: 'filled',
      professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' },
    });
    await putShift('s-4', 'sp-olena', fromNow(-20), fromNow(-20, 8), {
      state: 'accepted',
      professionTitle: { id: 'pt-driver', name: 'Kuljettaja' },
    });
    await adminDb
      .collection(staffCollections.employmentContracts)
      .doc('ec-1')
      .set({ employeeId: 'sp-eero', start: new Date('2025-03-01T08:00:00Z'), end: null });
    const res = await pdf(getCertificationOfEmploymentReport, eero, { temporaryCertificate: 'true' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const doc = await pdfText(res.bytes);
    expect(doc.title).toBe('Väliaikainen työtodistus');
    expect(doc.text).toContain('Eero Männistö');
    expect(doc.text).toContain('Työnantaja');
    expect(doc.text).toContain('1.3.2025 – jatkuu');
    expect(doc.text).toContain('Kokki, Tiskaaja');
    expect(doc.text).not.toContain('Tarjoilija');
    expect(doc.text).not.toContain('Kuljettaja');
  });

  it("in the employee's language, Cyrillic intact", async () => {
    const res = await pdf(getCertificationOfEmploymentReport, olena, { temporaryCertificate: 'true' });
    const doc = await pdfText(res.bytes);
    expect(doc.title).toBe('Тимчасова довідка з місця роботи');
    expect(doc.text).toContain('Олена Коваленко');
    expect(doc.text).toContain('Немає затверджених змін');
  });

  it('an order (202, once while open), no final before the answer, answered at the desk with a message, then the final PDF', async () => {
    expect((await pdf(getCertificationOfEmploymentReport, olena)).status).toBe(404);
    const orderOf = async (who: Caller) =>
      employeeCertificateOrderResponse.parse((await call(getCertificateOrder, who)).body).order;
    expect(await orderOf(olena)).toBeNull();
    const first = await call(getCertificationOfEmploymentReport, olena, { query: { doNotPrint: 'true' } });
    expect(first.status).toBe(202);
    const order = certificateOrderResponse.parse(first.body).order;
    expect(order).toMatchObject({ employeeId: 'sp-olena', state: 'ordered', employeeName: 'Олена Коваленко' });
    const again = certificateOrderResponse.parse(
      (await call(getCertificationOfEmploymentReport, olena, { query: { doNotPrint: 'true' } })).body,
    );
    expect(again.order.id).toBe(order.id);
    expect((await pdf(getCertificationOfEmploymentReport, olena)).status).toBe(404);
    expect(await orderOf(olena)).toMatchObject({ id: order.id, state: 'ordered' });
    expect(await orderOf(eero)).toBeNull();

    const listed = deskCertificatesResponse.parse((await call(getDeskCertificates, admin)).body);
    expect(listed.orders.map((o) => o.id)).toEqual([order.id]);
    expect((await call(putDeskAnswerCertificate, admin, { body: { orderId: 'nope' } })).status).toBe(404);
    expect((await call(putDeskAnswerCertificate, admin, { body: { orderId: order.id, extra: 1 } })).status).toBe(400);
    expect((await call(putDeskAnswerCertificate, adminOneFactor, { body: { orderId: order.id } })).status).toBe(401);
    const answer = await call(putDeskAnswerCertificate, admin, {
      body: { orderId: order.id, evaluation: 'Сумлінна та пунктуальна працівниця.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(certificateOrderResponse.parse(answer.body).order.state).toBe('answered');
    expect((await call(putDeskAnswerCertificate, admin, { body: { orderId: order.id } })).status).toBe(409);

    const messages = await adminDb.collection(staffCollections.messages).where('employeeId', '==', 'sp-olena').get();
    expect(messages.docs.map((d) => d.get('subject'))).toEqual(['Ваша довідка з місця роботи готова']);
    const audit = await adminDb.collection(staffCollections.deskAudit).get();
    expect(audit.docs.map((d) => d.get('route'))).toEqual(['PUT /v1/Desk/Certificates/Answer']);

    expect(await orderOf(olena)).toMatchObject({
      id: order.id,
      state: 'answered',
      evaluation: 'Сумлінна та пунктуальна працівниця.',
    });
    const final = await pdf(getCertificationOfEmploymentReport, olena);
    expect(final.status).toBe(200);
    const doc = await pdfText(final.bytes);
    expect(doc.title).toBe('Довідка з місця роботи');
    expect(doc.text).toContain('Сумлінна та пунктуальна працівниця.');
    // the order is Olena's: Eero has no final certificate
    expect((await pdf(getCertificationOfEmploymentReport, eero)).status).toBe(404);
  });

  it('refuses an unknown flag value and an unknown parameter', async () => {
    expect((await call(getCertificationOfEmploymentReport, eero, { query: { temporaryCertificate: 'yes' } })).status).toBe(400);
    expect((await call(getCertificationOfEmploymentReport, eero, { query: { employeeId: 'sp-olena' } })).status).toBe(400);
  });
});

describe('identity card', () => {
  it('the card with the staff record’s number and tax number, and its card-sized PDF', async () => {
    const card = identityCardResponse.parse((await call(getIdentityCard, eero)).body);
    expect(card).toMatchObject({ name: 'Eero Männistö', employeeNumber: 'V-1001', employer: 'Vuoro', taxNumber: '100123456789' });
    expect(card.validUntil).toBe(`${YEAR + 1}-03-31`);
    const res = await pdf(getIdentityCardImage, eero);
    expect(res.status).toBe(200);
    const doc = await pdfText(res.bytes);
    expect(doc.title).toBe('Henkilökortti');
    expect(doc.pages).toHaveLength(1);
    expect(doc.text).toContain('Eero Männistö');
    expect(doc.text).toContain('100123456789');
    expect(doc.text).toContain(`31.3.${YEAR + 1}`);
  });

  it('without a tax number or employee number: none shown, the staff id instead; in Ukrainian', async () => {
    const card = identityCardResponse.parse((await call(getIdentityCard, olena)).body);
    expect(card).toMatchObject({ name: 'Олена Коваленко', employeeNumber: 'sp-olena', taxNumber: null });
    const doc = await pdfText((await pdf(getIdentityCardImage, olena)).bytes);
    expect(doc.title).toBe('Посвідчення працівника');
    expect(doc.text).toContain('Табельний номер');
    expect(doc.text).not.toContain('Податковий номер');
  });
});
