import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  customerPoolMemberResponse,
  customerPoolPlacesResponse,
  customerPoolsResponse,
  customerPoolTitlesResponse,
  deleteCustomerPoolEmployee,
  deskPoolConnectionResponse,
  deskPoolRequestsResponse,
  getCustomerPoolEmployees,
  getCustomerPoolPlaces,
  getCustomerPoolProfessionTitles,
  getDeskPoolRequests,
  poolConnectionId,
  poolContracts,
  putAcceptPoolInvitation,
  putCustomerPoolAdd,
  putDeskPoolRequestApprove,
  putDeskPoolRequestDecline,
  staffCollections,
  staffDeskPoolAuditRecord,
  staffPool,
  type CustomerPoolAddBody,
  type CustomerPoolsQuery,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * The customer's pools (issue 26): members with state, contract type and last shift at the
 * pool's place, suggestions from who worked there, a request to add that the desk approves
 * (the employee's invitation and message) or declines, removal with the pool's `employeeIds`.
 * Maria is Aurora's user, Antti the other customer's. In-process against the emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let maria: Caller, antti: Caller, eero: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'cpools-admin',
    claims: { admin: true },
    mfaPhone: '+358401230261',
    displayName: 'Reija Rekrytoija',
  });
  const oneFactor = await createTestUser({ prefix: 'cpools-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  maria = await caller('cpools-maria', { customerIds: ['c-aurora'] });
  antti = await caller('cpools-antti', { customerIds: ['c-pohjola'] });
  eero = await caller('cpools-eero', { employee: true });
  talent = await caller('cpools-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[maria, antti, eero, talent].map((c) => c.user.uid)]));

const put = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);
const WAREHOUSE = { placeOfWork: { id: 'pow-warehouse', name: 'Varasto' }, customer: { id: 'c-pohjola', name: 'Pohjola' } };
const olenaInKitchen = poolConnectionId('sp-olena', 'pool-kitchen');

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-maria', {
    firebaseUid: maria.user.uid,
    customerIds: ['c-aurora'],
    employee: false,
    firstName: 'Maria',
    lastName: 'Lehtonen',
  });
  await putPerson('sp-antti', { firebaseUid: antti.user.uid, customerIds: ['c-pohjola'], employee: false });
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, firstName: 'Eero', lastName: 'Nieminen', language: 'en' });
  await putPerson('sp-olena', { firstName: 'Olena', lastName: 'Kovalenko' });
  await putPerson('sp-laura', { firstName: 'Laura', lastName: 'Mäkinen', status: 'passive' });
  await putPerson('sp-iryna', { firstName: 'Iryna', lastName: 'Bondarenko' });
  await put(staffCollections.customers, 'c-aurora', { name: 'Hotelli Aurora' });
  await put(staffCollections.customers, 'c-pohjola', { name: 'Pohjola' });
  await put(staffCollections.placesOfWork, 'pow-kitchen', { name: 'Keittiö', customerId: 'c-aurora' });
  await put(staffCollections.placesOfWork, 'pow-lobby', { name: 'Aula', customerId: 'c-aurora' });
  await put(staffCollections.placesOfWork, 'pow-warehouse', { name: 'Varasto', customerId: 'c-pohjola' });
  await put(staffCollections.professionTitles, 'pt-cook', { name: 'Kokki', names: { en: 'Cook' } });
  await put(staffCollections.professionTitles, 'pt-waiter', { name: 'Tarjoilija' });
  await put(staffCollections.pools, 'pool-kitchen', {
    name: 'Keittiön pooli',
    customerId: 'c-aurora',
    placeOfWorkId: 'pow-kitchen',
    employeeIds: ['sp-olena'],
  });
  await put(staffCollections.pools, 'pool-warehouse', {
    name: 'Varaston pooli',
    customerId: 'c-pohjola',
    placeOfWorkId: 'pow-warehouse',
    employeeIds: [],
  });
  await put(staffCollections.poolConnections, olenaInKitchen, {
    employeeId: 'sp-olena',
    poolId: 'pool-kitchen',
    customerId: 'c-aurora',
    placeOfWorkId: 'pow-kitchen',
    contractType: 'forNow',
    state: 'accepted',
    since: new Date(fromNow(-90)),
    invitedAt: new Date(fromNow(-92)),
    invitedBy: 'Reija Rekrytoija',
  });
  // Eero worked at the kitchen as a cook and as a waiter; Olena is in the pool; the passive Laura
  // and a cancelled or an old shift suggest nobody; Iryna worked at the other customer's warehouse.
  await putShift('s-eero-20', 'sp-eero', fromNow(-20), fromNow(-20, 8));
  await putShift('s-eero-3', 'sp-eero', fromNow(-3), fromNow(-3, 8), {
    professionTitle: { id: 'pt-waiter', name: 'Tarjoilija' },
  });
  await putShift('s-eero-next', 'sp-eero', fromNow(4), fromNow(4, 8));
  await putShift('s-olena-5', 'sp-olena', fromNow(-5), fromNow(-5, 8));
  await putShift('s-laura-6', 'sp-laura', fromNow(-6), fromNow(-6, 8));
  await putShift('s-iryna-cancelled', 'sp-iryna', fromNow(-7), fromNow(-7, 8), { state: 'cancelled' });
  await putShift('s-iryna-old', 'sp-iryna', fromNow(-800), fromNow(-800, 8));
  await putShift('s-iryna-warehouse', 'sp-iryna', fromNow(-2), fromNow(-2, 8), WAREHOUSE);
});

