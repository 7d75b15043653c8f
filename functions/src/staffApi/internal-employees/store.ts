import type { Context } from 'hono';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  staffCollections,
  staffCustomerRelationship,
  staffInternalEmployee,
  staffInternalEmployeeCode,
  staffPool,
  staffProfessionTitle,
  type StaffCustomerRelationship,
  type StaffInternalEmployee,
  type StaffPool,
  type StaffProfessionTitle,
} from '@vuoro/domain';
import { findCaller } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';
import { customerIdsOf, pools, professionTitles, type CustomerCaller } from '../customer-shift/store';
import { READ_LIMIT } from '../shift/store';

/**
 * Storage of the internal employees (domain/src/staff/internal-employees/README.md): the form
 * (`staffInternalEmployees`), the identity code apart (`staffInternalEmployeeCodes`), both keyed by
 * the person's `staffPeople` id, and the customers' employment relationships.
 */

export const internalEmployees = () => db().collection(staffCollections.internalEmployees);
export const identityCodes = () => db().collection(staffCollections.internalEmployeeCodes);
export const relationships = () => db().collection(staffCollections.customerRelationships);

const withId = (d: DocumentSnapshot) => ({ id: d.id, ...d.data() });
export const parseInternalEmployee = (d: DocumentSnapshot): StaffInternalEmployee => staffInternalEmployee.parse(withId(d));
const parseRelationship = (d: DocumentSnapshot): StaffCustomerRelationship => staffCustomerRelationship.parse(withId(d));

/** The team lead behind a call: their staff record must name a customer and be a team lead's, else 403 `notATeamLead`. */
export async function callerTeamLead(c: Context<ApiEnv>): Promise<CustomerCaller> {
  const record = await findCaller(caller(c));
  if (!record || record.person.customerIds.length === 0 || !record.person.teamLead) {
    throw new ApiFailure(403, 'notATeamLead');
  }
  return {
    id: record.id,
    name: `${record.person.firstName} ${record.person.lastName}`,
    customerIds: record.person.customerIds,
    canEditShifts: record.person.canEditShifts,
  };
}

export { customerIdsOf };

/** An internal employee of one of the customers (read in `tx` when a write follows); another customer's is 404 like a missing one. */
export async function employeeOfCustomers(
  customerIds: readonly string[],
  id: string,
  tx?: Transaction,
): Promise<StaffInternalEmployee> {
  const ref = internalEmployees().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const employee = snap.exists ? parseInternalEmployee(snap) : null;
  if (!employee || !customerIds.includes(employee.customerId)) throw new ApiFailure(404, 'internalEmployeeNotFound');
  return employee;
}

/** The stored identity code of an employee, or null. */
export async function identityCodeOf(id: string): Promise<string | null> {
  const snap = await identityCodes().doc(id).get();
  return snap.exists ? staffInternalEmployeeCode.parse(snap.data()).code : null;
}

/** Documents of `collection` whose `customerId` is one of the customers. */
async function ofCustomers<T>(
  collection: FirebaseFirestore.CollectionReference,
  customerIds: readonly string[],
  parse: (d: DocumentSnapshot) => T,
): Promise<T[]> {
  if (customerIds.length === 0) return [];
  const snap = await collection
    .where('customerId', 'in', [...customerIds])
    .limit(READ_LIMIT)
    .get();
  return snap.docs.map(parse);
}

export const employeesOfCustomers = (customerIds: readonly string[]) =>
  ofCustomers(internalEmployees(), customerIds, parseInternalEmployee);
export const relationshipsOfCustomers = (customerIds: readonly string[]) =>
  ofCustomers(relationships(), customerIds, parseRelationship);
/** The customers' pools: the shift suggestion groups. */
export const poolsOfCustomers = (customerIds: readonly string[]): Promise<StaffPool[]> =>
  ofCustomers(pools(), customerIds, (d) => staffPool.parse(withId(d)));

/** Every profession title, by name. */
export async function allProfessionTitles(): Promise<StaffProfessionTitle[]> {
  const snap = await professionTitles().limit(READ_LIMIT).get();
  return snap.docs.map((d) => staffProfessionTitle.parse(withId(d))).sort((a, b) => a.name.localeCompare(b.name, 'fi'));
}

/** The customer's relationship, or null (a missing one and another customer's alike). */
export async function relationshipOf(
  customerId: string,
  id: string,
  tx?: Transaction,
): Promise<StaffCustomerRelationship | null> {
  const ref = relationships().doc(id);
  const snap = tx ? await tx.get(ref) : await ref.get();
  const relationship = snap.exists ? parseRelationship(snap) : null;
  return relationship?.customerId === customerId ? relationship : null;
}
