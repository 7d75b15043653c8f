import { createRequire } from 'node:module';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  customerOrganizationsResponse,
  customerRelationshipsResponse,
  getCustomerInternalResourcesList,
  getCustomerOrganizations,
  getCustomerRelationships,
  getEmployeePlaceOfBusiness,
  getInternalEmployeeEditView,
  getSelectablePlacesOfBusiness,
  internalEmployeeEditViewResponse,
  internalEmployeeSavedResponse,
  internalEmployeesContracts,
  internalEmployeesListResponse,
  newInternalEmployee,
  placesOfBusinessResponse,
  postCreateInternalEmployee,
  putInternalEmployeeEditSave,
  staffCollections,
  staffMail,
  staffPerson,
  toStoredInternalEmployee,
  type AnyEndpoint,
} from '@vuoro/domain';
import { clearCaches } from '../../functions/src/lib/ttl-cache';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithEmailLink } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { startSmtpServer, type SmtpServer } from '../support/smtp-server';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The team lead's internal employees (issue 26, `/v1/TSP/…`): every route called by its contract
 * against the emulators, in-process; the create whose logs are read goes through the Functions
 * emulator, whose log stream (the logging emulator) is read as it happens. Pekka is Aurora's team
 * lead, Maria a customer user of Aurora who is not; the other customer has an employee of its own.
 */
/** The `ws` client (a dependency of the emulators; no types of its own here): what this file uses of it. */
interface LogSocket {
  on(event: 'message', listener: (data: Buffer) => void): void;
  once(event: 'open' | 'error', listener: (error?: Error) => void): void;
  close(): void;
}
const WebSocket = createRequire(import.meta.url)('ws') as new (url: string) => LogSocket;

let smtp: SmtpServer;
let pekka: Caller, maria: Caller, eero: Caller, talent: Caller;

const CODE = '131052-308T';

beforeAll(async () => {
  smtp = await startSmtpServer();
  await clearFirestore();
  pekka = await caller('ie-pekka', { customerIds: ['c-aurora'], teamLead: true });
  maria = await caller('ie-maria', { customerIds: ['c-aurora'] });
  eero = await caller('ie-eero', { employee: true });
  talent = await caller('ie-talent', {});
});
afterAll(async () => {
  await smtp.close();
  await deleteTestUsers([pekka, maria, eero, talent].map((c) => c.user.uid));
});

const set = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);

beforeEach(async () => {
  await clearFirestore();
  clearCaches();
  smtp.clear();
  const other = newInternalEmployee(
    {
      firstName: 'Olli',
      lastName: 'Muukalainen',
      email: 'olli@muu.test',
      phone: '+358401111111',
      language: 'fi',
      suggestionGroup: 'pool-other',
      placesOfBusiness: ['pow-other'],
      professionTitles: [],
      smsConsent: false,
      canEditShifts: false,
      status: 'active',
      invite: false,
    },
    { id: 'ie-other', customerId: 'c-other', now: new Date(), by: null },
  );
  await Promise.all([
    set(staffCollections.customers, 'c-aurora', { name: 'Hotelli Aurora' }),
    set(staffCollections.customers, 'c-other', { name: 'Muu Oy' }),
    set(staffCollections.placesOfWork, 'pow-kitchen', { name: 'Keittiö', customerId: 'c-aurora', address: 'Satamakatu 1' }),
    set(staffCollections.placesOfWork, 'pow-lobby', { name: 'Aula', customerId: 'c-aurora' }),
    set(staffCollections.placesOfWork, 'pow-other', { name: 'Muu keittiö', customerId: 'c-other' }),
    set(staffCollections.professionTitles, 'pt-cook', { name: 'Kokki' }),
    set(staffCollections.pools, 'pool-kitchen', {
      name: 'Vakiot',
      customerId: 'c-aurora',
      placeOfWorkId: 'pow-kitchen',
      employeeIds: [],
    }),
    set(staffCollections.pools, 'pool-other', {
      name: 'Muut',
      customerId: 'c-other',
      placeOfWorkId: 'pow-other',
      employeeIds: [],
    }),
    set(staffCollections.customerRelationships, 'rel-hourly', {
      customerId: 'c-aurora',
      name: 'Tuntityö',
      contractType: 'onCall',
    }),
    set(staffCollections.customerRelationships, 'rel-other', { customerId: 'c-other', name: 'Muu', contractType: 'permanent' }),
    set(staffCollections.internalEmployees, 'ie-other', toStoredInternalEmployee(other)),
    putPerson('sp-pekka', {
      firebaseUid: pekka.user.uid,
      email: pekka.user.email,
      firstName: 'Pekka',
      lastName: 'Salonen',
      employee: false,
      customerIds: ['c-aurora'],
      teamLead: true,
    }),
    putPerson('sp-maria', {
      firebaseUid: maria.user.uid,
      email: maria.user.email,
      firstName: 'Maria',
      lastName: 'Lehtonen',
      employee: false,
      customerIds: ['c-aurora'],
    }),
    putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero' }),
  ]);
});

