import { getAuth } from 'firebase-admin/auth';
import {
  isUsernameLogin,
  sameEmail,
  staffPerson,
  validationMessages,
  type putAddNewstaffUID,
  type putResetPassword,
  type putSendLinkToEmail,
  type StaffPerson,
} from '@vuoro/domain';
import {
  findByEmail,
  findByMigrationEmail,
  findByUid,
  forgetCaller,
  hasStaffStatus,
  people,
  syncClaims,
} from '../../identity/staff-people';
import { revokeSessions, setAccountDisabled } from '../../lib/account-state';
import { db } from '../../lib/admin';
import { clearPassword } from '../../lib/auth-rest';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import type { Handler } from '../../lib/api/app';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import { caller, callerIdToken } from '../../lib/api/guard';
import { queueAuthEmail } from './auth-email';

/**
 * PUT /v1/User/SendLinkToEmail/{email} {continueUrl} (no auth). Queues an email sign-in link
 * (user/auth-email.ts sends it when there is someone to sign in: the caller is an old username
 * account, whose verified uid goes with the request, or a staff record with this email has no
 * account yet). Answers 204 at once whatever will happen, so nobody learns who has an account;
 * 429 `tooMany` over the rate limits.
 */
export const sendLinkToEmail: Handler<typeof putSendLinkToEmail> = async ({ params, body }, c) => {
  const continueUrl = body.continueUrl;
  if (!staffApiConfig().allowedWebOrigins.includes(new URL(continueUrl).origin)) {
    throw fieldFailure('continueUrl', validationMessages.invalidUrl);
  }
  const email = params.email.toLowerCase();
  const token = c.get('auth');
  const callerUid = token && isUsernameLogin(token.email) ? token.uid : null;
  await queueAuthEmail(c, { kind: 'signInLink', email, continueUrl, callerUid, requestedAt: new Date().toISOString() });
  return null;
};

/**
 * PUT /v1/User/ResetPassword?identifier (no auth): an email, or an old username whose staff
 * record has an email. Queues the reset (user/auth-email.ts sends it when such an account
 * exists, at most once a minute per mailbox) and answers 204 at once for anyone; 429 `tooMany`
 * only once the caller's own address has used up its hour, so nobody can block an owner's reset.
 */
export const resetPassword: Handler<typeof putResetPassword> = async ({ query }, c) => {
  const { identifier } = query;
  await queueAuthEmail(c, { kind: 'passwordReset', identifier, requestedAt: new Date().toISOString() });
  return null;
};

const conflict = (error: 'nothingToMigrate' | 'missingEmployeeStatus') => new ApiFailure(409, error);

/**
 * PUT /v1/User/AddNewstaffUID?uid&email: links the caller's new email sign-in to its staff
 * record: an old username account that asked to migrate to this email, or a record with this
 * email and no account yet. Sets the record's claims on the new account, ends every other way
 * into it (`endOtherAccess`: the answer carries the caller's next token) and disables the old
 * username account, so the username no longer signs in. Repeating it with the same uid is fine.
 */
export const addNewStaffUid: Handler<typeof putAddNewstaffUID> = async ({ query }, c) => {
  const token = caller(c);
  const { uid } = query;
  if (uid !== token.uid || !token.email || !sameEmail(query.email, token.email) || token.email_verified !== true) {
    throw new ApiFailure(403, 'Forbidden');
  }
  const email = query.email.toLowerCase();
  const [migrating, firstTime, linked] = await Promise.all([findByMigrationEmail(email), findByEmail(email), findByUid(uid)]);

  if (linked) {
    // Already linked to this account (a repeated call): the same answer, claims made sure of.
    if ([...migrating, ...firstTime].some((r) => r.id === linked.id)) {
      await syncClaims(uid, linked.person);
      return { claimsUpdated: true };
    }
    throw conflict('nothingToMigrate'); // this account already belongs to another record
  }
  const candidate =
    migrating.find((r) => !r.person.migratedAt) ?? firstTime.find((r) => r.person.firebaseUid === null && !r.person.migratedAt);
  if (!candidate) throw conflict('nothingToMigrate');
  if (!hasStaffStatus(candidate.person)) throw conflict('missingEmployeeStatus');

  const ref = people().doc(candidate.id);
  const oldUid = candidate.person.firebaseUid;
  const person = await db().runTransaction(async (tx) => {
    const current = staffPerson.parse((await tx.get(ref)).data());
    if (current.firebaseUid !== oldUid || current.migratedAt) return null; // linked meanwhile
    const next: StaffPerson = { ...current, firebaseUid: uid, email, migratedAt: new Date().toISOString() };
    tx.set(ref, staffPerson.parse(next));
    return next;
  });
  if (!person) throw conflict('nothingToMigrate');
  forgetCaller({ uid });
  if (oldUid) forgetCaller({ uid: oldUid });
  await syncClaims(uid, person);
  const nextSession = await endOtherAccess(uid, callerIdToken(c));
  if (oldUid && oldUid !== uid) {
    const old = await getAuth()
      .getUser(oldUid)
      .catch(() => null);
    if (old && isUsernameLogin(old.email)) {
      await setAccountDisabled(oldUid, true);
      await revokeSessions(oldUid);
    }
  }
  log.info('staff api: staff record linked to a new sign-in', { staffId: candidate.id, uid, migrated: oldUid !== null });
  return { claimsUpdated: true, token: nextSession };
};

/**
 * The account the link signed in to may have existed before the link was sent: someone could
 * have registered the address with a password of their own, and linked a federated identity
 * (Google, Microsoft, LinkedIn's, a phone number) to it. Its password is cleared, every provider
 * but the email sign-in is unlinked and every session of it ended, so only the person who opened
 * the link keeps access: it gets a custom token minted after the revocation, signs in with it and
 * sets its own password (/verify).
 */
async function endOtherAccess(uid: string, idToken: string): Promise<string> {
  await clearPassword(idToken);
  const user = await getAuth().getUser(uid);
  const others = user.providerData.map((p) => p.providerId).filter((id) => id !== EMAIL_SIGN_IN_PROVIDER);
  if (others.length > 0) {
    await getAuth().updateUser(uid, { providersToUnlink: others });
    log.info('staff api: providers linked before the sign-in link removed', { uid, providers: others });
  }
  await revokeSessions(uid);
  return getAuth().createCustomToken(uid);
}

/** Auth's provider id of email sign-in, by password or by emailed link alike. */
const EMAIL_SIGN_IN_PROVIDER = 'password';
