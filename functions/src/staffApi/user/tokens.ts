import { getAuth, type UserRecord } from 'firebase-admin/auth';
import type { Context } from 'hono';
import {
  IMPERSONATED_BY_CLAIM,
  rolesFromClaims,
  staffCollections,
  tokenAuditRecord,
  type MintTokenResponse,
  type postAccessToken,
  type postMintFirebaseToken,
  type postMintStaffpointToken,
  type TokenAuditRecord,
} from '@vuoro/domain';
import { findByUid, findByUsername, followVerifiedEmail, syncClaims } from '../../identity/staff-people';
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
 * Refuses a protected target (409, nothing recorded), then writes the audit record: a token to act
 * as someone else never exists unrecorded. The token carries the actor's uid (`impersonatedBy`),
 * which the guard reads to refuse account changes, minting and claim changes in that session.
 */
async function mintAudited(
  c: Context<ApiEnv>,
  target: UserRecord,
  route: TokenAuditRecord['route'],
  fromApp: boolean,
): Promise<MintTokenResponse> {
  if (isProtected(target)) throw new ApiFailure(409, 'protectedAccount');
  const targetUid = target.uid;
  const actor = caller(c);
  const record = tokenAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email ?? null,
    targetUid,
    route,
    fromApp,
    at: new Date().toISOString(),
  });
  await db().collection(staffCollections.tokenAudit).add(record);
  log.info('staff api: minted a token for another identity', { actorUid: actor.uid, targetUid, route });
  const token = await getAuth().createCustomToken(targetUid, { [IMPERSONATED_BY_CLAIM]: actor.uid });
  return { token };
}

/** POST /v1/User/MintFirebaseToken/{firebaseUID} (userManager): a custom token for that account. */
export const mintFirebaseToken: Handler<typeof postMintFirebaseToken> = async ({ params, query }, c) => {
  const target = await existingUser(params.firebaseUID);
  if (!target) throw new ApiFailure(404, 'notFound');
  return mintAudited(c, target, 'MintFirebaseToken', query.fromApp ?? false);
};

/**
 * POST /v1/User/MintStaffpointToken {username, fromApp} (userManager): a custom token for the
 * account linked to that username's staff record, else for the username's alias account.
 */
export const mintStaffpointToken: Handler<typeof postMintStaffpointToken> = async ({ body }, c) => {
  const record = await findByUsername(body.username);
  let target = record?.person.firebaseUid ? await existingUser(record.person.firebaseUid) : null;
  if (!target) {
    try {
      target = await getAuth().getUserByEmail(usernameAlias(body.username, staffApiConfig().usernameAliasSecret));
    } catch {
      target = null;
    }
  }
  if (!target) throw new ApiFailure(404, 'notFound');
  return mintAudited(c, target, 'MintStaffpointToken', body.fromApp ?? false);
};
