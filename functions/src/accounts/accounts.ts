import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import {
  ACCOUNT_DELETION_REQUESTS,
  AUTH_401,
  DELETED_TALENT_RESTORE_DAYS,
  DELETED_TALENTS,
  accountUidBody,
  lookupUserBody,
  rejectAccountDeletionBody,
  restorableUntil,
  type AccountActionResponse,
  type ListDeletedTalentsResponse,
  type LookupUserResponse,
} from '@vuoro/domain';
import { db } from '../lib/admin';
import { log } from '../lib/log';

/**
 * Account administration for admins signed in with their second factor (issue 5 item 8, issue 6
 * item 2): the account lookup of /claims-screen, and the handling of talents' deletion requests
 * on /restoreuser. A confirmed deletion disables the Auth account and moves `talents/{uid}` with
 * its subcollections to `deletedTalents/{uid}` (with `deletedAt`, `deletedBy`); it can be
 * restored for DELETED_TALENT_RESTORE_DAYS, after which the daily purge removes the copy, the
 * request and the Auth account. Every action is logged and may be repeated safely.
 */

const TALENTS = 'talents';
/** Fields the deleted copy carries besides the talent's own; removed again on restore. */
const DELETION_FIELDS = ['deletedAt', 'deletedBy'] as const;

type Actor = { uid: string; email: string | null };

/** Admins with a second factor only; 'User needs mfa' sends the web app to its MFA flow. */
function requireMfaAdmin(request: CallableRequest<unknown>): Actor {
  const actor = request.auth;
  if (!actor) throw new HttpsError('unauthenticated', 'Sign in first.');
  if (actor.token.admin !== true) throw new HttpsError('permission-denied', 'Only an admin may do this.');
  if (!actor.token.firebase?.sign_in_second_factor) throw new HttpsError('unauthenticated', AUTH_401.needsMfa);
  return { uid: actor.uid, email: typeof actor.token.email === 'string' ? actor.token.email : null };
}