const form = (over: Record<string, unknown> = {}) => ({
  customerId: 'c-aurora',
  firstName: 'Aino',
  lastName: 'Sisäinen',
  email: 'aino.sisainen@aurora.test',
  phone: '+358 40 123 4567',
  secondPhone: '+46701234567',
  language: 'sv',
  employmentRelationship: 'rel-hourly',
  homeCostCenter: 'KK-100',
  placesOfBusiness: ['pow-kitchen', 'pow-lobby'],
  professionTitles: ['pt-cook'],
  suggestionGroup: 'pool-kitchen',
  comments: 'Aamuvuorot',
  smsConsent: true,
  canEditShifts: true,
  socialSecurityNumber: CODE,
  invite: false,
  ...over,
});

const create = (over: Record<string, unknown> = {}, who: Caller = pekka) =>
  callRoute(postCreateInternalEmployee, { caller: who, body: form(over) });
const created = async (over: Record<string, unknown> = {}) => {
  const res = await create(over);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return internalEmployeeSavedResponse.parse(res.body).employee;
};
const editView = (id: string, who: Caller = pekka, relationship?: string) =>
  callRoute(getInternalEmployeeEditView, {
    caller: who,
    query: { internalEmployeeId: id, initiallySelectedEmploymentRelationshipId: relationship },
  });
const save = (body: Record<string, unknown>) => callRoute(putInternalEmployeeEditSave, { caller: pekka, body });
const docs = async (collection: string) => (await adminDb.collection(collection).get()).docs;

