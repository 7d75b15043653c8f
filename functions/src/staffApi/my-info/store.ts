import { staffCollections, staffCustomerContact, type StaffCustomerContact } from '@vuoro/domain';
import { db } from '../../lib/admin';

/** Customer users' contact emails (`staffCustomerContacts/{staffId}`, domain/src/staff/customer-info). */
export const customerContacts = () => db().collection(staffCollections.customerContacts);

/** A customer user's contact email record, or null while they have given none. */
export async function customerContactOf(staffId: string): Promise<StaffCustomerContact | null> {
  const snap = await customerContacts().doc(staffId).get();
  return snap.exists ? staffCustomerContact.parse(snap.data()) : null;
}
