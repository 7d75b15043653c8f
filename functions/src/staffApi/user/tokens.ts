import { createHash } from 'node:crypto';
import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Context } from 'hono';
import {
  ACT_AS_CLAIM,
  IMPERSONATED_BY_CLAIM,
  impersonatedBy,
  rolesFromClaims,
  staffCollections,
  tokenAuditRecord,
  type MintTokenResponse,
  type postAccessToken,
  type postMintFirebaseToken,
  type postMintStaffpointToken,
  type TokenAuditRecord,
} from '@vuoro/domain';
import {
  claimsOf,
  findByUid,
  findByUsername,
  followVerifiedEmail,
  syncClaims,
  type StaffPersonDoc,
} from '../../identity/staff-people';
import { usernameAlias } from '../../identity/username-alias';
import { db } from '../../lib/admin';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller, mustUseMfa, type ApiEnv } from '../../lib/api/guard';

/** POST /v1/User/AccessToken?fromApp: the caller's claims from its staff record (others kept); the record's email follows a verified change. */
export const accessToken: Handler<typeof postAccessToken> = async (_input, c) => {
  const token = caller(c);
  // A "Sign in as" session's claims come with its minted token; its support identity has no record.
  if (impersonatedBy(token) !== null) return { claimsUpdated: false };
  const record = await findByUid(token.uid);
  // No staff record: nothing to sync (talents, recruiters); claims set by an admin stay.
  if (!record) return { claimsUpdated: false };
  await followVerifiedEmail(record, { email: token.email, verified: token.email_verified === true });
  return { claimsUpdated: await syncClaims(token.uid, record.person) };
};

async function existingUser(uid: string): Promise<UserRecord | null> {
  try {
    return await getAuth().getUser(uid);
  } catch {
    return null;
  }
}

/**
 * "Sign in as" never targets an account that must use a second factor (admin, my, userManager,
 * or flagged) or that has one enrolled: acting as it would step around that factor.
 */
const isProtected = (user: UserRecord): boolean =>
  mustUseMfa(user.customClaims ?? {}, rolesFromClaims(user.customClaims)) || (user.multiFactor?.enrolledFactors.length ?? 0) > 0;

/**
 * The support identity a user manager acts through for one staff record: a uid of its own,
 * derived from the manager and the record (the same pair signs in as the same identity again),
 * with no email, password or provider of the person's. Whatever that session does to "its"
 * account through Auth's REST API happens to this identity only.
 */
export function supportUid(actorUid: string, staffId: string): string {
  return `support-${createHash('sha256').update(`${actorUid}\n${staffId}`).digest('hex').slice(0, 40)}`;
}

interface MintTarget {
  /** The staff record acted as. */
  record: StaffPersonDoc;
  /** The record's linked Auth account (or the username's alias account), when there is one. */
  account: UserRecord | null;
}

/**
 * Refuses a protected target (409, nothing recorded), then writes the audit record: a token to act
 * as someone else never exists unrecorded. The token signs in as the support identity of this
 * manager and record, carrying the record's audience claims, `actAs` (the record) and
 * `impersonatedBy` (the manager): the Staff API resolves the record by `actAs`, the guard refuses
 * identity changes, and the Firestore and Storage rules refuse the session altogether.
 */
async function mintAudited(
  c: Context<ApiEnv>,
  { record, account }: MintTarget,
  route: TokenAuditRecord['route'],
  fromApp: boolean,
): Promise<MintTokenResponse> {
  if (account && isProtected(account)) throw new ApiFailure(409, 'protectedAccount');
  const actor = caller(c);
  const support = supportUid(actor.uid, record.id);
  const audit = tokenAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    targetUid: account?.uid ?? null,
    targetStaffId: record.id,
    supportUid: support,
    route,
    fromApp,
    at: new Date().toISOString(),
  });
  await db().collection(staffCollections.tokenAudit).add(audit);
  log.info('staff api: minted a token to act as a staff record', {
    actorUid: actor.uid,
    staffId: record.id,
    supportUid: support,
    route,
  });
  const token = await getAuth().createCustomToken(support, {
    ...claimsOf(record.person),
    [ACT_AS_CLAIM]: record.id,
    [IMPERSONATED_BY_CLAIM]: actor.uid,
  });
  return { token };
}

/**
 * POST /v1/User/MintFirebaseToken/{firebaseUID} (userManager): acts as the staff record linked to
 * that account. Only staff records are targets: an account with no record (a talent, a recruiter)
 * is protected (409), an unknown uid is 404.
 */
export const mintFirebaseToken: Handler<typeof postMintFirebaseToken> = async ({ params, query }, c) => {
  const [account, record] = await Promise.all([existingUser(params.firebaseUID), findByUid(params.firebaseUID)]);
  if (!record) throw new ApiFailure(account ? 409 : 404, account ? 'protectedAccount' : 'notFound');
  return mintAudited(c, { record, account }, 'MintFirebaseToken', query.fromApp ?? false);
};

/**
 * POST /v1/User/MintStaffpointToken {username, fromApp} (userManager): acts as that username's
 * staff record; its linked account (or else the username's alias account) is checked for a
 * second factor or a staff role. An alias account without a record is no staff record: 409.
 */
export const mintStaffpointToken: Handler<typeof postMintStaffpointToken> = async ({ body }, c) => {
  const record = await findByUsername(body.username);
  let account = record?.person.firebaseUid ? await existingUser(record.person.firebaseUid) : null;
  if (!account) {
    account = await getAuth()
      .getUserByEmail(usernameAlias(body.username, staffApiConfig().usernameAliasSecret))
      .catch(() => null);
  }
  if (!record) throw new ApiFailure(account ? 409 : 404, account ? 'protectedAccount' : 'notFound');
  return mintAudited(c, { record, account }, 'MintStaffpointToken', body.fromApp ?? false);
};
