import type { Firestore } from 'firebase-admin/firestore';
import { poolConnectionId, staffCollections, staffPool, staffPoolConnection, type StaffPoolConnection } from '@vuoro/domain';
import { auroraKitchenPool, EERO, LAURA, OLENA } from './seed-shifts';

/**
 * Pools (issue 25), Eero's side: his accepted connection to the Aurora kitchen's pool (he is in
 * its members already), an accepted pool at Pohjola's warehouse (the one the journey leaves) and
 * an open invitation to the Aurora rooms' pool (the one it accepts). The customer's side (issue
 * 26): the kitchen pool's other members, Olena and the passive Laura, as accepted connections, so
 * Maria's /customer/pools lists every member of `employeeIds`; the kitchen pool itself is written
 * here too, so a journey that takes Eero out and back (customer-pools) restores it with this call.
 * Fixed ids: a second run overwrites the same documents.
 */

const DAY = 86_400_000;

const pohjolaPool = {
  id: 'pool-pohjola-warehouse',
  name: 'Varaston keikkalaiset',
  customerId: 'pohjola-logistiikka',
  placeOfWorkId: 'pow-pohjola-warehouse',
  employeeIds: [EERO.id],
};
const roomsPool = {
  id: 'pool-aurora-rooms',
  name: 'Kerroshoidon pooli',
  customerId: 'hotelli-aurora',
  placeOfWorkId: 'pow-aurora-rooms',
  employeeIds: [],
};

export async function seedPools(db: Firestore, now: Date): Promise<Record<string, number>> {
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
  const connection = (
    pool: { id: string; customerId: string; placeOfWorkId: string },
    state: StaffPoolConnection['state'],
    contractType: StaffPoolConnection['contractType'],
    daysAgo: number,
    employeeId: string = EERO.id,
  ) =>
    staffPoolConnection.parse({
      id: poolConnectionId(employeeId, pool.id),
      employeeId,
      poolId: pool.id,
      customerId: pool.customerId,
      placeOfWorkId: pool.placeOfWorkId,
      contractType,
      state,
      since: at(daysAgo),
      invitedAt: at(daysAgo + 2),
      invitedBy: 'Reija Rekrytoija',
    });
  const connections = [
    connection(auroraKitchenPool, 'accepted', 'forNow', 120),
    connection(pohjolaPool, 'accepted', 'onCall', 60),
    connection(roomsPool, 'new', 'fixedTerm', 1),
    connection(auroraKitchenPool, 'accepted', 'forNow', 200, OLENA.id),
    connection(auroraKitchenPool, 'accepted', 'onCall', 300, LAURA.id),
  ];
  const batch = db.batch();
  for (const pool of [auroraKitchenPool, pohjolaPool, roomsPool]) {
    const { id, ...data } = staffPool.parse(pool);
    batch.set(db.collection(staffCollections.pools).doc(id), data);
  }
  for (const { id, ...data } of connections) batch.set(db.collection(staffCollections.poolConnections).doc(id), data);
  await batch.commit();
  return { poolConnections: connections.length };
}
