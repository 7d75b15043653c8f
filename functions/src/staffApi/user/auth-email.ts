import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { Context } from 'hono';
import {
  AUTH_EMAIL_LIMIT_PER_ADDRESS,
  AUTH_EMAIL_LIMIT_PER_IDENTIFIER,
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
import { clientAddress } from '../../lib/client-address';
import { log } from '../../lib/log';
import { takeSlot } from '../../lib/rate-limit';

/**
 * The two sign-in emails anyone may ask for (ResetPassword, SendLinkToEmail). The route only
 * counts the request against its limits and queues it, one write to `staffAuthEmailQueue`, so
 * it answers in the same time whether or not an account exists; `deliverAuthEmail` (a
 * Firestore trigger) does the lookups and the sending. No address or identifier is logged.
 */
const queue = () => db().collection(staffCollections.authEmailQueue);

/** A claimed request keeps only its kind, state and times; `expires` lets a TTL policy remove it. */
const KEPT_MS = 24 * 60 * 60 * 1000;

/**
 * Counts the request against the per-address and per-identifier limits (keys are stored only
 * as HMACs) and queues it; 429 `tooMany` over either limit, whoever the identifier belongs to.
 */
export async function queueAuthEmail(c: Context, identifier: string, request: AuthEmailRequest): Promise<void> {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  const address = clientAddress({
    forwardedFor: c.req.header('x-forwarded-for'),
    socketAddress: incoming?.socket?.remoteAddress,
  });
  const allowed =
    (await takeSlot(`authEmail:address:${address}`, AUTH_EMAIL_LIMIT_PER_ADDRESS, AUTH_EMAIL_RATE_WINDOW_MS)) &&
    (await takeSlot(
      `authEmail:identifier:${identifier.toLowerCase()}`,
      AUTH_EMAIL_LIMIT_PER_IDENTIFIER,
      AUTH_EMAIL_RATE_WINDOW_MS,
    ));
  if (!allowed) throw new ApiFailure(429, 'Too many requests', undefined, AUTH_EMAIL_TOO_MANY);
  await queue().add(authEmailRequest.parse(request));
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
  let status: 'done' | 'failed' = 'done';
  try {
    if (request.kind === 'passwordReset') await resetPassword(request.identifier);
    else await signInLink(request);
  } catch (err) {
    status = 'failed';
    log.error('staff api: sending a sign-in email failed', { kind: request.kind, message: (err as Error).message });
  }
  await ref.update({ status, doneAt: new Date().toISOString() });
}

/** An email, or an old username whose staff record has an email: Auth's reset email when such an account exists. */
async function resetPassword(identifier: string): Promise<void> {
  let email: string | null = null;
  let language: StaffPerson['language'] = null;
  if (identifier.includes('@')) email = identifier.toLowerCase();
  else {
    const record = await findByUsername(identifier);
    email = record?.person.email ?? null;
    language = record?.person.language ?? null;
  }
  if (!email || isUsernameLogin(email)) return;
  const user = await getAuth()
    .getUserByEmail(email)
    .catch(() => null);
  if (user && !user.disabled) await sendPasswordReset(email, language);
}

/**
 * A sign-in link when there is someone to sign in: the caller is an old username account (its
 * migration to this email is recorded first), or a staff record with this email has no account
 * yet (a first sign-in).
 */
async function signInLink(request: Extract<AuthEmailRequest, { kind: 'signInLink' }>): Promise<void> {
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
  if (send) await sendSignInLink(email, request.continueUrl, language);
}
