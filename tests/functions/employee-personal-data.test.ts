import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  employeeTopAlertsResponse,
  getEmployeeTopAlerts,
  getMyInfo,
  getNextOfKin,
  myInfoResponse,
  personalDataContracts,
  putEmployeeAddress,
  putEmployeeBank,
  putEmployeeNextOfKin,
  putEmployeePersonalInfo,
  RECENT_LOGIN_MAX_AGE_SECONDS,
  staffCollections,
  staffPerson,
  type AnyEndpoint,
} from '@vuoro/domain';
import { createStaffApi } from '../../functions/src/staffApi/app';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn } from '../support/auth';
import { callRoute, type RouteAnswer } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The employee's personal data (issue 25, domain/src/staff/personal-info): each route's happy
 * path, the spec's field texts, who may call, the recent sign-in Address and Bank ask for, a
 * "Sign in as" session that may look (IBAN starred) but change nothing, and GetTopAlerts' bank
 * notice. In-process against the Firestore and Auth emulators, real tokens.
 */
let eero: Caller, olena: Caller, customer: Caller, talent: Caller, support: Caller;

const english: Record<string, string> = JSON.parse(
  readFileSync(new URL('../../web/src/locales/en/validation.json', import.meta.url), 'utf8'),
);
/** The English texts of a 400's field messages, by field. */
function fieldTexts(res: RouteAnswer): Record<string, string> {
  const { issues } = res.body as { issues: { path: string; message: string }[] };
  return Object.fromEntries(issues.map((i) => [i.path, english[i.message.replace(/^validation:/, '')] ?? i.message]));
}

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('pd-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('pd-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('pd-customer', { customerIds: ['c-aurora'] });
  talent = await caller('pd-talent', {});
  // A "Sign in as" session for Eero (a support identity acting as his staff record), signed in just now.
  const user = await createTestUser({ prefix: 'pd-support', claims: { employee: true } });
  await adminAuth.setCustomUserClaims(user.uid, { employee: true, actAs: 'sp-eero', impersonatedBy: 'manager-uid' });
  support = { user, idToken: (await signIn(user.email, user.password)).idToken, staffId: null };
});
afterAll(() => deleteTestUsers([eero, olena, customer, talent, support].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, phone: '+358401110001' });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
});