/** Bad input is a 400 (invalid-argument) with each field's message key. */
function parse<T extends z.ZodType>(schema: T, data: unknown): z.infer<T> {
  const input = schema.safeParse(data);
  if (!input.success) {
    throw new HttpsError('invalid-argument', 'Invalid input', {
      issues: input.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
  return input.data;
}

/** Copies a document and every subcollection below it (any depth). */
async function copyTree(
  from: DocumentReference,
  to: DocumentReference,
  transform: (data: Record<string, unknown>) => Record<string, unknown> = (d) => d,
) {
  const snap = await from.get();
  if (snap.exists) await to.set(transform(snap.data() ?? {}));
  for (const sub of await from.listCollections()) {
    for (const child of await sub.listDocuments()) await copyTree(child, to.collection(sub.id).doc(child.id));
  }
}

async function setDisabled(uid: string, disabled: boolean) {
  await getAuth()
    .updateUser(uid, { disabled })
    .catch((e: { code?: string }) => {
      if (e.code !== 'auth/user-not-found') throw e;
    });
}

/** lookupUser: an account by email with its roles, for /claims-screen. */
export async function lookupUser(request: CallableRequest<unknown>): Promise<LookupUserResponse> {
  const actor = requireMfaAdmin(request);
  const { email } = parse(lookupUserBody, request.data);
  const user = await getAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (!user) throw new HttpsError('not-found', 'No such account');
  log.info('account looked up', { actorUid: actor.uid, targetUid: user.uid });
  return {
    uid: user.uid,
    email: user.email ?? null,
    displayName: user.displayName ?? null,
    disabled: user.disabled,
    claims: user.customClaims ?? {},
  };
}

/** confirmAccountDeletion: disables the account and moves the talent to `deletedTalents`. */
export async function confirmAccountDeletion(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = requireMfaAdmin(request);
  const { uid } = parse(accountUidBody, request.data);
  const firestore = db();
  const requestRef = firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(uid);
  const pending = await requestRef.get();
  if (!pending.exists) throw new HttpsError('not-found', 'No such request');
  const status = pending.get('status') as string;
  if (status === 'confirmed') return { uid, status: 'confirmed' };
  if (status !== 'requested') throw new HttpsError('failed-precondition', 'This request was already handled');

  const talentRef = firestore.collection(TALENTS).doc(uid);
  const deletedRef = firestore.collection(DELETED_TALENTS).doc(uid);
  // A repeated call after a partial run finds the copy already made and the original gone.
  if ((await talentRef.get()).exists) {
    await copyTree(talentRef, deletedRef, (data) => ({
      ...data,
      deletedAt: Timestamp.now(),
      deletedBy: actor.uid,
    }));
    await firestore.recursiveDelete(talentRef);
  } else if (!(await deletedRef.get()).exists) {
    // No profile to keep (an account without one): the copy still records the deletion.
    await deletedRef.set({
      email: pending.get('email') ?? null,
      deletedAt: Timestamp.now(),
      deletedBy: actor.uid,
    });
  }
  await setDisabled(uid, true);
  await requestRef.update({ status: 'confirmed', handledBy: actor.uid, handledAt: FieldValue.serverTimestamp() });
  log.info('account deletion confirmed', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'confirmed' };
}

/** rejectAccountDeletion: the request is kept as rejected with the reason the talent sees. */
export async function rejectAccountDeletion(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = requireMfaAdmin(request);
  const { uid, reason } = parse(rejectAccountDeletionBody, request.data);
  const requestRef = db().collection(ACCOUNT_DELETION_REQUESTS).doc(uid);
  const pending = await requestRef.get();
  if (!pending.exists) throw new HttpsError('not-found', 'No such request');
  const status = pending.get('status') as string;
  if (status === 'rejected') return { uid, status: 'rejected' };
  if (status !== 'requested') throw new HttpsError('failed-precondition', 'This request was already handled');
  await requestRef.update({
    status: 'rejected',
    reason,
    handledBy: actor.uid,
    handledAt: FieldValue.serverTimestamp(),
  });
  log.info('account deletion rejected', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'rejected' };
}

/** restoreDeletedTalent: within the restore window, the talent comes back and may sign in again. */
export async function restoreDeletedTalent(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = requireMfaAdmin(request);
  const { uid } = parse(accountUidBody, request.data);
  const firestore = db();
  const deletedRef = firestore.collection(DELETED_TALENTS).doc(uid);
  const talentRef = firestore.collection(TALENTS).doc(uid);
  const deleted = await deletedRef.get();
  if (!deleted.exists) {
    // Already restored (a repeated call): nothing left to do but make sure the account works.
    if ((await talentRef.get()).exists) {
      await setDisabled(uid, false);
      return { uid, status: 'restored' };
    }
    throw new HttpsError('not-found', 'No such deleted talent');
  }
  const deletedAt = deleted.get('deletedAt') as Timestamp | undefined;
  if (deletedAt && restorableUntil(deletedAt.toDate()) < new Date()) {
    throw new HttpsError('failed-precondition', `Restore is possible for ${DELETED_TALENT_RESTORE_DAYS} days only`);
  }
  await copyTree(deletedRef, talentRef, (data) => {
    const rest = { ...data };
    for (const field of DELETION_FIELDS) delete rest[field];
    return rest;
  });
  await setDisabled(uid, false);
  await firestore.recursiveDelete(deletedRef);
  // The talent is back: its old request no longer stands, and it may ask again.
  await firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(uid).delete();
  log.info('deleted talent restored', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'restored' };
}

/** listDeletedTalents: the restorable deleted talents (no client rule reads `deletedTalents`). */
export async function listDeletedTalents(request: CallableRequest<unknown>): Promise<ListDeletedTalentsResponse> {
  requireMfaAdmin(request);
  const snap = await db().collection(DELETED_TALENTS).orderBy('deletedAt', 'desc').get();
  const now = new Date();
  const talents = snap.docs.flatMap((d) => {
    const deletedAt = (d.get('deletedAt') as Timestamp).toDate();
    const until = restorableUntil(deletedAt);
    if (until < now) return [];
    const name = [d.get('firstName'), d.get('lastName')].filter((p) => typeof p === 'string' && p).join(' ');
    return [
      {
        uid: d.id,
        deletedAt: deletedAt.toISOString(),
        deletedBy: String(d.get('deletedBy') ?? ''),
        email: typeof d.get('email') === 'string' ? (d.get('email') as string) : null,
        name: name || null,
        restorableUntil: until.toISOString(),
      },
    ];
  });
  return { talents };
}

/**
 * The daily purge (onSchedule in index.ts; called directly by tests, the emulator runs no
 * schedules): deleted talents past the restore window lose the copy, the request and the Auth
 * account. Answers the purged uids.
 */
export async function purgeDeletedTalents(now: Date = new Date(), firestore: Firestore = db()): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DELETED_TALENT_RESTORE_DAYS * 24 * 60 * 60 * 1000);
  const snap = await firestore.collection(DELETED_TALENTS).where('deletedAt', '<', Timestamp.fromDate(cutoff)).get();
  const purged: string[] = [];
  for (const d of snap.docs) {
    await firestore.recursiveDelete(d.ref);
    await firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(d.id).delete();
    await getAuth()
      .deleteUser(d.id)
      .catch((e: { code?: string }) => {
        if (e.code !== 'auth/user-not-found') throw e;
      });
    purged.push(d.id);
  }
  log.info('deleted talents purged', { count: purged.length });
  return purged;
}
