import type { DocumentSnapshot } from 'firebase-admin/firestore';
import {
  addAgencyDays,
  staffCollections,
  staffCustomer,
  staffPlaceOfWork,
  staffPool,
  staffPoolConnection,
  WORKED_STATES,
  type StaffCustomer,
  type StaffPlaceOfWork,
  type StaffPool,
  type StaffPoolConnection,
  type WorkedAtPlace,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import { pools, customers } from '../customer-shift/store';
import { placesOfWork, shifts } from '../shift/store';

/** The employees' pool connections (domain/src/staff/pools/README.md). */
export const connections = () => db().collection(staffCollections.poolConnections);

export const parseConnection = (d: DocumentSnapshot): StaffPoolConnection => staffPoolConnection.parse({ id: d.id, ...d.data() });

/** How far back the last shift at a pool's place is looked for. */
const LAST_SHIFT_DAYS_BACK = 730;

/** What a list of connections needs named: their pools, customers and places, read in one call each. */
export async function poolsAndNames(list: readonly Pick<StaffPoolConnection, 'poolId' | 'customerId' | 'placeOfWorkId'>[]) {
  const read = async <T>(
    ids: readonly string[],
    ref: (id: string) => FirebaseFirestore.DocumentReference,
    parse: (d: DocumentSnapshot) => T,
  ) => {
    const unique = [...new Set(ids)];
    const snaps = unique.length ? await db().getAll(...unique.map(ref)) : [];
    return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, parse(s)] as const));
  };
  const [poolMap, customerMap, placeMap] = await Promise.all([
    read<StaffPool>(
      list.map((c) => c.poolId),
      (id) => pools().doc(id),
      (d) => staffPool.parse({ id: d.id, ...d.data() }),
    ),
    read<StaffCustomer>(
      list.map((c) => c.customerId),
      (id) => customers().doc(id),
      (d) => staffCustomer.parse({ id: d.id, ...d.data() }),
    ),
    read<StaffPlaceOfWork>(
      list.map((c) => c.placeOfWorkId),
      (id) => placesOfWork().doc(id),
      (d) => staffPlaceOfWork.parse({ id: d.id, ...d.data() }),
    ),
  ]);
  return { pools: poolMap, customers: customerMap, places: placeMap };
}

/** The employee's last worked shift at each place of work, within two years (one query on `employee.id` + `start`). */
export async function lastShiftByPlace(employeeId: string, now: Date): Promise<Map<string, Date>> {
  const snap = await shifts()
    .where('employee.id', '==', employeeId)
    .where('start', '>=', addAgencyDays(now, -LAST_SHIFT_DAYS_BACK))
    .where('start', '<', now)
    .select('placeOfWork', 'start', 'state')
    .get();
  const last = new Map<string, Date>();
  for (const d of snap.docs) {
    const placeId = (d.get('placeOfWork') as { id?: string } | null)?.id;
    const start = (d.get('start') as FirebaseFirestore.Timestamp | null)?.toDate();
    if (!placeId || !start || !WORKED_STATES.includes(d.get('state'))) continue;
    if (!last.has(placeId) || last.get(placeId)!.getTime() < start.getTime()) last.set(placeId, start);
  }
  return last;
}

/**
 * Who worked at each of the places within two years (`WORKED_STATES`): one query on the shifts'
 * `placeOfWork.id` + `start` index for all of them (a customer has a handful of pool places, far
 * under the 30 an `in` takes), only the fields the pools need.
 */
export async function workedAtPlaces(placeIds: readonly string[], now: Date): Promise<Map<string, WorkedAtPlace[]>> {
  const by = new Map<string, WorkedAtPlace[]>(placeIds.map((id) => [id, []]));
  if (placeIds.length === 0) return by;
  const snap = await shifts()
    .where('placeOfWork.id', 'in', [...new Set(placeIds)])
    .where('start', '>=', addAgencyDays(now, -LAST_SHIFT_DAYS_BACK))
    .where('start', '<', now)
    .select('placeOfWork', 'start', 'state', 'employee', 'professionTitle')
    .get();
  for (const d of snap.docs) {
    const placeId = (d.get('placeOfWork') as { id?: string } | null)?.id;
    const employeeId = (d.get('employee') as { id?: string } | null)?.id;
    const start = (d.get('start') as FirebaseFirestore.Timestamp | null)?.toDate();
    if (!placeId || !employeeId || !start || !WORKED_STATES.includes(d.get('state'))) continue;
    const titleId = (d.get('professionTitle') as { id?: string } | null)?.id ?? null;
    by.get(placeId)?.push({ employeeId, start, professionTitleId: titleId });
  }
  return by;
}