const poolsOf = async (who: Caller, query: CustomerPoolsQuery = {}) => {
  const res = await callRoute(getCustomerPoolEmployees, { caller: who, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return customerPoolsResponse.parse(res.body).pools;
};
const kitchen = async () => (await poolsOf(maria, { poolId: 'pool-kitchen' }))[0]!;
const membersOf = async (poolId: string) =>
  staffPool.parse({ id: poolId, ...(await adminDb.collection(staffCollections.pools).doc(poolId).get()).data() }).employeeIds;
async function ask(body: CustomerPoolAddBody, who: Caller = maria) {
  const res = await callRoute(putCustomerPoolAdd, { caller: who, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return customerPoolMemberResponse.parse(res.body).member;
}
const requests = async () =>
  deskPoolRequestsResponse.parse((await callRoute(getDeskPoolRequests, { token: admin })).body).requests;
const eeroAsked = { poolId: 'pool-kitchen', employeeId: 'sp-eero', contractType: 'onCall' } as const;

describe("the customer's pools", () => {
  it('members with state, contract type and last shift; suggestions of who worked at the place, the latest first', async () => {
    expect(await poolsOf(maria)).toEqual([
      {
        id: 'pool-kitchen',
        name: 'Keittiön pooli',
        customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
        placeOfWork: { id: 'pow-kitchen', name: 'Keittiö' },
        members: [
          {
            id: olenaInKitchen,
            employee: { id: 'sp-olena', name: 'Olena Kovalenko' },
            state: 'accepted',
            contractType: 'forNow',
            lastShiftDate: fromNow(-5),
            since: fromNow(-90),
          },
        ],
        suggestions: [{ employee: { id: 'sp-eero', name: 'Eero Nieminen' }, lastShiftDate: fromNow(-3) }],
      },
    ]);
    // Filters: a title Eero worked as or not; the place; the customer.
    expect((await kitchen()).suggestions).toHaveLength(1);
    expect((await poolsOf(maria, { professionTitleId: 'pt-waiter' }))[0]!.suggestions).toHaveLength(1);
    expect((await poolsOf(maria, { professionTitleId: 'pt-none' }))[0]!.suggestions).toEqual([]);
    expect(await poolsOf(maria, { placeOfWorkId: 'pow-lobby' })).toEqual([]);
    expect((await poolsOf(maria, { customerId: 'c-aurora' })).map((p) => p.id)).toEqual(['pool-kitchen']);
    // Antti sees his own customer's pool only, with Iryna suggested there.
    expect((await poolsOf(antti)).map((p) => [p.id, p.suggestions.map((s) => s.employee.id)])).toEqual([
      ['pool-warehouse', ['sp-iryna']],
    ]);
  });

  it("the filters' values: the places of the customer's pools and the titles worked there", async () => {
    const places = customerPoolPlacesResponse.parse((await callRoute(getCustomerPoolPlaces, { caller: maria })).body);
    expect(places.placesOfWork).toEqual([
      { id: 'pow-kitchen', name: 'Keittiö', customer: { id: 'c-aurora', name: 'Hotelli Aurora' } },
    ]);
    const titles = customerPoolTitlesResponse.parse((await callRoute(getCustomerPoolProfessionTitles, { caller: maria })).body);
    expect(titles.professionTitles).toEqual([
      { id: 'pt-cook', name: 'Kokki', names: { en: 'Cook' } },
      { id: 'pt-waiter', name: 'Tarjoilija', names: {} },
    ]);
    const theirs = customerPoolPlacesResponse.parse((await callRoute(getCustomerPoolPlaces, { caller: antti })).body);
    expect(theirs.placesOfWork.map((p) => p.id)).toEqual(['pow-warehouse']);
  });

  it("another customer's pool or place is a 404 like a missing one; another customerId is 403", async () => {
    for (const poolId of ['pool-warehouse', 'pool-none']) {
      expect(await callRoute(getCustomerPoolEmployees, { caller: maria, query: { poolId } })).toEqual({
        status: 404,
        body: { error: 'poolNotFound' },
      });
    }
    expect(await callRoute(getCustomerPoolEmployees, { caller: maria, query: { placeOfWorkId: 'pow-warehouse' } })).toEqual({
      status: 404,
      body: { error: 'placeOfWorkNotFound' },
    });
    expect(await callRoute(getCustomerPoolEmployees, { caller: maria, query: { customerId: 'c-pohjola' } })).toEqual({
      status: 403,
      body: { error: 'notYourCustomer' },
    });
  });
});

describe('asking to add, the desk approves or declines', () => {
  it('a waiting request, not a member yet; approved it is the invitation with its message and audit; accepted, a member', async () => {
    const asked = await ask(eeroAsked);
    expect(asked).toMatchObject({
      employee: { id: 'sp-eero', name: 'Eero Nieminen' },
      state: 'waitingForApproval',
      contractType: 'onCall',
    });
    expect(asked.lastShiftDate).toBe(fromNow(-3));
    expect(await membersOf('pool-kitchen')).toEqual(['sp-olena']);
    const listed = await kitchen();
    expect(listed.members.map((m) => [m.employee.name, m.state])).toEqual([
      ['Eero Nieminen', 'waitingForApproval'],
      ['Olena Kovalenko', 'accepted'],
    ]);
    expect(listed.suggestions).toEqual([]);
    expect(await callRoute(putCustomerPoolAdd, { caller: maria, body: eeroAsked })).toEqual({
      status: 409,
      body: { error: 'poolConnectionExists' },
    });

    expect(await requests()).toEqual([
      {
        id: asked.id,
        pool: { id: 'pool-kitchen', name: 'Keittiön pooli' },
        customer: { id: 'c-aurora', name: 'Hotelli Aurora' },
        employee: { id: 'sp-eero', name: 'Eero Nieminen' },
        contractType: 'onCall',
        requestedBy: 'Maria Lehtonen',
        since: asked.since,
      },
    ]);
    const approved = await callRoute(putDeskPoolRequestApprove, { token: admin, params: { id: asked.id } });
    expect(approved.status).toBe(200);
    expect(deskPoolConnectionResponse.parse(approved.body).connection).toMatchObject({ state: 'new', contractType: 'onCall' });
    expect(await callRoute(putDeskPoolRequestApprove, { token: admin, params: { id: asked.id } })).toEqual({
      status: 409,
      body: { error: 'validation:poolApprovalNotPending' },
    });
    expect(await requests()).toEqual([]);
    const sent = (await adminDb.collection(staffCollections.messages).where('employeeId', '==', 'sp-eero').get()).docs;
    expect(sent.map((d) => [d.get('subject'), d.get('senderName')])).toEqual([
      ['Invitation to a pool: Keittiön pooli', 'Reija Rekrytoija'],
    ]);
    const audit = (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) =>
      staffDeskPoolAuditRecord.parse(d.data()),
    );
    expect(audit).toEqual([
      expect.objectContaining({
        action: 'approvePool',
        route: 'PUT /v1/Desk/Pools/Requests/:id/Approve',
        connectionId: asked.id,
        employeeId: 'sp-eero',
      }),
    ]);
    expect(await membersOf('pool-kitchen')).toEqual(['sp-olena']);

    expect((await callRoute(putAcceptPoolInvitation, { caller: eero, params: { id: asked.id } })).status).toBe(200);
    expect(await membersOf('pool-kitchen')).toEqual(['sp-olena', 'sp-eero']);
    expect((await kitchen()).members.find((m) => m.employee.id === 'sp-eero')).toMatchObject({
      state: 'accepted',
      lastShiftDate: fromNow(-3),
    });
  });

  it('declined, the request is deleted: off the list, a suggestion again, and may be asked again', async () => {
    const asked = await ask(eeroAsked);
    const declined = await callRoute(putDeskPoolRequestDecline, { token: admin, params: { id: asked.id } });
    expect(deskPoolConnectionResponse.parse(declined.body).connection.state).toBe('deleted');
    expect(await callRoute(putDeskPoolRequestDecline, { token: admin, params: { id: asked.id } })).toEqual({
      status: 409,
      body: { error: 'validation:poolApprovalNotPending' },
    });
    const listed = await kitchen();
    expect(listed.members.map((m) => m.employee.id)).toEqual(['sp-olena']);
    expect(listed.suggestions.map((s) => s.employee.id)).toEqual(['sp-eero']);
    expect((await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) => d.get('action'))).toEqual([
      'declinePool',
    ]);
    expect((await adminDb.collection(staffCollections.messages).get()).size).toBe(0);
    expect((await ask({ ...eeroAsked, contractType: 'fixedTerm' })).state).toBe('waitingForApproval');
    // A member, an invitation or an accepted one, cannot be asked for.
    expect(await callRoute(putCustomerPoolAdd, { caller: maria, body: { ...eeroAsked, employeeId: 'sp-olena' } })).toEqual({
      status: 409,
      body: { error: 'poolConnectionExists' },
    });
    expect(await callRoute(putDeskPoolRequestApprove, { token: admin, params: { id: olenaInKitchen } })).toEqual({
      status: 409,
      body: { error: 'validation:poolApprovalNotPending' },
    });
    expect(await callRoute(putDeskPoolRequestApprove, { token: admin, params: { id: 'sp-x_pool-none' } })).toEqual({
      status: 404,
      body: { error: 'poolConnectionNotFound' },
    });
  });

  it("only who worked at the place; another customer's pool or employee answers like a missing one; nothing written", async () => {
    for (const [who, body, error] of [
      [maria, { ...eeroAsked, employeeId: 'sp-iryna' }, 'employeeNotFound'],
      [maria, { ...eeroAsked, employeeId: 'sp-nobody' }, 'employeeNotFound'],
      [maria, { ...eeroAsked, employeeId: 'sp-maria' }, 'employeeNotFound'],
      [maria, { ...eeroAsked, poolId: 'pool-warehouse', employeeId: 'sp-iryna' }, 'poolNotFound'],
      [maria, { ...eeroAsked, poolId: 'pool-none' }, 'poolNotFound'],
      [antti, eeroAsked, 'poolNotFound'],
    ] as const) {
      expect(await callRoute(putCustomerPoolAdd, { caller: who, body }), JSON.stringify(body)).toEqual({
        status: 404,
        body: { error },
      });
    }
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(1);
  });
});

describe('removing a member', () => {
  it("in any state: the connection goes and the employee leaves the pool's members; another customer's is 404", async () => {
    const asked = await ask(eeroAsked);
    for (const [who, id] of [
      [antti, olenaInKitchen],
      [maria, 'sp-x_pool-none'],
    ] as const) {
      expect(await callRoute(deleteCustomerPoolEmployee, { caller: who, params: { id } })).toEqual({
        status: 404,
        body: { error: 'poolConnectionNotFound' },
      });
    }
    expect(await membersOf('pool-kitchen')).toEqual(['sp-olena']);
    for (const id of [olenaInKitchen, asked.id]) {
      expect(await callRoute(deleteCustomerPoolEmployee, { caller: maria, params: { id } })).toEqual({ status: 204, body: '' });
    }
    expect(await membersOf('pool-kitchen')).toEqual([]);
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(0);
    expect((await kitchen()).suggestions.map((s) => s.employee.id)).toEqual(['sp-eero', 'sp-olena']);
  });
});

describe('access and input', () => {
  it('400 for a bad body, id or query; nothing written', async () => {
    for (const body of [{}, { poolId: 'pool-kitchen', employeeId: 'sp-eero' }, { ...eeroAsked, contractType: 'forever' }]) {
      expect((await callRoute(putCustomerPoolAdd, { caller: maria, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await callRoute(deleteCustomerPoolEmployee, { caller: maria, params: { id: '__x__' } })).status).toBe(400);
    expect((await callRoute(getCustomerPoolEmployees, { caller: maria, query: { poolId: '__x__' } })).status).toBe(400);
    expect((await callRoute(putDeskPoolRequestApprove, { token: admin, params: { id: '__x__' } })).status).toBe(400);
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(1);
  });

  const callOf = (contract: (typeof poolContracts)[keyof typeof poolContracts]): RouteCall =>
    contract === putCustomerPoolAdd ? { body: eeroAsked } : 'params' in contract ? { params: { id: olenaInKitchen } } : {};

  it('the customer routes: 401 without a token, 403 for an employee and a talent, notACustomer without a record', async () => {
    const customerRoutes = Object.values(poolContracts).filter((e) => e.access === 'customer');
    expect(customerRoutes).toHaveLength(5);
    for (const contract of customerRoutes) {
      expect((await callRoute(contract, { ...callOf(contract), caller: null })).status, contract.path).toBe(401);
      for (const who of [eero, talent]) {
        expect(await callRoute(contract, { ...callOf(contract), caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    const stranger = await caller('cpools-stranger', { customerIds: ['c-aurora'] });
    users.push(stranger.user);
    expect(await callRoute(getCustomerPoolEmployees, { caller: stranger })).toEqual({
      status: 403,
      body: { error: 'notACustomer' },
    });
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(1);
  });

  it('the desk requests: 401 for an admin without the second factor and for nobody, 403 for an employee and a customer user', async () => {
    for (const contract of [getDeskPoolRequests, putDeskPoolRequestApprove, putDeskPoolRequestDecline]) {
      const call = callOf(contract);
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      expect((await callRoute(contract, call)).status).toBe(401);
      for (const who of [eero, maria]) {
        expect(await callRoute(contract, { ...call, caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
    expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(0);
  });
});
