import { getAuth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import {
  staffCollections,
  tokenAuditRecord,
  type MintTokenResponse,
  type postAccessToken,
  type postMintFirebaseToken,
  type postMintStaffpointToken,
  type TokenAuditRecord,
} from '@vuoro/domain';
import { findByUid, findByUsername, syncClaims } from '../../identity/staff-people';
import { usernameAlias } from '../../identity/username-alias';
import { db } from '../../lib/admin';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { caller, type ApiEnv } from '../../lib/api/guard';

/** POST /v1/User/AccessToken?fromApp: the caller's claims from its staff record (others kept). */
export const accessToken: Handler<typeof postAccessToken> = async (_input, c) => {
  const { uid } = caller(c);
  const record = await findByUid(uid);
  // No staff record: nothing to sync (talents, recruiters); claims set by an admin stay.
  const claimsUpdated = record ? await syncClaims(uid, record.person) : false;
  return { claimsUpdated };
};

async function existingUid(uid: string): Promise<string | null> {
  try {
    return (await getAuth().getUser(uid)).uid;
  } catch {
    return null;
  }
}

/** Writes the audit record first: a token to act as someone else never exists unrecorded. */
async function mintAudited(
  c: Context<ApiEnv>,
  targetUid: string,
  route: TokenAuditRecord['route'],
  fromApp: boolean,
): Promise<MintTokenResponse> {
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
  const token = await getAuth().createCustomToken(targetUid);
  return { token };
}

/** POST /v1/User/MintFirebaseToken/{firebaseUID} (userManager): a custom token for that account. */
export const mintFirebaseToken: Handler<typeof postMintFirebaseToken> = async ({ params, query }, c) => {
  const uid = await existingUid(params.firebaseUID);
  if (!uid) throw new ApiFailure(404, 'notFound');
  return mintAudited(c, uid, 'MintFirebaseToken', query.fromApp ?? false);
};

/**
 * POST /v1/User/MintStaffpointToken {username, fromApp} (userManager): a custom token for the
 * account linked to that username's staff record, else for the username's alias account.
 */
export const mintStaffpointToken: Handler<typeof postMintStaffpointToken> = async ({ body }, c) => {
  const record = await findByUsername(body.username);
  let uid = record?.person.firebaseUid ? await existingUid(record.person.firebaseUid) : null;
  if (!uid) {
    try {
      uid = (await getAuth().getUserByEmail(usernameAlias(body.username, staffApiConfig().usernameAliasSecret))).uid;
    } catch {
      uid = null;
    }
  }
  if (!uid) throw new ApiFailure(404, 'notFound');
  return mintAudited(c, uid, 'MintStaffpointToken', body.fromApp ?? false);
};
