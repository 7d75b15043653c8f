import { getAuth } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  claimsAuditRecord,
  mergeClaims,
  removesRole,
  setUserClaimsBody,
  staffCollections,
  type ClaimsAuditRecord,
  type SetUserClaimsResponse,
} from '@vuoro/domain';
import { forgetAccount, revokeSessions } from '../lib/account-state';
import { db } from '../lib/admin';
import { parseCallable } from '../lib/api/app';
import { guardCallable } from '../lib/api/guard';
import { log } from '../lib/log';
import { syncConsultant } from '../views/views';

/**
 * setUserClaims (callable, admins signed in with their second factor only): merges the given claims into an account's custom
 * claims and records who changed whose claims, to what, and when (`staffClaimsAudit`). Claims
 * are set only by functions (DESIGN.md, Roles); scripts/set-claims.ts bootstraps the first admin.
 */
export async function setUserClaims(request: CallableRequest<unknown>): Promise<SetUserClaimsResponse> {
  const actor = guardCallable(request, 'recruiter');
  const { uid, claims } = parseCallable(setUserClaimsBody, request.data);
  const auth = getAuth();
  const target = await auth.getUser(uid).catch(() => null);
  if (!target) throw new HttpsError('not-found', 'No such account.');
  const merged = mergeClaims(target.customClaims, claims);
  const audit: ClaimsAuditRecord = claimsAuditRecord.parse({
    actorUid: actor.uid,
    actorEmail: actor.email,
    targetUid: uid,
    claims,
    via: 'setUserClaims',
    at: new Date().toISOString(),
  });
  await db().collection(staffCollections.claimsAudit).add(audit);
  await auth.setCustomUserClaims(uid, merged);
  forgetAccount(uid);
  // A role taken away ends the sessions that still carry it (the Staff API refuses them within a minute).
  if (removesRole(target.customClaims, merged)) await revokeSessions(uid);
  await syncConsultant(db(), uid);
  log.info('claims changed', { actorUid: actor.uid, targetUid: uid, changed: Object.keys(claims) });
  return { uid, claims: merged };
}
