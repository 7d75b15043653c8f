import { getAuth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import {
  changePasswordBody,
  isUsernameLogin,
  languageBody,
  rolesFromClaims,
  staffCollections,
  staffUserSettings,
  updateEmailQueryFor,
  type ApiError,
  type UserInfoResponse,
} from '@vuoro/domain';
import { findByUid, people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { checkPassword } from '../../lib/auth-rest';
import { caller, type StaffApiEnv } from '../auth/middleware';
import { parseJson, parseQuery } from '../validate';

const settings = (uid: string) => db().collection(staffCollections.userSettings).doc(uid);

/** The language of an account: on its staff record, else in its settings document. */
async function languageOf(uid: string, recordLanguage: UserInfoResponse['language'] | undefined) {
  if (recordLanguage) return recordLanguage;
  const snap = await settings(uid).get();
  return snap.exists ? staffUserSettings.parse(snap.data()).language : null;
}

/** GET /v1/User/UserInfo: who the caller is, from Auth (fresh claims) and its staff record. */
export async function userInfo(c: Context<StaffApiEnv>) {
  const { uid } = caller(c);
  const [user, record] = await Promise.all([getAuth().getUser(uid), findByUid(uid)]);
  const roles = rolesFromClaims(user.customClaims);
  const person = record?.person;
  const body: UserInfoResponse = {
    uid,
    // An old username account's sign-in email is an alias nobody reads: not shown.
    email: user.email && !isUsernameLogin(user.email) ? user.email : null,
    displayName: user.displayName ?? (person ? `${person.firstName} ${person.lastName}` : null),
    username: person?.username ?? null,
    language: await languageOf(uid, person?.language),
    emailVerified: user.emailVerified,
    mfaEnrolled: (user.multiFactor?.enrolledFactors.length ?? 0) > 0,
    roles: {
      admin: roles.admin,
      my: roles.my,
      userManager: roles.userManager,
      employee: roles.employee,
      customerIds: [...roles.customerIds],
      teamLead: roles.teamLead,
    },
  };
  return c.json(body);
}

/**
 * PUT /v1/User/Password {OldPassword, NewPassword} (sensitive): the old password is checked
 * with Auth itself. A password change is a major account change: in production Auth revokes the
 * account's refresh tokens (the emulator may not, within the same second), so the client signs
 * in again with the new password right after a 204.
 */
export async function changePassword(c: Context<StaffApiEnv>) {
  const body = await parseJson(c, changePasswordBody);
  if (!body.ok) return body.response;
  const { uid } = caller(c);
  const user = await getAuth().getUser(uid);
  const check = user.email ? await checkPassword(user.email, body.data.OldPassword) : 'wrongPassword';
  if (check === 'tooManyAttempts') return c.json<ApiError>({ error: 'tooManyAttempts' }, 429);
  if (check !== 'ok') return c.json<ApiError>({ error: 'incorrectPassword' }, 400);
  await getAuth().updateUser(uid, { password: body.data.NewPassword });
  return c.body(null, 204);
}

/** PUT /v1/User/UpdateEmail?email (sensitive): a new sign-in email, unverified until the link is opened. */
export async function updateEmail(c: Context<StaffApiEnv>) {
  const { uid } = caller(c);
  const user = await getAuth().getUser(uid);
  const query = parseQuery(c, updateEmailQueryFor(user.email ?? null));
  if (!query.ok) return query.response;
  const { email } = query.data;
  const holder = await getAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (holder && holder.uid !== uid) return c.json<ApiError>({ error: 'emailInUse' }, 409);
  await getAuth().updateUser(uid, { email, emailVerified: false });
  const record = await findByUid(uid);
  if (record) await people().doc(record.id).update({ email });
  return c.body(null, 204);
}

/** PUT /v1/User/Language {Culture}: on the staff record, else in the account's settings. */
export async function setLanguage(c: Context<StaffApiEnv>) {
  const body = await parseJson(c, languageBody);
  if (!body.ok) return body.response;
  const { uid } = caller(c);
  const record = await findByUid(uid);
  if (record) await people().doc(record.id).update({ language: body.data.Culture });
  else await settings(uid).set(staffUserSettings.parse({ language: body.data.Culture }));
  return c.body(null, 204);
}
