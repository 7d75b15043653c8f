import { getAuth } from 'firebase-admin/auth';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import {
  ACCOUNT_DELETION_REQUESTS,
  DELETED_TALENT_RESTORE_DAYS,
  DELETED_TALENTS,
  STAFF_ACCOUNT_DELETION,
  accountUidBody,
  hasStaffRoles,
  lookupUserBody,
  rejectAccountDeletionBody,
  restorableUntil,
  talentViewName,
  type AccountActionResponse,
  type ListDeletedTalentsResponse,
  type LookupUserResponse,
} from '@vuoro/domain';
import { revokeSessions, setAccountDisabled } from '../lib/account-state';
import { db, unlessNoSuchUser } from '../lib/admin';
import { parseCallable } from '../lib/api/app';
import { guardCallable } from '../lib/api/guard';
import { log } from '../lib/log';
import { syncTalentCard } from '../talentCards/talent-card';
import { syncTalentView } from '../views/views';

type DocData = Record<string, unknown>;

/**
 * Account administration for admins signed in with their second factor (issue 5 item 8, issue 6
 * item 2): the account lookup of /claims-screen, and the handling of talents' deletion requests
 * on /restoreuser. A confirmed deletion disables the Auth account and moves `talents/{uid}` with
 * its subcollections to `deletedTalents/{uid}` (with `deletedAt`, `deletedBy`); it can be
 * restored for DELETED_TALENT_RESTORE_DAYS, after which the daily purge removes the copy, the
 * request and the Auth account. Every action is logged and may be repeated safely.
 */

const TALENTS = 'talents';
/** Marks the deleted copy of an account that had no talent profile (nothing to restore but the account). */
const NO_PROFILE = 'noProfile';
/** Fields the deleted copy carries besides the talent's own; removed again on restore. */
const DELETION_FIELDS = ['deletedAt', 'deletedBy', 'deletedByEmail', NO_PROFILE] as const;

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
  await unlessNoSuchUser(() => setAccountDisabled(uid, disabled));
}

