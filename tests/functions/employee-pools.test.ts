import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AUTH_401,
  deleteEmployeePoolConnection,
  deskPoolConnectionResponse,
  deskPoolConnectionsResponse,
  deskPoolsResponse,
  employeePoolConnectionResponse,
  employeePoolConnectionsResponse,
  getDeskPoolConnections,
  getDeskPools,
  getEmployeePoolConnections,
  poolContracts,
  putAcceptPoolInvitation,
  putDeskPoolInvite,
  putRejectPoolInvitation,
  staffCollections,
  staffDeskPoolAuditRecord,
  staffMessage,
  staffPool,
  type DeskPoolInviteBody,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn, signInWithSecondFactor, type TestUser } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, fromNow, putPerson, putShift, type Caller } from '../support/staff-shifts';

/**
 * Pools (issue 25): the desk invites (an admin with a second factor, audited, a staff message to
 * the employee), the employee accepts, rejects or leaves; each answer moves the pool's
 * `employeeIds` (what pool-first orders read) in the same transaction. In-process against the
 * Firestore and Auth emulators, real tokens.
 */
const users: TestUser[] = [];
let admin: string, adminOneFactor: string;
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  const adminUser = await createTestUser({
    prefix: 'pools-admin',
    claims: { admin: true },
    mfaPhone: '+358401230251',
    displayName: 'Aino Ajojärjestelijä',
  });
  const oneFactor = await createTestUser({ prefix: 'pools-admin-1f', claims: { admin: true } });
  users.push(adminUser, oneFactor);
  admin = (await signInWithSecondFactor(adminUser.email, adminUser.password)).idToken;
  adminOneFactor = (await signIn(oneFactor.email, oneFactor.password)).idToken;
  eero = await caller('pools-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('pools-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('pools-customer', { customerIds: ['c-aurora'] });
  talent = await caller('pools-talent', {});
});
afterAll(() => deleteTestUsers([...users.map((u) => u.uid), ...[eero, olena, customer, talent].map((c) => c.user.uid)]));

const put = (collection: string, id: string, data: object) => adminDb.collection(collection).doc(id).set(data);

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', lastName: 'Nieminen' });
  await putPerson('sp-olena', {
    firebaseUid: olena.user.uid,
    email: olena.user.email,
    firstName: 'Olena',
    lastName: 'Kovalenko',
    language: 'uk',
  });
  await putPerson('sp-customer', { firebaseUid: customer.user.uid, customerIds: ['c-aurora'], employee: false });
  await put(staffCollections.customers, 'c-aurora', { name: 'Hotelli Aurora' });
  await put(staffCollections.placesOfWork, 'pow-kitchen', {
    name: 'Keittiö',
    customerId: 'c-aurora',
    address: 'Mannerheimintie 1',
    city: 'Helsinki',
  });
  await put(staffCollections.placesOfWork, 'pow-lobby', { name: 'Aula', customerId: 'c-aurora' });
  await put(staffCollections.pools, 'pool-kitchen', {
    name: 'Keittiön pooli',
    customerId: 'c-aurora',
    placeOfWorkId: 'pow-kitchen',
  });
  await put(staffCollections.pools, 'pool-lobby', {
    name: 'Aulan pooli',
    customerId: 'c-aurora',
    placeOfWorkId: 'pow-lobby',
    employeeIds: ['sp-olena'],
  });
});