describe('CreateInternalEmployee', () => {
  it("adds a staff record of Pekka's customer, the form, and the identity code apart", async () => {
    const employee = await created();
    expect(employee).toMatchObject({
      customerId: 'c-aurora',
      firstName: 'Aino',
      phone: '+358401234567',
      secondPhone: '+46701234567',
      language: 'sv',
      placesOfBusiness: ['pow-kitchen', 'pow-lobby'],
      suggestionGroup: 'pool-kitchen',
      socialSecurityNumber: CODE,
      canEditShifts: true,
      status: 'active',
      version: 1,
      hasAccount: false,
      invitedAt: null,
    });
    const person = staffPerson.parse((await adminDb.collection(staffCollections.people).doc(employee.id).get()).data());
    expect(person).toMatchObject({
      email: 'aino.sisainen@aurora.test',
      employee: false,
      customerIds: ['c-aurora'],
      teamLead: false,
      canEditShifts: true,
      firebaseUid: null,
      language: 'sv',
    });
    const code = await adminDb.collection(staffCollections.internalEmployeeCodes).doc(employee.id).get();
    expect(code.data()).toEqual({ customerId: 'c-aurora', code: CODE });
    const stored = JSON.stringify([
      (await adminDb.collection(staffCollections.internalEmployees).doc(employee.id).get()).data(),
      person,
    ]);
    expect(stored).not.toContain(CODE);
    expect(await docs(staffCollections.mail)).toHaveLength(0);
  });

  it("invite: the first sign-in link goes through the SMTP queue in the employee's language and signs them in", async () => {
    const employee = await created({ invite: true, email: 'aino.kutsu@aurora.test' });
    expect(employee.invitedAt).not.toBeNull();
    const mails = (await docs(staffCollections.mail)).map((d) => staffMail.parse(d.data()));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: 'aino.kutsu@aurora.test',
      language: 'sv',
      kind: 'notification',
      relatedId: employee.id,
    });
    const mail = await smtp.waitFor((m) => m.to.some((a) => a.address === 'aino.kutsu@aurora.test'));
    expect(mail.subject).toBe('Inbjudan till Vuoro: Hotelli Aurora');
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0] ?? '';
    const url = new URL(link);
    expect(url.searchParams.get('mode')).toBe('signIn');
    expect(new URL(url.searchParams.get('continueUrl') ?? '').pathname).toBe('/verify');
    const session = await signInWithEmailLink('aino.kutsu@aurora.test', url.searchParams.get('oobCode') ?? '');
    expect(session.idToken).toBeTruthy();
    await adminAuth.deleteUser(session.localId);
  });

  it('400 with the texts: a missing suggestion group, a bad identity code, passive without a reason; nothing stored', async () => {
    const noGroup = await create({ suggestionGroup: '' });
    expect(noGroup.status).toBe(400);
    expect(apiError.parse(noGroup.body).issues).toEqual([
      { path: 'suggestionGroup', message: 'validation:suggestionGroupRequired' },
    ]);
    const { suggestionGroup: _g, ...withoutGroup } = form();
    const missing = await callRoute(postCreateInternalEmployee, { caller: pekka, body: withoutGroup });
    expect(apiError.parse(missing.body).issues).toEqual([
      { path: 'suggestionGroup', message: 'validation:suggestionGroupRequired' },
    ]);

    const badCode = await create({ socialSecurityNumber: '131052-308U' });
    expect(badCode.status).toBe(400);
    expect(apiError.parse(badCode.body).issues).toEqual([
      { path: 'socialSecurityNumber', message: 'validation:invalidPersonalIdentityCode' },
    ]);
    const passive = await create({ status: 'passive' });
    expect(apiError.parse(passive.body).issues).toEqual([
      { path: 'passivationReason', message: 'validation:passivationReasonMissing' },
    ]);
    expect(await docs(staffCollections.internalEmployees)).toHaveLength(1); // the other customer's
    expect(await docs(staffCollections.internalEmployeeCodes)).toHaveLength(0);
  });

  it("403 for another customer; 404 for another customer's suggestion group or place; 409 for an email someone has", async () => {
    expect(await create({ customerId: 'c-other' })).toMatchObject({ status: 403, body: { error: 'notYourCustomer' } });
    expect(await create({ suggestionGroup: 'pool-other' })).toMatchObject({
      status: 404,
      body: { error: 'suggestionGroupNotFound' },
    });
    expect(await create({ placesOfBusiness: ['pow-other'] })).toMatchObject({
      status: 404,
      body: { error: 'placeOfBusinessNotFound' },
    });
    expect(await create({ employmentRelationship: 'rel-other' })).toMatchObject({ status: 404 });
    expect(await create({ email: maria.user.email })).toMatchObject({ status: 409, body: { error: 'emailInUse' } });
  });
});

