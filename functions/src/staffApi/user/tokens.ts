import { getAuth } from 'firebase-admin/auth';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  accessTokenQuery,
  mintFirebaseTokenQuery,
  mintStaffpointTokenBody,
  staffCollections,
  tokenAuditRecord,
  type AccessTokenResponse,
  type ApiError,
  type MintTokenResponse,
  type TokenAuditRecord,
} from '@vuoro/domain';
import { findByUid, findByUsername, syncClaims } from '../../identity/staff-people';
import { usernameAlias } from '../../identity/username-alias';
import { db } from '../../lib/admin';
import { staffApiConfig } from '../../lib/config';
import { log } from '../../lib/log';
import { caller, type StaffApiEnv } from '../auth/middleware';
import { parseJson, parseQuery } from '../validate';
import { parseParams } from './params';

/** POST /v1/User/AccessToken?fromApp: the caller's claims from its staff record (others kept). */
export async function accessToken(c: Context<StaffApiEnv>) {
  const query = parseQuery(c, accessTokenQuery);
  if (!query.ok) return query.response;
  const { uid } = caller(c);
  const record = await findByUid(uid);
  // No staff record: nothing to sync (talents, recruiters); claims set by an admin stay.
  const claimsUpdated = record ? await syncClaims(uid, record.person) : false;
  return c.json<AccessTokenResponse>({ claimsUpdated });
}

async function existingUid(uid: string): Promise<string | null> {
  try {
    return (await getAuth().getUser(uid)).uid;
  } catch {
    return null;
  }
}

/** Writes the audit record first: a token to act as someone else never exists unrecorded. */
async function mintAudited(c: Context<StaffApiEnv>, targetUid: string, route: TokenAuditRecord['route'], fromApp: boolean) {
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
  return c.json<MintTokenResponse>({ token });
}

const mintParams = z.object({ firebaseUID: z.string().trim().min(1).max(128) });

/** POST /v1/User/MintFirebaseToken/{firebaseUID} (userManager): a custom token for that account. */
export async function mintFirebaseToken(c: Context<StaffApiEnv>) {
  const params = parseParams(c, mintParams);
  if (!params.ok) return params.response;
  const query = parseQuery(c, mintFirebaseTokenQuery);
  if (!query.ok) return query.response;
  const uid = await existingUid(params.data.firebaseUID);
  if (!uid) return c.json<ApiError>({ error: 'notFound' }, 404);
  return mintAudited(c, uid, 'MintFirebaseToken', query.data.fromApp ?? false);
}

/**
 * POST /v1/User/MintStaffpointToken {username, fromApp} (userManager): a custom token for the
 * account linked to that username's staff record, else for the username's alias account.
 */
export async function mintStaffpointToken(c: Context<StaffApiEnv>) {
  const body = await parseJson(c, mintStaffpointTokenBody);
  if (!body.ok) return body.response;
  const record = await findByUsername(body.data.username);
  let uid = record?.person.firebaseUid ? await existingUid(record.person.firebaseUid) : null;
  if (!uid) {
    try {
      uid = (await getAuth().getUserByEmail(usernameAlias(body.data.username, staffApiConfig().usernameAliasSecret))).uid;
    } catch {
      uid = null;
    }
  }
  if (!uid) return c.json<ApiError>({ error: 'notFound' }, 404);
  return mintAudited(c, uid, 'MintStaffpointToken', body.data.fromApp ?? false);
}
