import { getAuth } from 'firebase-admin/auth';
import type { FirestoreDataConverter } from 'firebase-admin/firestore';
import {
  actAs,
  impersonatedBy,
  isUsernameLogin,
  removesRole,
  staffCollections,
  staffPerson,
  staffPersonListing,
  toStoredStaffPerson,
  type StaffPerson,
} from '@vuoro/domain';
import { forgetAccount, revokeSessions } from '../lib/account-state';
import { db } from '../lib/admin';
import { callerCacheSeconds } from '../lib/config';
import { TtlCache } from '../lib/ttl-cache';

/**
 * Staff records (`staffPeople`, Admin SDK only): the source of the `employee`, `customerIds`,
 * `teamLead` and `canEditShifts` claims. Usernames and emails are stored lower-case, so lookups
 * lower-case what they are given.
 */
export interface StaffPersonDoc {
  id: string;
  person: StaffPerson;
}

/**
 * Every full write of a record stores its `listing` (what ListUsers pages and searches by),
 * derived from the person by the domain; a read hands back the person without it. A partial
 * `update` bypasses this, so one that changes a name, the email, the username or the customers
 * writes `listing` itself (as `followVerifiedEmail` does).
 */
const personConverter: FirestoreDataConverter<StaffPerson> = {
  toFirestore: (person) => toStoredStaffPerson(staffPerson.parse(person)),
  fromFirestore: (snap) => staffPerson.parse(snap.data()),
};

export const people = () => db().collection(staffCollections.people).withConverter(personConverter);

/**
 * Rewrites every staff record through the converter, so a record stored before `listing` existed
 * (or by a raw write) gets its listing and shows in ListUsers again. Idempotent; pages through the
 * collection by id, `pageSize` records a batch. Answers how many records it rewrote.
 */
export async function backfillStaffListings(pageSize = 300): Promise<number> {
  let done = 0;
  let after: string | null = null;
  for (;;) {
    let query = people().orderBy('__name__').limit(pageSize);
    if (after !== null) query = query.startAfter(after);
    const page = await query.get();
    if (page.empty) return done;
    const batch = db().batch();
    for (const doc of page.docs) batch.set(doc.ref, doc.data());
    await batch.commit();
    done += page.size;
    after = page.docs.at(-1)!.id;
  }
}

async function findWhere(field: 'firebaseUid' | 'username' | 'email' | 'migrationEmail', value: string) {
  const snap = await people().where(field, '==', value).limit(10).get();
  return snap.docs.map((d) => ({ id: d.id, person: staffPerson.parse(d.data()) }));
}

/** The staff record linked to a Firebase account. */
export async function findByUid(uid: string): Promise<StaffPersonDoc | null> {
  return (await findWhere('firebaseUid', uid))[0] ?? null;
}

/**
 * The callers' staff records as this instance last read them, at most a minute old (by default;
 * STAFF_CALLER_CACHE_SECONDS, 0 in the emulators, whose several workers are as many instances
 * and whose journeys change records as the desk does): nearly every
 * Staff API call reads its caller's record. A caller without one is not kept (a record linked
 * meanwhile shows at once). What needs the record as it is now (AccessToken's claims, the links,
 * ListUsers) reads it fresh; a write of ours to the record drops its entry (`forgetCaller`).
 */
let cache: TtlCache<string, StaffPersonDoc | null> | null = null;
const callers = () => (cache ??= new TtlCache<string, StaffPersonDoc | null>(callerCacheSeconds() * 1000, 20_000));
const callerKey = (token: { uid: string }) => (impersonatedBy(token) === null ? token.uid : `actAs:${actAs(token) ?? ''}`);

/**
 * The staff record the caller acts for: a "Sign in as" session's `actAs` record (its uid is a
 * support identity, linked to no record), otherwise the record linked to the caller's account.
 * Cached per instance for at most a minute (`callers`).
 */
export function findCaller(token: { uid: string }, now: number = Date.now()): Promise<StaffPersonDoc | null> {
  return callers().get(
    callerKey(token),
    async () => {
      if (impersonatedBy(token) === null) return findByUid(token.uid);
      const id = actAs(token);
      if (id === null) return null;
      const snap = await people().doc(id).get();
      return snap.exists ? { id: snap.id, person: staffPerson.parse(snap.data()) } : null;
    },
    now,
    (found) => found !== null,
  );
}

/** This instance wrote the caller's record (or linked it elsewhere): the next `findCaller` reads it again. */
export function forgetCaller(token: { uid: string }): void {
  cache?.forget(callerKey(token));
}

/** The staff record of an old username. */
export async function findByUsername(username: string): Promise<StaffPersonDoc | null> {
  return (await findWhere('username', username.trim().toLowerCase()))[0] ?? null;
}

/** Staff records with this email. */
export function findByEmail(email: string): Promise<StaffPersonDoc[]> {
  return findWhere('email', email.trim().toLowerCase());
}

/** Staff records whose old username account asked to migrate to this email. */
export function findByMigrationEmail(email: string): Promise<StaffPersonDoc[]> {
  return findWhere('migrationEmail', email.trim().toLowerCase());
}

/** The claims a staff record grants. */
export function claimsOf(person: StaffPerson) {
  return {
    employee: person.employee,
    customerIds: person.customerIds,
    teamLead: person.teamLead,
    canEditShifts: person.canEditShifts,
  };
}

/** A person who may use the staff application at all: an employee or a customer user. */
export function hasStaffStatus(person: StaffPerson): boolean {
  return person.employee || person.customerIds.length > 0;
}

/**
 * Sets the record's claims on the account and keeps every other claim (admin, my, userManager,
 * mfaRequired) as it is. Answers whether anything changed (the client then refreshes its token).
 */
export async function syncClaims(uid: string, person: StaffPerson): Promise<boolean> {
  const auth = getAuth();
  const current = (await auth.getUser(uid)).customClaims ?? {};
  const next = { ...current, ...claimsOf(person) };
  if (JSON.stringify(sortKeys(current)) === JSON.stringify(sortKeys(next))) return false;
  await auth.setCustomUserClaims(uid, next);
  forgetAccount(uid);
  // A role taken away ends the sessions that still carry it (the caller signs in again; the Staff
  // API refuses them within a minute).
  if (removesRole(current, next)) await revokeSessions(uid);
  return true;
}

const sortKeys = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

/**
 * The staff record's email follows the account's sign-in address once that address is verified:
 * PUT UpdateEmail only sends a verify-and-change link, and Auth changes the address (verified)
 * when the link is opened. AccessToken (each sign-in, and /verify after the link) and UserInfo
 * call this. An old username account's alias is never copied. Answers whether it changed.
 */
export async function followVerifiedEmail(
  record: StaffPersonDoc,
  account: { email?: string | null | undefined; verified: boolean },
): Promise<boolean> {
  const email = account.email?.toLowerCase();
  if (!email || !account.verified || isUsernameLogin(email) || record.person.email === email) return false;
  await people()
    .doc(record.id)
    .update({ email, listing: staffPersonListing({ ...record.person, email }) });
  if (record.person.firebaseUid) forgetCaller({ uid: record.person.firebaseUid });
  return true;
}
