import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import {
  impersonatedBy,
  isUsernameLogin,
  rolesFromClaims,
  staffCollections,
  staffUserSettings,
  updateEmailQueryFor,
  type getUserInfo,
  type putLanguage,
  type putPassword,
  type putUpdateEmail,
  type UserInfoResponse,
} from '@vuoro/domain';
import { findByUid, findCaller, followVerifiedEmail, forgetCaller, people } from '../../identity/staff-people';
import { cachedAccount, forgetAccount } from '../../lib/account-state';
import { db } from '../../lib/admin';
import { checkPassword, sendEmailChangeLink } from '../../lib/auth-rest';
import { log } from '../../lib/log';
import type { Handler } from '../../lib/api/app';
import { ApiFailure, fieldIssues } from '../../lib/api/errors';
import { caller, callerIdToken } from '../../lib/api/guard';

const settings = (uid: string) => db().collection(staffCollections.userSettings).doc(uid);

/** The language of an account: on its staff record, else in its settings document. */
async function languageOf(uid: string, recordLanguage: UserInfoResponse['language'] | undefined) {
  if (recordLanguage) return recordLanguage;
  const snap = await settings(uid).get();
  return snap.exists ? staffUserSettings.parse(snap.data()).language : null;
}

/** GET /v1/User/UserInfo: who the caller is, from Auth (fresh claims) and its staff record. */
export const userInfo: Handler<typeof getUserInfo> = async (_input, c) => {
  const token = caller(c);
  if (impersonatedBy(token) !== null) return actingUserInfo(token);
  const { uid } = token;
  // Both as this instance last read them (at most a minute old); a change of ours drops them.
  const [cached, record] = await Promise.all([cachedAccount(uid, c.get('now')()), findCaller(token)]);
  const user = cached ?? (await getAuth().getUser(uid));
  const roles = rolesFromClaims(user.customClaims);
  if (record) await followVerifiedEmail(record, { email: user.email, verified: user.emailVerified });
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
  return body;
};

/**
 * UserInfo for a "Sign in as" session: the person it acts as, from their staff record, with the
 * audience claims the session was minted with (its support identity has no email, claims or
 * factors of its own). No staff role is ever shown for it.
 */
async function actingUserInfo(token: DecodedIdToken): Promise<UserInfoResponse> {
  const record = await findCaller(token);
  const person = record?.person;
  const roles = rolesFromClaims(token);
  return {
    uid: token.uid,
    email: person?.email ?? null,
    displayName: person ? `${person.firstName} ${person.lastName}` : null,
    username: person?.username ?? null,
    language: person?.language ?? null,
    emailVerified: false,
    mfaEnrolled: false,
    roles: {
      admin: false,
      my: false,
      userManager: false,
      employee: roles.employee,
      customerIds: [...roles.customerIds],
      teamLead: roles.teamLead,
    },
  };
}

/**
 * PUT /v1/User/Password {OldPassword, NewPassword} (sensitive): the old password is checked
 * with Auth itself. A password change is a major account change: in production Auth revokes the
 * account's refresh tokens (the emulator may not, within the same second), so the client signs
 * in again with the new password right after a 204.
 */
export const changePassword: Handler<typeof putPassword> = async ({ body }, c) => {
  const { uid } = caller(c);
  const user = await getAuth().getUser(uid);
  const check = user.email ? await checkPassword(user.email, body.OldPassword) : 'wrongPassword';
  if (check === 'tooManyAttempts') throw new ApiFailure(429, 'tooManyAttempts');
  if (check !== 'ok') throw new ApiFailure(400, 'incorrectPassword');
  await getAuth().updateUser(uid, { password: body.NewPassword });
  forgetAccount(uid);
  return null;
};

/**
 * PUT /v1/User/UpdateEmail?email (sensitive; not from a custom-token session, which proves no
 * credential of the account's own): sends a link to the new address that changes the sign-in
 * email when it is opened (Auth's verify-and-change). Until then nothing changes; the staff
 * record follows at the next AccessToken (`followVerifiedEmail`). An address another account has
 * gets the same 204 and no link, so nobody learns who has an account.
 */
export const updateEmail: Handler<typeof putUpdateEmail> = async ({ query }, c) => {
  const { uid } = caller(c);
  const user = await getAuth().getUser(uid);
  const checked = updateEmailQueryFor(user.email ?? null).safeParse(query);
  if (!checked.success) throw new ApiFailure(400, 'Invalid input', fieldIssues(checked.error));
  const record = await findByUid(uid);
  const sent = await sendEmailChangeLink(callerIdToken(c), checked.data.email, await languageOf(uid, record?.person.language));
  if (sent === 'emailExists') log.info('staff api: email change to an address in use; nothing sent', { uid });
  return null;
};

/** PUT /v1/User/Language {Culture}: on the staff record, else in the account's settings. */
export const setLanguage: Handler<typeof putLanguage> = async ({ body }, c) => {
  const token = caller(c);
  const { uid } = token;
  const record = await findCaller(token);
  // A "Sign in as" session changes only the record it acts for, never its support identity's settings.
  if (!record && impersonatedBy(token) !== null) throw new ApiFailure(404, 'notFound');
  if (record) {
    await people().doc(record.id).update({ language: body.Culture });
    forgetCaller(token);
  } else await settings(uid).set(staffUserSettings.parse({ language: body.Culture }));
  return null;
};