async function invite(body: DeskPoolInviteBody) {
  const res = await callRoute(putDeskPoolInvite, { token: admin, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return deskPoolConnectionResponse.parse(res.body).connection;
}
const connectionsOf = async (who: Caller) =>
  employeePoolConnectionsResponse.parse((await callRoute(getEmployeePoolConnections, { caller: who })).body).connections;
const membersOf = async (poolId: string) =>
  staffPool.parse({ id: poolId, ...(await adminDb.collection(staffCollections.pools).doc(poolId).get()).data() }).employeeIds;

describe('the desk invites', () => {
  it('a new connection, a staff message in the employee language and an audit record; the employee sees the invitation', async () => {
    await putShift('s-past', 'sp-eero', fromNow(-20), fromNow(-20, 8));
    await putShift('s-older', 'sp-eero', fromNow(-40), fromNow(-40, 8));
    await putShift('s-cancelled', 'sp-eero', fromNow(-5), fromNow(-5, 8), { state: 'cancelled' });
    await putShift('s-future', 'sp-eero', fromNow(5), fromNow(5, 8));
    const made = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero', contractType: 'onCall' });
    expect(made).toMatchObject({ employee: { id: 'sp-eero', name: 'Eero Nieminen' }, state: 'new', contractType: 'onCall' });
    await invite({ poolId: 'pool-kitchen', employeeId: 'sp-olena' });

    expect(await connectionsOf(eero)).toEqual([
      {
        id: made.id,
        poolId: 'pool-kitchen',
        poolName: 'Keittiön pooli',
        customer: 'Hotelli Aurora',
        contractType: 'onCall',
        state: 'new',
        placeOfWork: { id: 'pow-kitchen', name: 'Keittiö', address: 'Mannerheimintie 1', city: 'Helsinki' },
        lastShiftDate: fromNow(-20),
        since: made.since,
      },
    ]);
    const mine = (await adminDb.collection(staffCollections.messages).get()).docs.map((d) =>
      staffMessage.parse({ id: d.id, ...d.data() }),
    );
    expect(mine.map((m) => [m.employeeId, m.subject, m.senderName]).sort()).toEqual([
      ['sp-eero', 'Kutsu pooliin: Keittiön pooli', 'Aino Ajojärjestelijä'],
      ['sp-olena', 'Запрошення до пулу: Keittiön pooli', 'Aino Ajojärjestelijä'],
    ]);
    const audit = (await adminDb.collection(staffCollections.deskAudit).get()).docs.map((d) =>
      staffDeskPoolAuditRecord.parse(d.data()),
    );
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          route: 'PUT /v1/Desk/Pools/Invite',
          action: 'invitePool',
          employeeId: 'sp-eero',
          connectionId: made.id,
        }),
      ]),
    );
    expect(await membersOf('pool-kitchen')).toEqual([]);

    const desk = deskPoolConnectionsResponse.parse(
      (await callRoute(getDeskPoolConnections, { token: admin, query: { poolId: 'pool-kitchen' } })).body,
    );
    expect(desk.connections.map((c) => [c.employee.name, c.state])).toEqual([
      ['Eero Nieminen', 'new'],
      ['Olena Kovalenko', 'new'],
    ]);
    const pools = deskPoolsResponse.parse((await callRoute(getDeskPools, { token: admin })).body).pools;
    expect(pools.map((p) => [p.name, p.customer.name, p.placeOfWork.name, p.members])).toEqual([
      ['Aulan pooli', 'Hotelli Aurora', 'Aula', 1],
      ['Keittiön pooli', 'Hotelli Aurora', 'Keittiö', 0],
    ]);
  });

  it('409 while invited or in the pool; 404 for an unknown pool or a person who is no employee; nothing written', async () => {
    await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero' });
    const again = await callRoute(putDeskPoolInvite, { token: admin, body: { poolId: 'pool-kitchen', employeeId: 'sp-eero' } });
    expect(again).toEqual({ status: 409, body: { error: 'poolConnectionExists' } });
    for (const [body, error] of [
      [{ poolId: 'pool-none', employeeId: 'sp-eero' }, 'poolNotFound'],
      [{ poolId: 'pool-kitchen', employeeId: 'sp-customer' }, 'employeeNotFound'],
      [{ poolId: 'pool-kitchen', employeeId: 'sp-nobody' }, 'employeeNotFound'],
    ] as const) {
      expect(await callRoute(putDeskPoolInvite, { token: admin, body })).toEqual({ status: 404, body: { error } });
    }
    expect(await callRoute(getDeskPoolConnections, { token: admin, query: { poolId: 'pool-none' } })).toEqual({
      status: 404,
      body: { error: 'poolNotFound' },
    });
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(1);
    expect((await adminDb.collection(staffCollections.deskAudit).get()).size).toBe(1);
  });
});

