import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { Context } from 'hono';
import {
  AUTH_EMAIL_LIMIT_PER_ADDRESS,
  AUTH_EMAIL_SEND_INTERVAL_MS,
  AUTH_EMAIL_RATE_WINDOW_MS,
  AUTH_EMAIL_TOO_MANY,
  authEmailRequest,
  isUsernameLogin,
  staffCollections,
  type AuthEmailRequest,
  type StaffPerson,
} from '@vuoro/domain';
import { findByEmail, findByUid, findByUsername, people } from '../../identity/staff-people';
import { db } from '../../lib/admin';
import { sendPasswordReset, sendSignInLink } from '../../lib/auth-rest';
import { ApiFailure } from '../../lib/api/errors';
import { callerAddress } from '../../lib/client-address';
import { log } from '../../lib/log';
import { takeSlot } from '../../lib/rate-limit';

/**
 * The two sign-in emails anyone may ask for (ResetPassword, SendLinkToEmail). The route only
 * counts the request against the caller's address and queues it, one write to
 * `staffAuthEmailQueue`, so it answers in the same time whether or not an account exists;
 * `deliverAuthEmail` (a Firestore trigger) does the lookups and the sending. No address or
 * identifier is logged.
 *
 * Two limits, and only one of them answers:
 * - per caller address, `AUTH_EMAIL_LIMIT_PER_ADDRESS` an hour: 429 `tooMany` (one caller
 *   walking a list of addresses);
 * - per recipient mailbox, at most one email a minute (`SEND_INTERVAL_MS`), counted where the
 *   email is sent: the route still answers 204, so nobody learns whether an account exists or
 *   was just sent an email. A limit per identifier that answered 429 let anyone block an
 *   owner's reset for an hour from a few addresses; this way the owner waits at most a minute,
 *   and every email that does go out goes to the owner's own mailbox.
 */
const queue = () => db().collection(staffCollections.authEmailQueue);

/** At most one sign-in email per recipient mailbox in this many milliseconds; the others are dropped silently (`throttled`). */
const SEND_INTERVAL_MS = AUTH_EMAIL_SEND_INTERVAL_MS;

/** A claimed request keeps only its kind, state and times; `expires` lets a TTL policy remove it. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the request against the caller address's limit (the key is stored only as an HMAC) and
 * queues it; 429 `tooMany` once the address has used up its hour, whoever it asks about. The
 * identifier asked about is deliberately not counted here (see above).
 */
export async function queueAuthEmail(c: Context, request: AuthEmailRequest): Promise<void> {
  const address = callerAddress(c);
  if (!(await takeSlot(`authEmail:address:${address}`, AUTH_EMAIL_LIMIT_PER_ADDRESS, AUTH_EMAIL_RATE_WINDOW_MS))) {
    throw new ApiFailure(429, 'Too many requests', undefined, AUTH_EMAIL_TOO_MANY);
  }
  await queue().add(authEmailRequest.parse(request));
}

/** Sends to `email` unless it was sent a sign-in email within the last minute; `false` when dropped. */
async function sendAtMostOncePerMinute(email: string, send: () => Promise<void>): Promise<boolean> {
  if (!(await takeSlot(`authEmail:recipient:${email.toLowerCase()}`, 1, SEND_INTERVAL_MS))) return false;
  await send();
  return true;
}

/**
 * The trigger's work for `staffAuthEmailQueue/{id}`: claims the request in a transaction
 * (status `sending`, and the address, identifier and uid dropped from the document, so a
 * retried event finds it claimed and sends nothing), sends what the route used to send in the
 * request, then records `done` (or `failed`; the failure is logged without the address).
 */
export async function deliverAuthEmail(id: string): Promise<void> {
  const ref = queue().doc(id);
  const request = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('status') !== undefined) return null; // claimed already
    const parsed = authEmailRequest.safeParse(snap.data());
    tx.set(ref, {
      kind: snap.get('kind') as unknown,
      status: parsed.success ? 'sending' : 'invalid',
      requestedAt: snap.get('requestedAt') as unknown,
      expires: Timestamp.fromMillis(Date.now() + KEPT_MS),
    });
    return parsed.success ? parsed.data : null;
  });
  if (!request) return;
  let status: 'done' | 'throttled' | 'failed' = 'done';
  try {
    const sent = request.kind === 'passwordReset' ? await resetPassword(request.identifier) : await signInLink(request);
    if (!sent) status = 'throttled';
  } catch (err) {
    status = 'failed';
    log.error('staff api: sending a sign-in email failed', { kind: request.kind, message: (err as Error).message });
  }
  await ref.update({ status, doneAt: new Date().toISOString() });
}

/**
 * An email, or an old username whose staff record has an email: Auth's reset email when such an
 * account exists. `false` when it was dropped by the once-a-minute limit.
 */
async function resetPassword(identifier: string): Promise<boolean> {
  let email: string | null = null;
  let language: StaffPerson['language'] = null;
  if (identifier.includes('@')) email = identifier.toLowerCase();
  else {
    const record = await findByUsername(identifier);
    email = record?.person.email ?? null;
    language = record?.person.language ?? null;
  }
  if (!email || isUsernameLogin(email)) return true;
  const user = await getAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (!user || user.disabled) return true;
  const to = email;
  return sendAtMostOncePerMinute(to, () => sendPasswordReset(to, language));
}

/**
 * A sign-in link when there is someone to sign in: the caller is an old username account (its
 * migration to this email is recorded first), or a staff record with this email has no account
 * yet (a first sign-in).
 */
async function signInLink(request: Extract<AuthEmailRequest, { kind: 'signInLink' }>): Promise<boolean> {
  const email = request.email.toLowerCase();
  let language: StaffPerson['language'] = null;
  let send = false;
  if (request.callerUid) {
    const record = await findByUid(request.callerUid);
    if (record && !record.person.migratedAt) {
      await people().doc(record.id).update({ migrationEmail: email, migrationRequestedAt: new Date().toISOString() });
      ({ language } = record.person);
      send = true;
    }
  }
  if (!send) {
    const firstTime = (await findByEmail(email)).find((r) => r.person.firebaseUid === null && !r.person.migratedAt);
    if (firstTime) {
      ({ language } = firstTime.person);
      send = true;
    }
  }
  if (!send) return true;
  return sendAtMostOncePerMinute(email, () => sendSignInLink(email, request.continueUrl, language));
}
