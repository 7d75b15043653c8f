import { getAuth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import {
  addNewStaffUidQuery,
  isUsernameLogin,
  resetPasswordQuery,
  sameEmail,
  sendLinkBody,
  sendLinkParams,
  staffPerson,
  validationMessages,
  type ApiError,
  type StaffPerson,
} from '@vuoro/domain';
import {
  findByEmail,
  findByMigrationEmail,
  findByUid,
  findByUsername,
  hasStaffStatus,
  people,
  syncClaims,
} from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { sendPasswordReset, sendSignInLink } from '../../lib/auth-rest';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import { caller, type StaffApiEnv } from '../auth/middleware';
import { parseJson, parseQuery } from '../validate';
import { fieldError, parseParams } from './params';

/**
 * PUT /v1/User/SendLinkToEmail/{email} {continueUrl} (no auth). Sends an email sign-in link
 * when there is someone to sign in: the caller is an old username account (its migration to
 * this email is recorded first), or a staff record with this email has no account yet (a
 * first sign-in). Answers 204 whatever happened, so nobody learns who has an account.
 */
export async function sendLinkToEmail(c: Context<StaffApiEnv>) {
  const params = parseParams(c, sendLinkParams);
  if (!params.ok) return params.response;
  const body = await parseJson(c, sendLinkBody);
  if (!body.ok) return body.response;
  const continueUrl = body.data.continueUrl;
  if (!staffApiConfig().allowedWebOrigins.includes(new URL(continueUrl).origin)) {
    return fieldError(c, 'continueUrl', validationMessages.invalidUrl);
  }
  const email = params.data.email.toLowerCase();
  try {
    let language: StaffPerson['language'] = null;
    let send = false;
    const token = c.get('auth');
    if (token && isUsernameLogin(token.email)) {
      const record = await findByUid(token.uid);
      if (record && !record.person.migratedAt) {
        await people().doc(record.id).update({ migrationEmail: email, migrationRequestedAt: new Date().toISOString() });
        ({ language } = record.person);
        send = true;
      }
    }
    if (!send) {
      const firstTime = (await findByEmail(email)).find((r) => r.person.firebaseUid === null && !r.person.migratedAt);
      if (firstTime) {
        ({ language } = firstTime.person);
        send = true;
      }
    }
    if (send) await sendSignInLink(email, continueUrl, language);
  } catch (err) {
    // Answering differently would tell who has an account; the failure is logged instead.
    log.error('staff api: sending a sign-in link failed', { message: (err as Error).message });
  }
  return c.body(null, 204);
}

/**
 * PUT /v1/User/ResetPassword?identifier (no auth): an email, or an old username whose staff
 * record has an email. Auth sends its reset email when such an account exists. Always 204.
 */
export async function resetPassword(c: Context<StaffApiEnv>) {
  const query = parseQuery(c, resetPasswordQuery);
  if (!query.ok) return query.response;
  const identifier = query.data.identifier;
  try {
    let email: string | null = null;
    let language: StaffPerson['language'] = null;
    if (identifier.includes('@')) email = identifier.toLowerCase();
    else {
      const record = await findByUsername(identifier);
      email = record?.person.email ?? null;
      language = record?.person.language ?? null;
    }
    if (email && !isUsernameLogin(email)) {
      const user = await getAuth()
        .getUserByEmail(email)
        .catch(() => null);
      if (user && !user.disabled) await sendPasswordReset(email, language);
    }
  } catch (err) {
    log.error('staff api: sending a password reset failed', { message: (err as Error).message });
  }
  return c.body(null, 204);
}

const conflict = (c: Context, error: 'nothingToMigrate' | 'missingEmployeeStatus') => c.json<ApiError>({ error }, 409);

/**
 * PUT /v1/User/AddNewstaffUID?uid&email: links the caller's new email sign-in to its staff
 * record: an old username account that asked to migrate to this email, or a record with this
 * email and no account yet. Sets the record's claims on the new account and disables the old
 * username account, so the username no longer signs in. Repeating it with the same uid is fine.
 */
export async function addNewStaffUid(c: Context<StaffApiEnv>) {
  const query = parseQuery(c, addNewStaffUidQuery);
  if (!query.ok) return query.response;
  const token = caller(c);
  const { uid } = query.data;
  if (uid !== token.uid || !token.email || !sameEmail(query.data.email, token.email) || token.email_verified !== true) {
    return c.json<ApiError>({ error: 'Forbidden' }, 403);
  }
  const email = query.data.email.toLowerCase();
  const [migrating, firstTime, linked] = await Promise.all([findByMigrationEmail(email), findByEmail(email), findByUid(uid)]);

  if (linked) {
    // Already linked to this account (a repeated call): the same answer, claims made sure of.
    if ([...migrating, ...firstTime].some((r) => r.id === linked.id)) {
      await syncClaims(uid, linked.person);
      return c.json({ claimsUpdated: true });
    }
    return conflict(c, 'nothingToMigrate'); // this account already belongs to another record
  }
  const candidate =
    migrating.find((r) => !r.person.migratedAt) ?? firstTime.find((r) => r.person.firebaseUid === null && !r.person.migratedAt);
  if (!candidate) return conflict(c, 'nothingToMigrate');
  if (!hasStaffStatus(candidate.person)) return conflict(c, 'missingEmployeeStatus');

  const ref = people().doc(candidate.id);
  const oldUid = candidate.person.firebaseUid;
  const person = await db().runTransaction(async (tx) => {
    const current = staffPerson.parse((await tx.get(ref)).data());
    if (current.firebaseUid !== oldUid || current.migratedAt) return null; // linked meanwhile
    const next: StaffPerson = { ...current, firebaseUid: uid, email, migratedAt: new Date().toISOString() };
    tx.set(ref, staffPerson.parse(next));
    return next;
  });
  if (!person) return conflict(c, 'nothingToMigrate');
  await syncClaims(uid, person);
  if (oldUid && oldUid !== uid) {
    const old = await getAuth()
      .getUser(oldUid)
      .catch(() => null);
    if (old && isUsernameLogin(old.email)) {
      await getAuth().updateUser(oldUid, { disabled: true });
      await getAuth().revokeRefreshTokens(oldUid);
    }
  }
  log.info('staff api: staff record linked to a new sign-in', { staffId: candidate.id, uid, migrated: oldUid !== null });
  return c.json({ claimsUpdated: true });
}