const ADDRESS = { address: 'Hämeentie 12 B 7', zip: '00530', city: 'Helsinki' };
const BANK = { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' };
const KIN = { nextOfKin: 'Aino Nieminen', nextOfKinPhone: '040 123 4567'.replace(/^0/, '+358') };
const CONTACT = { email: 'eero.contact@example.com', phone: '+358 40 222 0002', smsEnabled: true };
const writes: [AnyEndpoint, unknown][] = [
  [putEmployeeAddress, ADDRESS],
  [putEmployeeBank, BANK],
  [putEmployeeNextOfKin, KIN],
  [putEmployeePersonalInfo, CONTACT],
];

const myInfo = async (who: Caller) => myInfoResponse.parse((await callRoute(getMyInfo, { caller: who })).body);
const alerts = async (who: Caller) =>
  employeeTopAlertsResponse.parse((await callRoute(getEmployeeTopAlerts, { caller: who })).body);

describe('personal data routes', () => {
  it('the group is the six routes, the four PUTs under /v1/User/Employee as spec section 7 lists them', () => {
    expect(Object.values(personalDataContracts).map((e) => `${e.method} ${e.path}`)).toEqual([
      'GET /v1/User/NOK',
      'GET /v1/User/Employee/MyInfo',
      'PUT /v1/User/Employee/Address',
      'PUT /v1/User/Employee/Bank',
      'PUT /v1/User/Employee/NextOfKin',
      'PUT /v1/User/Employee/PersonalInfo',
    ]);
  });

  it('each part saves on its own and answers the whole view; the phone follows onto the staff record; Olena sees none of it', async () => {
    expect(await myInfo(eero)).toEqual({
      address: null,
      bank: null,
      bankAccountMissing: true,
      nextOfKin: null,
      email: eero.user.email,
      phone: '+358401110001',
      smsEnabled: false,
      editable: true,
    });
    for (const [route, body] of writes) {
      const res = await callRoute(route, { caller: eero, body });
      expect(res.status, route.path).toBe(200);
    }
    const view = await myInfo(eero);
    expect(view).toEqual({
      address: ADDRESS,
      bank: { iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH', masked: false },
      bankAccountMissing: false,
      nextOfKin: { name: 'Aino Nieminen', phone: '+358401234567' },
      email: 'eero.contact@example.com',
      phone: '+358402220002',
      smsEnabled: true,
      editable: true,
    });
    expect(await callRoute(getNextOfKin, { caller: eero })).toMatchObject({
      status: 200,
      body: { nextOfKin: 'Aino Nieminen', nextOfKinPhone: '+358401234567' },
    });
    const stored = await adminDb.collection(staffCollections.personalInfo).doc('sp-eero').get();
    expect(stored.data()).toMatchObject({ employeeId: 'sp-eero', iban: 'FI2112345600000785', zip: '00530' });
    const person = staffPerson.parse((await adminDb.collection(staffCollections.people).doc('sp-eero').get()).data());
    expect(person.phone).toBe('+358402220002');
    // The sign-in email is not the contact email: it changes only through UpdateEmail.
    expect(person.email).toBe(eero.user.email);

    expect(await myInfo(olena)).toMatchObject({ address: null, bank: null, nextOfKin: null, bankAccountMissing: true });
    expect((await callRoute(getNextOfKin, { caller: olena })).body).toEqual({ nextOfKin: null, nextOfKinPhone: null });
  });

  it("400 with the spec's texts word for word; nothing written", async () => {
    const bad = async (route: AnyEndpoint, body: unknown) => {
      const res = await callRoute(route, { caller: eero, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      return fieldTexts(res);
    };
    expect(await bad(putEmployeeBank, { iban: 'FI21 1234' })).toEqual({ iban: 'Invalid IBAN' });
    expect(await bad(putEmployeeBank, { iban: 'not an iban at all' })).toEqual({ iban: 'Invalid IBAN' });
    expect(await bad(putEmployeeBank, { iban: 'FI21 1234 5600 0007 86' })).toEqual({ iban: 'Check IBAN' });
    expect(await bad(putEmployeeNextOfKin, { nextOfKin: 'Aino', nextOfKinPhone: '12345' })).toEqual({
      nextOfKinPhone: 'Phone number should be formatted +358...',
    });
    expect(await bad(putEmployeePersonalInfo, { ...CONTACT, email: 'eero@' })).toEqual({
      email: 'This is not a valid email address',
    });
    expect(await bad(putEmployeePersonalInfo, { ...CONTACT, phone: 'abc' })).toEqual({
      phone: 'Phone number should be formatted +358...',
    });
    expect(Object.keys(await bad(putEmployeeAddress, { ...ADDRESS, city: '' }))).toEqual(['city']);
    expect((await callRoute(putEmployeeAddress, { caller: eero, body: { ...ADDRESS, employeeId: 'sp-olena' } })).status).toBe(
      400,
    );
    expect((await adminDb.collection(staffCollections.personalInfo).get()).size).toBe(0);
  });

  it('403 for a customer user and a talent on every route; 401 without a token', async () => {
    for (const route of Object.values(personalDataContracts) as AnyEndpoint[]) {
      const body = writes.find(([r]) => r === route)?.[1];
      for (const who of [customer, talent])
        expect((await callRoute(route, { caller: who, body })).status, `${route.path} ${who.user.email}`).toBe(403);
      expect((await callRoute(route, { body })).status, route.path).toBe(401);
    }
  });

  it("Address and Bank need a recent sign-in (401 'Credentials too old'); NextOfKin and PersonalInfo do not", async () => {
    const later = createStaffApi({
      recentLoginSeconds: () => RECENT_LOGIN_MAX_AGE_SECONDS,
      now: () => Date.now() + (RECENT_LOGIN_MAX_AGE_SECONDS + 5) * 1000,
    });
    for (const [route, body] of writes.slice(0, 2))
      expect(await callRoute(route, { caller: eero, body, app: later }), route.path).toMatchObject({
        status: 401,
        body: AUTH_401.credentialsTooOld,
      });
    for (const [route, body] of writes.slice(2))
      expect((await callRoute(route, { caller: eero, body, app: later })).status, route.path).toBe(200);
    expect(await myInfo(eero)).toMatchObject({ address: null, bank: null });
  });

  it('a "Sign in as" session sees the IBAN starred and may change nothing (403 impersonated)', async () => {
    for (const [route, body] of writes.slice(0, 2)) await callRoute(route, { caller: eero, body });
    expect(await myInfo(support)).toMatchObject({
      address: ADDRESS,
      bank: { iban: 'FI** **** **** **07 85', bic: 'NDEAFIHH', masked: true },
      editable: false,
    });
    for (const [route, body] of writes)
      expect(await callRoute(route, { caller: support, body }), route.path).toMatchObject({
        status: 403,
        body: { error: 'impersonated' },
      });
    expect((await adminDb.collection(staffCollections.personalInfo).doc('sp-eero').get()).get('iban')).toBe('FI2112345600000785');
  });
});

describe('GetTopAlerts bankAccountMissing', () => {
  it('is true with no account or an invalid stored one, false once a valid IBAN is saved', async () => {
    expect(await alerts(eero)).toMatchObject({ bankAccountMissing: true });
    await adminDb
      .collection(staffCollections.personalInfo)
      .doc('sp-eero')
      .set({ employeeId: 'sp-eero', iban: 'FI2112345600000786' });
    expect(await alerts(eero)).toMatchObject({ bankAccountMissing: true });
    expect((await callRoute(putEmployeeBank, { caller: eero, body: { iban: BANK.iban, bic: '' } })).status).toBe(200);
    expect(await alerts(eero)).toMatchObject({ bankAccountMissing: false });
    expect(await alerts(olena)).toMatchObject({ bankAccountMissing: true });
  });
});
