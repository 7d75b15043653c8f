import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import {
  contactPersonVersion,
  staffCustomerContact,
  staffPersonListing,
  toContactPersonView,
  type ContactPersonView,
  type myInfoContracts,
  type StaffPerson,
} from '@vuoro/domain';
import { forgetCaller, people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handlers } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller } from '../../lib/api/guard';
import { callerCustomer } from '../customer-shift/store';
import { customerContacts } from './store';

/**
 * `/v1/MyInfo/...` (domain/src/staff/customer-info/README.md): the customer user's own staff
 * record (never one named in the request) and their contact email beside it.
 */

/** The record and its contact email as they are now (in `tx` when a write follows), with their version. */
async function readDetails(staffId: string, tx?: Transaction) {
  const refs = [people().doc(staffId), customerContacts().doc(staffId)] as const;
  const [personSnap, contactSnap] = (tx ? await tx.getAll(...refs) : await db().getAll(...refs)) as [
    DocumentSnapshot<StaffPerson>,
    DocumentSnapshot,
  ];
  const person = personSnap.data();
  if (!person || !personSnap.updateTime) throw new ApiFailure(403, 'notACustomer');
  const contact = contactSnap.exists ? staffCustomerContact.parse(contactSnap.data()) : null;
  return { person, contact, version: contactPersonVersion(personSnap.updateTime, contactSnap.updateTime) };
}

const viewOf = (d: Awaited<ReturnType<typeof readDetails>>): ContactPersonView =>
  toContactPersonView(d.person, d.contact, d.version);

/** `/v1/MyInfo/...`: one handler per contract of `myInfoContracts` (domain/src/api/staff/my-info.ts). */
export const myInfoHandlers: Handlers<typeof myInfoContracts> = {
  getContactPersonEditView: async (_input, c) => viewOf(await readDetails((await callerCustomer(c)).id)),

  /**
   * In one transaction: the version read must still be the record's, else 409
   * `contactPersonChanged`; the name, phone and language go onto the staff record (with its
   * listing, which the name sorts and searches), the contact email beside it. The sign-in email
   * stays as it is.
   */
  putContactPersonUpdate: async ({ body }, c) => {
    const { id } = await callerCustomer(c);
    await db().runTransaction(async (tx) => {
      const now = await readDetails(id, tx);
      if (now.version !== body.version) throw new ApiFailure(409, 'contactPersonChanged');
      const names = { firstName: body.firstName, lastName: body.lastName };
      tx.update(people().doc(id), {
        ...names,
        phone: body.phone,
        language: body.language,
        listing: staffPersonListing({ ...now.person, ...names }),
      });
      tx.set(
        customerContacts().doc(id),
        staffCustomerContact.parse({ staffId: id, email: body.email, updatedAt: new Date().toISOString() }),
      );
    });
    forgetCaller(caller(c));
    return viewOf(await readDetails(id));
  },
};