describe('reads', () => {
  it('CustomerOrganizations: Aurora with its pools as suggestion groups, and the titles', async () => {
    const res = await callRoute(getCustomerOrganizations, { caller: pekka });
    expect(customerOrganizationsResponse.parse(res.body)).toEqual({
      customers: [{ id: 'c-aurora', name: 'Hotelli Aurora', suggestionGroups: [{ id: 'pool-kitchen', name: 'Vakiot' }] }],
      professionTitles: [{ id: 'pt-cook', name: 'Kokki' }],
    });
  });

  it("SelectablePlacesOfBusiness and CustomerRelationships: Aurora's only; another customer asked is 403", async () => {
    const places = placesOfBusinessResponse.parse((await callRoute(getSelectablePlacesOfBusiness, { caller: pekka })).body);
    expect(places.placesOfBusiness.map((p) => p.id)).toEqual(['pow-lobby', 'pow-kitchen']);
    const relationships = customerRelationshipsResponse.parse(
      (await callRoute(getCustomerRelationships, { caller: pekka, query: { customerId: 'c-aurora' } })).body,
    );
    expect(relationships.relationships).toEqual([
      { id: 'rel-hourly', customerId: 'c-aurora', name: 'Tuntityö', contractType: 'onCall', workTimeType: null },
    ]);
    expect((await callRoute(getCustomerRelationships, { caller: pekka, query: { customerId: 'c-other' } })).status).toBe(403);
  });

  it('CustomerInternalResourcesList: active first, passive marked with its reason; no other customer', async () => {
    const a = await created({ firstName: 'Ville', lastName: 'Aalto', email: 'ville@aurora.test' });
    await created({ lastName: 'Björk', email: 'b@aurora.test', status: 'passive', passivationReason: 'Muutti pois' });
    await created({ lastName: 'Öhman', email: 'o@aurora.test', socialSecurityNumber: '' });
    const list = internalEmployeesListResponse.parse((await callRoute(getCustomerInternalResourcesList, { caller: pekka })).body);
    expect(list.employees.map((e) => [e.lastName, e.status, e.passivationReason])).toEqual([
      ['Aalto', 'active', null],
      ['Öhman', 'active', null],
      ['Björk', 'passive', 'Muutti pois'],
    ]);
    expect(list.employees[0]).toMatchObject({
      id: a.id,
      email: 'ville@aurora.test',
      phone: '+358401234567',
      placesOfBusiness: [
        { id: 'pow-kitchen', name: 'Keittiö' },
        { id: 'pow-lobby', name: 'Aula' },
      ],
      professionTitles: [{ id: 'pt-cook', name: 'Kokki' }],
    });
  });

  it("InternalEmployeeEditView: every field with the code; the relationship asked for; another customer's is 404 like a missing one", async () => {
    const employee = await created({ employmentRelationship: null });
    const view = internalEmployeeEditViewResponse.parse((await editView(employee.id, pekka, 'rel-hourly')).body);
    expect(view.selectedEmploymentRelationshipId).toBe('rel-hourly');
    expect(view.employee).toMatchObject({
      socialSecurityNumber: CODE,
      homeCostCenter: 'KK-100',
      comments: 'Aamuvuorot',
      smsConsent: true,
    });
    expect(
      internalEmployeeEditViewResponse.parse((await editView(employee.id, pekka, 'rel-other')).body)
        .selectedEmploymentRelationshipId,
    ).toBeNull();
    const other = await editView('ie-other');
    const missing = await editView('ie-missing');
    expect(other).toMatchObject({ status: 404, body: { error: 'internalEmployeeNotFound' } });
    expect(missing.body).toEqual(other.body);
  });

  it("EmployeePlaceOfBusiness: the employee's places; another customer's employee 404", async () => {
    const employee = await created({ placesOfBusiness: ['pow-kitchen'] });
    const places = placesOfBusinessResponse.parse(
      (await callRoute(getEmployeePlaceOfBusiness, { caller: pekka, query: { employeeId: employee.id } })).body,
    );
    expect(places.placesOfBusiness).toEqual([
      { id: 'pow-kitchen', name: 'Keittiö', customerId: 'c-aurora', address: 'Satamakatu 1', city: null },
    ]);
    expect((await callRoute(getEmployeePlaceOfBusiness, { caller: pekka, query: { employeeId: 'ie-other' } })).status).toBe(404);
  });
});

describe('InternalEmployeeEditSave', () => {
  const bodyOf = (employee: { id: string; version: number }, over: Record<string, unknown> = {}) => {
    const { customerId: _c, ...rest } = form(over);
    return { ...rest, id: employee.id, version: employee.version };
  };

  it('passivates with a reason, refuses an older version (409), and activates again clearing the reason', async () => {
    const employee = await created();
    const noReason = await save(bodyOf(employee, { status: 'passive' }));
    expect(apiError.parse(noReason.body).issues).toEqual([
      { path: 'passivationReason', message: 'validation:passivationReasonMissing' },
    ]);

    const passivated = await save(bodyOf(employee, { status: 'passive', passivationReason: 'Opintovapaa' }));
    expect(passivated.status).toBe(200);
    const after = internalEmployeeSavedResponse.parse(passivated.body).employee;
    expect(after).toMatchObject({ status: 'passive', passivationReason: 'Opintovapaa', version: 2 });
    const person = staffPerson.parse((await adminDb.collection(staffCollections.people).doc(employee.id).get()).data());
    expect(person).toMatchObject({ status: 'passive', canEditShifts: false });

    const stale = await save(bodyOf(employee, { firstName: 'Vanha' }));
    expect(stale).toMatchObject({ status: 409, body: { error: 'internalEmployeeChangedMeanwhile' } });

    const active = internalEmployeeSavedResponse.parse((await save(bodyOf(after, { status: 'active' }))).body).employee;
    expect(active).toMatchObject({ status: 'active', version: 3 });
    expect(active.passivationReason ?? null).toBeNull();
  });

  it("canEditShifts reaches the person's staff record and claims once they have signed in; the code can be removed", async () => {
    const user = await createTestUser({ prefix: 'ie-aino' });
    const employee = await created({ email: user.email, canEditShifts: false });
    await adminDb.collection(staffCollections.people).doc(employee.id).update({ firebaseUid: user.uid });
    const saved = await save(bodyOf(employee, { email: user.email, canEditShifts: true, socialSecurityNumber: '' }));
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(internalEmployeeSavedResponse.parse(saved.body).employee).toMatchObject({ hasAccount: true, canEditShifts: true });
    expect((await adminAuth.getUser(user.uid)).customClaims).toMatchObject({
      customerIds: ['c-aurora'],
      canEditShifts: true,
      teamLead: false,
      employee: false,
    });
    expect((await adminDb.collection(staffCollections.internalEmployeeCodes).doc(employee.id).get()).exists).toBe(false);
    const session = await signIn(user.email, user.password);
    expect(session.idToken).toBeTruthy();
    await deleteTestUsers([user.uid]);
  });

  it("another customer's employee is the same 404 as a missing one; nothing changes", async () => {
    const other = await save(bodyOf({ id: 'ie-other', version: 1 }, { suggestionGroup: 'pool-kitchen', placesOfBusiness: [] }));
    const missing = await save(bodyOf({ id: 'ie-missing', version: 1 }));
    expect(other).toMatchObject({ status: 404, body: { error: 'internalEmployeeNotFound' } });
    expect(missing.body).toEqual(other.body);
    expect((await adminDb.collection(staffCollections.internalEmployees).doc('ie-other').get()).get('firstName')).toBe('Olli');
  });
});

