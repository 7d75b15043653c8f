import { getAuth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import type { Transaction } from 'firebase-admin/firestore';
import {
  internalEmployeeInviteMail,
  internalEmployeePerson,
  newInternalEmployee,
  sameEmail,
  saveInternalEmployee,
  toStoredInternalEmployee,
  toInternalEmployeeView,
  type postCreateInternalEmployee,
  type putInternalEmployeeEditSave,
  type StaffInternalEmployee,
  type StaffPerson,
} from '@vuoro/domain';
import { forgetCaller, people, syncClaims } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import type { ApiEnv } from '../../lib/api/guard';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import { customersById, pools, professionTitles } from '../customer-shift/store';
import { queueMail } from '../mail/queue';
import { placesOfWork } from '../shift/store';
import { callerTeamLead, customerIdsOf, employeeOfCustomers, identityCodes, internalEmployees, relationships } from './store';

/**
 * The team lead's writes (domain/src/staff/internal-employees/README.md): the person's staff
 * record, the form and the identity code in one transaction, after checking every choice is the
 * customer's and the email is no one else's; then the claims of a person who has signed in, and
 * the invite. Nothing here logs the form: only ids and outcomes.
 */

type Form = Omit<
  StaffInternalEmployee,
  'id' | 'customerId' | 'version' | 'invitedAt' | 'createdAt' | 'updatedAt' | 'updatedBy'
> & {
  socialSecurityNumber?: string | null | undefined;
  invite: boolean;
};

/** Reads, in `tx`, each chosen place, title, suggestion group (a pool) and relationship: each must be the customer's (404 otherwise). */
async function checkChoices(tx: Transaction, customerId: string, form: Form): Promise<void> {
  const places = form.placesOfBusiness.map((id) => placesOfWork().doc(id));
  const titles = form.professionTitles.map((id) => professionTitles().doc(id));
  const relationship = form.employmentRelationship ? [relationships().doc(form.employmentRelationship)] : [];
  const [group, ...rest] = await tx.getAll(pools().doc(form.suggestionGroup), ...places, ...titles, ...relationship);
  const placeSnaps = rest.slice(0, places.length);
  const titleSnaps = rest.slice(places.length, places.length + titles.length);
  const relationshipSnaps = rest.slice(places.length + titles.length);
  const ofCustomer = (snap: FirebaseFirestore.DocumentSnapshot | undefined) =>
    snap?.exists === true && snap.get('customerId') === customerId;
  if (!ofCustomer(group)) throw new ApiFailure(404, 'suggestionGroupNotFound');
  if (!placeSnaps.every(ofCustomer)) throw new ApiFailure(404, 'placeOfBusinessNotFound');
  if (!titleSnaps.every((s) => s.exists)) throw new ApiFailure(404, 'professionTitleNotFound');
  if (!relationshipSnaps.every(ofCustomer)) throw new ApiFailure(404, 'employmentRelationshipNotFound');
}

/** 409 `emailInUse` when another staff record has the email (read in `tx`). */
async function checkEmailFree(tx: Transaction, email: string, id: string): Promise<void> {
  const snap = await tx.get(people().where('email', '==', email.trim().toLowerCase()).limit(2));
  if (snap.docs.some((d) => d.id !== id)) throw new ApiFailure(409, 'emailInUse');
}

/** Writes the identity code apart, or removes it when the form has none. */
function writeCode(tx: Transaction, employee: StaffInternalEmployee, code: string | null | undefined): void {
  const ref = identityCodes().doc(employee.id);
  if (code) tx.set(ref, { customerId: employee.customerId, code });
  else tx.delete(ref);
}

/** Where the invite's link leads: the staff application that made the call (when it is an allowed origin), else the first allowed one. */
function inviteOrigin(c: Context<ApiEnv>): string {
  const allowed = staffApiConfig().allowedWebOrigins;
  const origin = c.req.header('Origin');
  return origin && allowed.includes(origin) ? origin : allowed[0]!;
}

/**
 * The first sign-in link for the employee's email, made by Auth as /verify's first sign-in takes
 * it, mailed through the SMTP queue in their language; `invitedAt` recorded. Answers whether it was
 * queued: a failure is logged (without the address) and the save stands.
 */
async function invite(c: Context<ApiEnv>, employee: StaffInternalEmployee, now: Date): Promise<boolean> {
  try {
    const [customer, link] = await Promise.all([
      customersById([employee.customerId]),
      getAuth().generateSignInWithEmailLink(employee.email, { url: `${inviteOrigin(c)}/verify`, handleCodeInApp: true }),
    ]);
    const name = customer.get(employee.customerId)?.name ?? '';
    await queueMail(internalEmployeeInviteMail(employee, name, link, employee.id), now);
    await internalEmployees().doc(employee.id).update({ invitedAt: now });
    employee.invitedAt = now;
    return true;
  } catch (error) {
    log.error('internal employee invite not queued', { id: employee.id, reason: (error as Error).message });
    return false;
  }
}

/** A create's or save's answer: the employee as stored, the code beside it. */
function answer(employee: StaffInternalEmployee, code: string | null | undefined, person: StaffPerson, invited: boolean) {
  return { employee: toInternalEmployeeView(employee, code ?? null, person.firebaseUid !== null), invited };
}

/** POST /v1/TSP/CreateInternalEmployee: a staff record of the customer, the form, the code apart; the invite when asked. */
export const createInternalEmployee: Handler<typeof postCreateInternalEmployee> = async ({ body }, c) => {
  const who = await callerTeamLead(c);
  const { customerId: asked, ...form } = body;
  const customerId = customerIdsOf(who, asked)[0]!;
  const id = people().doc().id;
  const now = new Date();
  const employee = newInternalEmployee(form, { id, customerId, now, by: who.name });
  const person = internalEmployeePerson(employee, null);
  await db().runTransaction(async (tx) => {
    await checkChoices(tx, customerId, form);
    await checkEmailFree(tx, form.email, id);
    tx.set(people().doc(id), person);
    tx.set(internalEmployees().doc(id), toStoredInternalEmployee(employee));
    writeCode(tx, employee, form.socialSecurityNumber);
  });
  const invited = form.invite ? await invite(c, employee, now) : false;
  log.info('internal employee created', { id, customerId, invited });
  return answer(employee, form.socialSecurityNumber, person, invited);
};

/**
 * PUT /v1/TSP/InternalEmployeeEditSave: the form over the version it was read at (409 if newer),
 * the status change by the employee status rules, the staff record and, for a person who has
 * signed in, their claims (`canEditShifts`); the invite when asked and they have no account yet.
 */
export const saveInternalEmployeeEdit: Handler<typeof putInternalEmployeeEditSave> = async ({ body }, c) => {
  const who = await callerTeamLead(c);
  const { id, version, ...form } = body;
  const now = new Date();
  const { employee, person } = await db().runTransaction(async (tx) => {
    const current = await employeeOfCustomers(who.customerIds, id, tx);
    const before = await tx.get(people().doc(id));
    await checkChoices(tx, current.customerId, form);
    if (!sameEmail(current.email, form.email)) await checkEmailFree(tx, form.email, id);
    const saved = saveInternalEmployee(current, form, { version, now, by: who.name });
    if (!saved.ok) {
      throw new ApiFailure(409, saved.error === 'changedMeanwhile' ? 'internalEmployeeChangedMeanwhile' : saved.error);
    }
    const next = internalEmployeePerson(saved.value, before.exists ? (before.data() ?? null) : null);
    tx.set(people().doc(id), next);
    tx.set(internalEmployees().doc(id), toStoredInternalEmployee(saved.value));
    writeCode(tx, saved.value, form.socialSecurityNumber);
    return { employee: saved.value, person: next };
  });
  if (person.firebaseUid) {
    await syncClaims(person.firebaseUid, person);
    forgetCaller({ uid: person.firebaseUid });
  }
  const invited = form.invite && person.firebaseUid === null ? await invite(c, employee, now) : false;
  log.info('internal employee saved', { id, version: employee.version, invited });
  return answer(employee, form.socialSecurityNumber, person, invited);
};
