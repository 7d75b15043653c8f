import type { Context } from 'hono';
import type { DocumentReference, Query, Transaction } from 'firebase-admin/firestore';
import {
  customerNoticeHours,
  staffCollections,
  staffCustomer,
  staffPlaceOfWork,
  staffPool,
  staffProfessionTitle,
  toCustomerShiftView,
  type CustomerShiftView,
  type StaffCustomer,
  type StaffPlaceOfWork,
  type StaffPool,
  type StaffProfessionTitle,
  type StaffShift,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';
import { parseShift, placesOfWork, READ_LIMIT, shifts } from '../shift/store';

/**
 * Reads of the customer's side of shifts (domain/src/staff/shifts/README.md, "Customer shifts").
 * The customers a caller sees are those of their staff record (`customerIds`, the source of the
 * claim), never a parameter; a shift, place or pool of another customer answers like a missing one.
 */

export const customers = () => db().collection(staffCollections.customers);
export const professionTitles = () => db().collection(staffCollections.professionTitles);
export const pools = () => db().collection(staffCollections.pools);
export const shiftFeedback = () => db().collection(staffCollections.shiftFeedback);

/** The customer user behind a call: their staff record's id and name, customers, and `canEditShifts`. */
export interface CustomerCaller {
  id: string;
  name: string;
  customerIds: readonly string[];
  canEditShifts: boolean;
}

/** The caller as a customer user; without a staff record naming a customer, 403 `notACustomer`. */
export async function callerCustomer(c: Context<ApiEnv>): Promise<CustomerCaller> {
  const record = await findCaller(caller(c));
  if (!record || record.person.customerIds.length === 0) throw new ApiFailure(403, 'notACustomer');
  return {
    id: record.id,
    name: `${record.person.firstName} ${record.person.lastName}`,
    customerIds: record.person.customerIds,
    canEditShifts: record.person.canEditShifts,
  };
}

/**
 * The customers a call reads: one of the caller's if asked, or all of them. Any other `customerId`
 * (another customer's or none at all) is 403 `notYourCustomer`, the same for both.
 */
export function customerIdsOf(who: CustomerCaller, customerId?: string): string[] {
  if (customerId === undefined) return [...who.customerIds];
  if (!who.customerIds.includes(customerId)) throw new ApiFailure(403, 'notYourCustomer');
  return [customerId];
}

/** A shift of the caller's customers, read in `tx` when a change follows; another customer's is 404 like a missing one. */
export async function customerShift(
  customerIds: readonly string[],
  shiftId: string,
  tx?: Transaction,
): Promise<{ ref: DocumentReference; shift: StaffShift }> {
  const ref = shifts().doc(shiftId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const shift = snap.exists ? parseShift(snap) : null;
  if (!shift || !customerIds.includes(shift.customer.id)) throw new ApiFailure(404, 'shiftNotFound');
  return { ref, shift };
}

/**
 * The customers' shifts starting in [from, to), by start: one indexed query (`customer.id` in the
 * caller's customers + `start`). A customer user has a handful of customers, far under the 30 an
 * `in` takes.
 */
export const customerShiftsStartingIn = (customerIds: readonly string[], from: Date, to: Date): Query =>
  shifts()
    .where('customer.id', 'in', [...customerIds])
    .where('start', '>=', from)
    .where('start', '<', to)
    .orderBy('start')
    .limit(READ_LIMIT);

export async function customerShiftsIn(customerIds: readonly string[], from: Date, to: Date): Promise<StaffShift[]> {
  if (customerIds.length === 0) return [];
  return (await customerShiftsStartingIn(customerIds, from, to).get()).docs.map(parseShift);
}

/** Customers by id (missing ones left out). */
export async function customersById(ids: readonly string[]): Promise<Map<string, StaffCustomer>> {
  if (ids.length === 0) return new Map();
  const snaps = await db().getAll(...[...new Set(ids)].map((id) => customers().doc(id)));
  return new Map(snaps.filter((s) => s.exists).map((s) => [s.id, staffCustomer.parse({ id: s.id, ...s.data() })]));
}

/** The places of work of the customers, by name. */
export async function placesOfCustomers(customerIds: readonly string[]): Promise<StaffPlaceOfWork[]> {
  if (customerIds.length === 0) return [];
  const snap = await placesOfWork()
    .where('customerId', 'in', [...customerIds])
    .limit(READ_LIMIT)
    .get();
  return snap.docs
    .map((d) => staffPlaceOfWork.parse({ id: d.id, ...d.data() }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/** A place of work of one of the customers, else 404 `placeOfWorkNotFound`. */
export async function placeOfCustomers(
  customerIds: readonly string[],
  placeOfWorkId: string,
  tx?: Transaction,
): Promise<StaffPlaceOfWork> {
  const ref = placesOfWork().doc(placeOfWorkId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const place = snap.exists ? staffPlaceOfWork.parse({ id: snap.id, ...snap.data() }) : null;
  if (!place || !customerIds.includes(place.customerId)) throw new ApiFailure(404, 'placeOfWorkNotFound');
  return place;
}

/** A profession title by id, else 404 `professionTitleNotFound`. */
export async function professionTitle(id: string, tx?: Transaction): Promise<StaffProfessionTitle> {
  const ref = professionTitles().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  if (!snap.exists) throw new ApiFailure(404, 'professionTitleNotFound');
  return staffProfessionTitle.parse({ id: snap.id, ...snap.data() });
}

/** A pool of one of the customers, else 404 `poolNotFound`. */
export async function poolOfCustomers(customerIds: readonly string[], poolId: string): Promise<StaffPool> {
  const snap = await pools().doc(poolId).get();
  const pool = snap.exists ? staffPool.parse({ id: snap.id, ...snap.data() }) : null;
  if (!pool || !customerIds.includes(pool.customerId)) throw new ApiFailure(404, 'poolNotFound');
  return pool;
}

/** Which of the shifts have feedback (the feedback's id is its shift's). */
export async function feedbackGivenFor(shiftIds: readonly string[]): Promise<Set<string>> {
  if (shiftIds.length === 0) return new Set();
  const snaps = await db().getAll(...shiftIds.map((id) => shiftFeedback().doc(id)));
  return new Set(snaps.filter((s) => s.exists).map((s) => s.id));
}

/** The customer's views of `list` at `now`: each with its customer's notice and whether feedback was given. */
export async function customerViews(
  list: readonly StaffShift[],
  who: Pick<CustomerCaller, 'canEditShifts'>,
  now: Date,
): Promise<CustomerShiftView[]> {
  const [byId, feedback] = await Promise.all([
    customersById(list.map((s) => s.customer.id)),
    feedbackGivenFor(list.map((s) => s.id)),
  ]);
  return list.map((s) =>
    toCustomerShiftView(s, {
      now,
      noticeHours: customerNoticeHours(byId.get(s.customer.id)),
      feedbackGiven: feedback.has(s.id),
      canEdit: who.canEditShifts,
    }),
  );
}

/** One shift's customer view. */
export async function customerView(
  shift: StaffShift,
  who: Pick<CustomerCaller, 'canEditShifts'>,
  now: Date,
): Promise<CustomerShiftView> {
  return (await customerViews([shift], who, now))[0]!;
}
