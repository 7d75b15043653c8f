import { createHmac, randomBytes } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { FORM_RATE_LIMITS, FORMS_RATE_LIMIT, FORMS_RATE_WINDOW_MS } from '@vuoro/domain';
import { db } from './admin';

/**
 * The per-address limit of the public forms: at most `FORMS_RATE_LIMIT` sends per address in a
 * fixed window of `FORMS_RATE_WINDOW_MS` (and, through `takeSlot`, any other keyed limit such
 * as the Staff API's sign-in emails), counted in `formRateLimits/{hash}` (no client rule
 * matches it, so only the Admin SDK reads it) inside a transaction, so parallel sends cannot
 * slip past the count.
 *
 * The address is never stored: the document id is an HMAC-SHA256 of it. The key is random,
 * made once and kept in the same Admin-only collection (`formRateLimits/hashKey`), so no deploy
 * configuration is needed and a leaked counter id cannot be brute-forced back to an address
 * without the key. Each counter carries `expires` (end of its window) so a Firestore TTL policy
 * on that field can delete old counters.
 */
const KEY_DOC = 'hashKey';
let keyPromise: Promise<Buffer> | null = null;

function hashKey(): Promise<Buffer> {
  keyPromise ??= db()
    .runTransaction(async (tx) => {
      const ref = db().collection(FORM_RATE_LIMITS).doc(KEY_DOC);
      const snap = await tx.get(ref);
      const stored = snap.get('key') as string | undefined;
      if (stored) return Buffer.from(stored, 'base64');
      const key = randomBytes(32);
      tx.create(ref, { key: key.toString('base64') });
      return key;
    })
    .catch((error: unknown) => {
      keyPromise = null;
      throw error;
    });
  return keyPromise;
}

/** The counter id of an address (hex HMAC; never the address itself). */
export async function addressHash(address: string): Promise<string> {
  return createHmac('sha256', await hashKey())
    .update(address)
    .digest('hex');
}

/**
 * Counts one use of `key` (an address, or a caller-chosen key such as `authEmail:id:<identifier>`)
 * against `limit` per fixed window of `windowMs`; `false` when the key has used up its window.
 * The key is stored only as its HMAC, like an address.
 */
export async function takeSlot(key: string, limit: number, windowMs: number, now = Date.now()): Promise<boolean> {
  const ref = db()
    .collection(FORM_RATE_LIMITS)
    .doc(await addressHash(key));
  return db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const windowStart = (snap.get('windowStart') as Timestamp | undefined)?.toMillis() ?? 0;
    const count = (snap.get('count') as number | undefined) ?? 0;
    if (!snap.exists || now - windowStart >= windowMs) {
      tx.set(ref, {
        count: 1,
        windowStart: Timestamp.fromMillis(now),
        expires: Timestamp.fromMillis(now + windowMs),
      });
      return true;
    }
    if (count >= limit) return false;
    tx.update(ref, { count: FieldValue.increment(1) });
    return true;
  });
}

/** Counts one form send from `address`; `false` when the address has used up its window. */
export function takeFormSlot(address: string, now = Date.now()): Promise<boolean> {
  return takeSlot(address, FORMS_RATE_LIMIT, FORMS_RATE_WINDOW_MS, now);
}