describe('the employee answers', () => {
  it("accepting joins the pool's members; answering again is 409 with the domain's text", async () => {
    const { id } = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero', contractType: 'fixedTerm' });
    const res = await callRoute(putAcceptPoolInvitation, { caller: eero, params: { id } });
    expect(res.status).toBe(200);
    expect(employeePoolConnectionResponse.parse(res.body).connection).toMatchObject({
      id,
      state: 'accepted',
      contractType: 'fixedTerm',
    });
    expect(await membersOf('pool-kitchen')).toEqual(['sp-eero']);
    expect((await connectionsOf(eero)).map((c) => [c.poolName, c.state])).toEqual([['Keittiön pooli', 'accepted']]);
    for (const contract of [putAcceptPoolInvitation, putRejectPoolInvitation]) {
      expect(await callRoute(contract, { caller: eero, params: { id } })).toEqual({
        status: 409,
        body: { error: 'validation:poolInvitationNotOpen' },
      });
    }
    expect(await membersOf('pool-kitchen')).toEqual(['sp-eero']);
  });

  it('rejecting deletes the invitation: not listed, not a member, and the desk may invite again', async () => {
    const { id } = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero' });
    const res = await callRoute(putRejectPoolInvitation, { caller: eero, params: { id } });
    expect(employeePoolConnectionResponse.parse(res.body).connection.state).toBe('deleted');
    expect(await connectionsOf(eero)).toEqual([]);
    expect(await membersOf('pool-kitchen')).toEqual([]);
    expect(await callRoute(deleteEmployeePoolConnection, { caller: eero, params: { id } })).toEqual({
      status: 409,
      body: { error: 'validation:poolConnectionNotActive' },
    });
    const again = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero' });
    expect(again).toMatchObject({ id, state: 'new' });
  });

  it('leaving an accepted pool removes the connection and the member; an invitation cannot be left', async () => {
    const kitchen = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero' });
    const lobby = await invite({ poolId: 'pool-lobby', employeeId: 'sp-eero' });
    expect(await callRoute(deleteEmployeePoolConnection, { caller: eero, params: { id: lobby.id } })).toEqual({
      status: 409,
      body: { error: 'validation:poolConnectionNotActive' },
    });
    await callRoute(putAcceptPoolInvitation, { caller: eero, params: { id: lobby.id } });
    expect(await membersOf('pool-lobby')).toEqual(['sp-olena', 'sp-eero']);
    expect((await connectionsOf(eero)).map((c) => [c.poolName, c.state])).toEqual([
      ['Keittiön pooli', 'new'],
      ['Aulan pooli', 'accepted'],
    ]);
    expect(await callRoute(deleteEmployeePoolConnection, { caller: eero, params: { id: lobby.id } })).toEqual({
      status: 204,
      body: '',
    });
    expect(await membersOf('pool-lobby')).toEqual(['sp-olena']);
    expect((await adminDb.collection(staffCollections.poolConnections).doc(lobby.id).get()).exists).toBe(false);
    expect((await connectionsOf(eero)).map((c) => c.id)).toEqual([kitchen.id]);
  });

  it("another employee's connection answers the same 404 as a missing one and changes nothing", async () => {
    const { id } = await invite({ poolId: 'pool-kitchen', employeeId: 'sp-eero' });
    const missing = { status: 404, body: { error: 'poolConnectionNotFound' } };
    for (const contract of [putAcceptPoolInvitation, putRejectPoolInvitation, deleteEmployeePoolConnection]) {
      expect(await callRoute(contract, { caller: olena, params: { id } }), contract.path).toEqual(missing);
      expect(await callRoute(contract, { caller: olena, params: { id: 'sp-olena_pool-none' } }), contract.path).toEqual(missing);
    }
    expect(await connectionsOf(olena)).toEqual([]);
    expect((await connectionsOf(eero))[0]!.state).toBe('new');
    expect(await membersOf('pool-kitchen')).toEqual([]);
  });
});

describe('access and input', () => {
  it('400 for a bad id or body', async () => {
    expect((await callRoute(putAcceptPoolInvitation, { caller: eero, params: { id: '__x__' } })).status).toBe(400);
    expect((await callRoute(deleteEmployeePoolConnection, { caller: eero, params: { id: '__x__' } })).status).toBe(400);
    for (const body of [
      {},
      { poolId: 'pool-kitchen' },
      { poolId: 'pool-kitchen', employeeId: 'sp-eero', contractType: 'forever' },
    ]) {
      expect((await callRoute(putDeskPoolInvite, { token: admin, body })).status, JSON.stringify(body)).toBe(400);
    }
    expect((await callRoute(getDeskPoolConnections, { token: admin })).status).toBe(400);
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(0);
  });

  it('the employee routes: 401 without a token, 403 for a customer user and a talent; notAnEmployee without a record', async () => {
    for (const contract of Object.values(poolContracts).filter((e) => e.access === 'employee')) {
      const call: RouteCall = 'params' in contract ? { params: { id: 'any' } } : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    const stranger = await caller('pools-stranger', { employee: true });
    users.push(stranger.user);
    expect(await callRoute(getEmployeePoolConnections, { caller: stranger })).toEqual({
      status: 403,
      body: { error: 'notAnEmployee' },
    });
  });

  it('the desk routes: 401 for an admin without the second factor and for nobody, 403 for an employee and a customer user', async () => {
    for (const contract of Object.values(poolContracts).filter((e) => e.access === 'recruiter')) {
      const call: RouteCall =
        contract === putDeskPoolInvite
          ? { body: { poolId: 'pool-kitchen', employeeId: 'sp-eero' } }
          : contract === getDeskPoolConnections
            ? { query: { poolId: 'pool-kitchen' } }
            : 'params' in contract
              ? { params: { id: 'any' } }
              : {};
      expect(await callRoute(contract, { ...call, token: adminOneFactor }), contract.path).toEqual({
        status: 401,
        body: AUTH_401.needsMfa,
      });
      expect((await callRoute(contract, call)).status).toBe(401);
      for (const who of [eero, customer]) {
        expect(await callRoute(contract, { ...call, caller: who })).toEqual({ status: 403, body: { error: 'Forbidden' } });
      }
    }
    expect((await adminDb.collection(staffCollections.poolConnections).get()).size).toBe(0);
  });
});