/** lookupUser: an account by email with its roles, for /claims-screen. */
export async function lookupUser(request: CallableRequest<unknown>): Promise<LookupUserResponse> {
  const actor = guardCallable(request, 'recruiter');
  const { email } = parseCallable(lookupUserBody, request.data);
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

/**
 * What a confirmed deletion takes away from the derived data at once (the talent triggers do the
 * same a moment later; both are idempotent): the talent's card and its name in `views/talents`.
 * A restore puts them back from the restored profile.
 */
async function syncDerived(firestore: Firestore, uid: string, before: DocData | null, after: DocData | null) {
  await syncTalentCard(firestore, uid);
  await syncTalentView(firestore, uid, before, after);
}

/**
 * confirmAccountDeletion: disables the account (and ends its sessions) and moves the talent with
 * every subcollection to `deletedTalents/{uid}`. The card and the `views/talents` entry go with it.
 * A repeated call (or a retry after a partial run) finishes the job without doing anything twice.
 */
export async function confirmAccountDeletion(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = guardCallable(request, 'recruiter');
  const { uid } = parseCallable(accountUidBody, request.data);
  const firestore = db();
  const requestRef = firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(uid);
  const pending = await requestRef.get();
  if (!pending.exists) throw new HttpsError('not-found', 'No such request');
  const status = pending.get('status') as string;
  if (status === 'confirmed') return { uid, status: 'confirmed' };
  if (status !== 'requested') throw new HttpsError('failed-precondition', 'This request was already handled');
  const account = await unlessNoSuchUser(() => getAuth().getUser(uid));
  if (hasStaffRoles(account?.customClaims ?? {})) throw new HttpsError('failed-precondition', STAFF_ACCOUNT_DELETION);

  const talentRef = firestore.collection(TALENTS).doc(uid);
  const deletedRef = firestore.collection(DELETED_TALENTS).doc(uid);
  const deletion = { deletedAt: Timestamp.now(), deletedBy: actor.uid, deletedByEmail: actor.email };
  const talent = await talentRef.get();
  if (talent.exists) {
    // A retry after a partial run copies again over the same copy; the original goes last.
    await copyTree(talentRef, deletedRef, (data) => ({ ...data, ...deletion }));
    await firestore.recursiveDelete(talentRef);
    await syncDerived(firestore, uid, talent.data() ?? null, null);
  } else if (!(await deletedRef.get()).exists) {
    // No profile to keep (an account without one): the copy still records the deletion, and a
    // restore brings back the account only (never an empty profile).
    await deletedRef.set({ ...deletion, ...stubOf(pending) });
  }
  await setDisabled(uid, true);
  await unlessNoSuchUser(() => revokeSessions(uid));
  await requestRef.update({
    status: 'confirmed',
    handledBy: actor.uid,
    handledByEmail: actor.email,
    handledAt: FieldValue.serverTimestamp(),
  });
  log.info('account deletion confirmed', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'confirmed' };
}

/** The deleted copy of an account that had no talent profile: who it was, from the request. */
function stubOf(pending: DocumentSnapshot) {
  const name = pending.get('name') as unknown;
  const email = pending.get('email') as unknown;
  return {
    [NO_PROFILE]: true,
    email: typeof email === 'string' ? email : null,
    name: typeof name === 'string' && name ? name : null,
  };
}

/** rejectAccountDeletion: the request is kept as rejected with the reason the talent sees. */
export async function rejectAccountDeletion(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = guardCallable(request, 'recruiter');
  const { uid, reason } = parseCallable(rejectAccountDeletionBody, request.data);
  const requestRef = db().collection(ACCOUNT_DELETION_REQUESTS).doc(uid);
  const pending = await requestRef.get();
  if (!pending.exists) throw new HttpsError('not-found', 'No such request');
  const status = pending.get('status') as string;
  if (status !== 'requested') throw new HttpsError('failed-precondition', 'This request was already handled');
  await requestRef.update({
    status: 'rejected',
    reason,
    handledBy: actor.uid,
    handledByEmail: actor.email,
    handledAt: FieldValue.serverTimestamp(),
  });
  log.info('account deletion rejected', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'rejected' };
}

/**
 * restoreDeletedTalent: within the restore window, the talent comes back with its subcollections,
 * card and view entry, and may sign in again; the copy and the old request are removed (the
 * talent may ask again).
 */
export async function restoreDeletedTalent(request: CallableRequest<unknown>): Promise<AccountActionResponse> {
  const actor = guardCallable(request, 'recruiter');
  const { uid } = parseCallable(accountUidBody, request.data);
  const firestore = db();
  const deletedRef = firestore.collection(DELETED_TALENTS).doc(uid);
  const talentRef = firestore.collection(TALENTS).doc(uid);
  const deleted = await deletedRef.get();
  if (!deleted.exists) throw new HttpsError('not-found', 'No such deleted talent');
  const deletedAt = deleted.get('deletedAt') as Timestamp | undefined;
  if (!deletedAt || restorableUntil(deletedAt.toDate()) < new Date()) {
    throw new HttpsError('failed-precondition', `Restore is possible for ${DELETED_TALENT_RESTORE_DAYS} days only`);
  }
  if (deleted.get(NO_PROFILE) !== true) {
    const profile = withoutDeletionFields(deleted.data() ?? {});
    await copyTree(deletedRef, talentRef, withoutDeletionFields);
    await syncDerived(firestore, uid, null, profile);
  }
  await setDisabled(uid, false);
  await firestore.recursiveDelete(deletedRef);
  await firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(uid).delete();
  log.info('deleted talent restored', { actorUid: actor.uid, targetUid: uid });
  return { uid, status: 'restored' };
}

function withoutDeletionFields(data: DocData): DocData {
  const rest = { ...data };
  for (const field of DELETION_FIELDS) delete rest[field];
  return rest;
}

/**
 * listDeletedTalents: the deleted talents still restorable, newest first. Talent-side staff (admin
 * or my) may read it, like the requests themselves (firestore.rules); no client rule reads
 * `deletedTalents`, so this is the only way in. Acting on them needs an admin with a second factor.
 */
export async function listDeletedTalents(request: CallableRequest<unknown>): Promise<ListDeletedTalentsResponse> {
  guardCallable(request, 'talentSide');
  const now = new Date();
  const snap = await db().collection(DELETED_TALENTS).orderBy('deletedAt', 'desc').get();
  const talents = snap.docs.flatMap((d) => {
    const deletedAt = (d.get('deletedAt') as Timestamp).toDate();
    const until = restorableUntil(deletedAt);
    if (until < now) return [];
    const stub = d.get(NO_PROFILE) === true;
    const name = stub ? (d.get('name') as unknown) : talentViewName(d.data());
    return [
      {
        uid: d.id,
        deletedAt: deletedAt.toISOString(),
        deletedBy: String(d.get('deletedBy') ?? ''),
        email: typeof d.get('email') === 'string' ? (d.get('email') as string) : null,
        name: typeof name === 'string' && name ? name : null,
        restorableUntil: until.toISOString(),
      },
    ];
  });
  return { talents };
}

/** Deletes every Storage file under `{uid}/` (CV, photo). */
export type DeleteUserFiles = (uid: string) => Promise<void>;
const deleteStorageFiles: DeleteUserFiles = (uid) =>
  getStorage()
    .bucket()
    .deleteFiles({ prefix: `${uid}/` });

/**
 * The daily purge (onSchedule in index.ts; called directly by tests, the emulator runs no
 * schedules): deleted talents past the restore window lose the copy, the request, the settings
 * record `users/{uid}`, their Storage files under `{uid}/` and the Auth account. Answers the
 * purged uids. A failure on one talent is logged and the rest still go; the next run retries it.
 */
export async function purgeDeletedTalents(
  now: Date = new Date(),
  firestore: Firestore = db(),
  deleteFiles: DeleteUserFiles = deleteStorageFiles,
): Promise<string[]> {
  const cutoff = new Date(now.getTime() - DELETED_TALENT_RESTORE_DAYS * 24 * 60 * 60 * 1000);
  const snap = await firestore.collection(DELETED_TALENTS).where('deletedAt', '<', Timestamp.fromDate(cutoff)).get();
  const purged: string[] = [];
  for (const d of snap.docs) {
    try {
      await deleteFiles(d.id);
      await unlessNoSuchUser(() => getAuth().deleteUser(d.id));
      await firestore.recursiveDelete(firestore.collection('users').doc(d.id));
      await firestore.collection(ACCOUNT_DELETION_REQUESTS).doc(d.id).delete();
      // The copy goes last: while it exists, the next run finds the talent and tries again.
      await firestore.recursiveDelete(d.ref);
      purged.push(d.id);
    } catch (error) {
      log.error('purging a deleted talent failed', { targetUid: d.id, message: (error as Error).message });
    }
  }
  log.info('deleted talents purged', { count: purged.length });
  return purged;
}
