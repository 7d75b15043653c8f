import { FieldValue } from 'firebase-admin/firestore';
import {
  CUSTOMER_VISIBLE_POOL_STATES,
  lastWorkedByEmployee,
  poolConnectionId,
  poolSuggestionIds,
  requestPoolMembership,
  staffPool,
  staffPoolConnection,
  staffProfessionTitle,
  toTitleView,
  type CustomerPoolMemberView,
  type CustomerPoolView,
  type deleteCustomerPoolEmployee,
  type getCustomerPoolEmployees,
  type getCustomerPoolPlaces,
  type getCustomerPoolProfessionTitles,
  type putCustomerPoolAdd,
  type StaffPerson,
  type StaffPool,
  type StaffPoolConnection,
} from '@vuoro/domain';
import { people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import {
  callerCustomer,
  customerIdsOf,
  customersById,
  placeOfCustomers,
  pools,
  professionTitles,
  type CustomerCaller,
} from '../customer-shift/store';
import { placesOfWork } from '../shift/store';
import { connections, lastShiftByPlace, parseConnection, workedAtPlaces } from './store';

/**
 * The customer's pools (domain/src/staff/pools/README.md, "The customer's side"). A caller sees
 * the pools of the customers of their staff record only; another customer's pool, connection or
 * employee answers like a missing one. Asking to add writes a `waitingForApproval` connection the
 * desk approves; removing deletes the connection and the member in one transaction, so the
 * pool's `employeeIds` (what pool-first orders read) stay the accepted connections.
 */

const nameOf = (p: Pick<StaffPerson, 'firstName' | 'lastName'>) => `${p.firstName} ${p.lastName}`.trim();
const parsePool = (d: FirebaseFirestore.DocumentSnapshot): StaffPool => staffPool.parse({ id: d.id, ...d.data() });

/** The caller's customers' pools, narrowed by customer, place or pool; a pool or place of another customer is 404. */
async function poolsOf(who: CustomerCaller, query: { customerId?: string; placeOfWorkId?: string; poolId?: string }) {
  const customerIds = customerIdsOf(who, query.customerId);
  if (query.placeOfWorkId) await placeOfCustomers(customerIds, query.placeOfWorkId);
  if (query.poolId) {
    const snap = await pools().doc(query.poolId).get();
    const pool = snap.exists ? parsePool(snap) : null;
    if (!pool || !customerIds.includes(pool.customerId)) throw new ApiFailure(404, 'poolNotFound');
    return query.placeOfWorkId && pool.placeOfWorkId !== query.placeOfWorkId ? [] : [pool];
  }
  const snap = await pools().where('customerId', 'in', customerIds).get();
  return snap.docs
    .map(parsePool)
    .filter((p) => !query.placeOfWorkId || p.placeOfWorkId === query.placeOfWorkId)
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/** People by id (missing ones left out). */
async function peopleById(ids: readonly string[]): Promise<Map<string, StaffPerson>> {
  const unique = [...new Set(ids)];
  const snaps = unique.length ? await db().getAll(...unique.map((id) => people().doc(id))) : [];
  return new Map(snaps.flatMap((s) => (s.exists ? [[s.id, s.data() as StaffPerson] as const] : [])));
}

function memberView(c: StaffPoolConnection, name: string, lastShift: Date | undefined): CustomerPoolMemberView {
  return {
    id: c.id,
    employee: { id: c.employeeId, name },
    state: c.state,
    contractType: c.contractType,
    lastShiftDate: lastShift?.toISOString() ?? null,
    since: c.since.toISOString(),
  };
}

/** GET /v1/Pool/Customer/EmployeesAndSuggestions. */
export const customerPoolEmployees: Handler<typeof getCustomerPoolEmployees> = async ({ query }, c) => {
  const who = await callerCustomer(c);
  const list = await poolsOf(who, query);
  if (list.length === 0) return { pools: [] };
  const now = new Date();
  const poolIds = list.map((p) => p.id);
  const [connectionSnaps, worked, customerMap, placeSnaps] = await Promise.all([
    Promise.all(chunks(poolIds, 30).map((ids) => connections().where('poolId', 'in', ids).get())),
    workedAtPlaces(
      list.map((p) => p.placeOfWorkId),
      now,
    ),
    customersById(list.map((p) => p.customerId)),
    db().getAll(...[...new Set(list.map((p) => p.placeOfWorkId))].map((id) => placesOfWork().doc(id))),
  ]);
  const connected = connectionSnaps
    .flatMap((s) => s.docs.map(parseConnection))
    .filter((x) => CUSTOMER_VISIBLE_POOL_STATES.includes(x.state));
  const lastAt = new Map([...worked].map(([placeId, rows]) => [placeId, lastWorkedByEmployee(rows)]));
  const suggestedIds = new Map(
    list.map((p) => [
      p.id,
      poolSuggestionIds(
        lastAt.get(p.placeOfWorkId) ?? new Map(),
        new Set(connected.filter((x) => x.poolId === p.id).map((x) => x.employeeId)),
        query.professionTitleId,
      ),
    ]),
  );
  const persons = await peopleById([...connected.map((x) => x.employeeId), ...[...suggestedIds.values()].flat()]);
  const placeNames = new Map(placeSnaps.map((s) => [s.id, (s.get('name') as string | undefined) ?? s.id]));
  const views: CustomerPoolView[] = list.map((p) => {
    const last = lastAt.get(p.placeOfWorkId);
    const members = connected
      .filter((x) => x.poolId === p.id)
      .map((x) => {
        const person = persons.get(x.employeeId);
        return memberView(x, person ? nameOf(person) : x.employeeId, last?.get(x.employeeId)?.last);
      })
      .sort((a, b) => a.employee.name.localeCompare(b.employee.name, 'fi'));
    const suggestions = (suggestedIds.get(p.id) ?? []).flatMap((id) => {
      const person = persons.get(id);
      if (!person?.employee || person.status === 'passive') return [];
      return [{ employee: { id, name: nameOf(person) }, lastShiftDate: last!.get(id)!.last.toISOString() }];
    });
    return {
      id: p.id,
      name: p.name,
      customer: { id: p.customerId, name: customerMap.get(p.customerId)?.name ?? p.customerId },
      placeOfWork: { id: p.placeOfWorkId, name: placeNames.get(p.placeOfWorkId) ?? p.placeOfWorkId },
      members,
      suggestions,
    };
  });
  return { pools: views };
};

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** GET /v1/Pool/Customer/PlaceOfWorkValues: the places of the caller's customers' pools. */
export const customerPoolPlaces: Handler<typeof getCustomerPoolPlaces> = async (_input, c) => {
  const list = await poolsOf(await callerCustomer(c), {});
  const placeIds = [...new Set(list.map((p) => p.placeOfWorkId))];
  const [snaps, customerMap] = await Promise.all([
    placeIds.length ? db().getAll(...placeIds.map((id) => placesOfWork().doc(id))) : Promise.resolve([]),
    customersById(list.map((p) => p.customerId)),
  ]);
  const places = snaps.flatMap((s) => {
    const customerId = s.get('customerId') as string | undefined;
    if (!s.exists || !customerId) return [];
    const customer = { id: customerId, name: customerMap.get(customerId)?.name ?? customerId };
    return [{ id: s.id, name: s.get('name') as string, customer }];
  });
  return { placesOfWork: places.sort((a, b) => a.name.localeCompare(b.name, 'fi')) };
};

/** GET /v1/Pool/Customer/ProfessionTitles: the titles worked at the places of the caller's customers' pools. */
export const customerPoolProfessionTitles: Handler<typeof getCustomerPoolProfessionTitles> = async (_input, c) => {
  const list = await poolsOf(await callerCustomer(c), {});
  const worked = await workedAtPlaces(
    list.map((p) => p.placeOfWorkId),
    new Date(),
  );
  const ids = [...new Set([...worked.values()].flatMap((rows) => rows.flatMap((r) => r.professionTitleId ?? [])))];
  const snaps = ids.length ? await db().getAll(...ids.map((id) => professionTitles().doc(id))) : [];
  const titles = snaps.filter((s) => s.exists).map((s) => toTitleView(staffProfessionTitle.parse({ id: s.id, ...s.data() })));
  return { professionTitles: titles.sort((a, b) => a.name.localeCompare(b.name, 'fi')) };
};

/** The caller's customers' pool `poolId`, read in `tx`; another customer's is 404 like a missing one. */
async function customerPool(tx: FirebaseFirestore.Transaction, customerIds: readonly string[], poolId: string) {
  const snap = await tx.get(pools().doc(poolId));
  const pool = snap.exists ? parsePool(snap) : null;
  if (!pool || !customerIds.includes(pool.customerId)) throw new ApiFailure(404, 'poolNotFound');
  return { ref: snap.ref, pool };
}

/**
 * PUT /v1/Pool/Customer/Employees/Add: for an employee who worked at the pool's place within two
 * years (a suggestion, or a member asked for again after a deletion); anyone else, like a missing
 * employee, is 404 `employeeNotFound`.
 */
export const customerPoolAdd: Handler<typeof putCustomerPoolAdd> = async ({ body }, c) => {
  const who = await callerCustomer(c);
  const now = new Date();
  const workedAt = await lastShiftByPlace(body.employeeId, now);
  const ref = connections().doc(poolConnectionId(body.employeeId, body.poolId));
  const { connection, name } = await db().runTransaction(async (tx) => {
    const { pool } = await customerPool(tx, who.customerIds, body.poolId);
    const [personSnap, existing] = await Promise.all([tx.get(people().doc(body.employeeId)), tx.get(ref)]);
    const person = personSnap.data();
    if (!person?.employee || !workedAt.has(pool.placeOfWorkId)) throw new ApiFailure(404, 'employeeNotFound');
    const asked = requestPoolMembership(existing.exists ? parseConnection(existing).state : null);
    if (!asked.ok) throw new ApiFailure(409, asked.error);
    const connection = staffPoolConnection.parse({
      id: ref.id,
      employeeId: body.employeeId,
      poolId: pool.id,
      customerId: pool.customerId,
      placeOfWorkId: pool.placeOfWorkId,
      contractType: body.contractType,
      state: asked.value,
      since: now,
      invitedAt: now,
      invitedBy: null,
      requestedBy: who.name,
    });
    const { id: _id, ...stored } = connection;
    tx.set(ref, stored);
    return { connection, name: nameOf(person) };
  });
  log.info('pool membership requested', { poolId: body.poolId, by: who.id });
  return { member: memberView(connection, name, workedAt.get(connection.placeOfWorkId)) };
};

/** DELETE /v1/Pool/Customer/Employees/{id}: a connection of the caller's customers' pools in any state, and the member with it. */
export const customerPoolRemove: Handler<typeof deleteCustomerPoolEmployee> = async ({ params }, c) => {
  const who = await callerCustomer(c);
  await db().runTransaction(async (tx) => {
    const snap = await tx.get(connections().doc(params.id));
    const connection = snap.exists ? parseConnection(snap) : null;
    if (!connection || !who.customerIds.includes(connection.customerId)) throw new ApiFailure(404, 'poolConnectionNotFound');
    const pool = await tx.get(pools().doc(connection.poolId));
    tx.delete(snap.ref);
    if (pool.exists) tx.update(pool.ref, { employeeIds: FieldValue.arrayRemove(connection.employeeId) });
  });
  return null;
};