describe('who may call', () => {
  const calls: [AnyEndpoint, RouteCall][] = [
    [getCustomerOrganizations, {}],
    [getSelectablePlacesOfBusiness, {}],
    [getCustomerInternalResourcesList, {}],
    [getInternalEmployeeEditView, { query: { internalEmployeeId: 'ie-other' } }],
    [getCustomerRelationships, {}],
    [getEmployeePlaceOfBusiness, { query: { employeeId: 'ie-other' } }],
    [putInternalEmployeeEditSave, { body: { ...form(), customerId: undefined, id: 'ie-other', version: 1 } }],
    [postCreateInternalEmployee, { body: form() }],
  ];

  it('every route of the group is here', () => {
    expect(calls.map(([e]) => e)).toEqual(Object.values(internalEmployeesContracts));
  });

  it.each([
    ['Maria (a customer user, no team lead)', () => maria],
    ['an employee', () => eero],
    ['a talent', () => talent],
  ])('403 for %s on every route; nothing written', async (_name, who) => {
    for (const [endpoint, call] of calls) {
      expect((await callRoute(endpoint, { ...call, caller: who() })).status, endpoint.path).toBe(403);
    }
    expect(await docs(staffCollections.internalEmployees)).toHaveLength(1);
    expect(await docs(staffCollections.people)).toHaveLength(3);
  });

  it('a team lead whose staff record says otherwise (a stale claim) is refused too', async () => {
    await adminDb.collection(staffCollections.people).doc('sp-pekka').update({ teamLead: false });
    clearCaches();
    expect(await callRoute(getCustomerOrganizations, { caller: pekka })).toMatchObject({
      status: 403,
      body: { error: 'notATeamLead' },
    });
  });
});

describe('logs', () => {
  /** The emulators' log stream (the logging emulator, firebase.json), everything it sends while `run` runs. */
  async function logsDuring(run: () => Promise<void>, until: (text: string) => boolean): Promise<string> {
    const socket = new WebSocket('ws://127.0.0.1:4500/');
    const received: string[] = [];
    socket.on('message', (data) => received.push(data.toString('utf8')));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    try {
      await run();
      await expect.poll(() => until(received.join('\n')), { timeout: 15_000 }).toBe(true);
      return received.join('\n');
    } finally {
      socket.close();
    }
  }

  it("a create through the function logs its ids and no identity code, the invite's address neither", async () => {
    let id = '';
    const logs = await logsDuring(
      async () => {
        const res = await callRoute(postCreateInternalEmployee, {
          caller: pekka,
          body: form({ email: 'aino.loki@aurora.test', invite: true }),
          via: 'function',
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        id = internalEmployeeSavedResponse.parse(res.body).employee.id;
      },
      (text) => id !== '' && text.includes(id) && text.includes('internal employee created'),
    );
    expect(logs).toContain(id);
    expect(logs).not.toContain(CODE);
    expect(logs).not.toContain(CODE.replace('-', ''));
    expect(logs).not.toContain('aino.loki@aurora.test');
  });
});
