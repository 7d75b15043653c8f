import { FORM_RATE_LIMITS } from '@vuoro/domain';
import { adminDb } from './admin';

/**
 * Empties the rate-limit counters (keeping the hash key): the public forms' per-address ones and
 * the Staff API's sign-in email ones (ResetPassword, SendLinkToEmail). On the emulator a caller
 * without X-Forwarded-For is keyed by the socket, which has no address there, so every such local
 * caller (a browser journey) shares one counter: a suite that sends forms or sign-in emails starts
 * from an empty window.
 */
export async function clearFormRateLimits(): Promise<void> {
  const counters = await adminDb.collection(FORM_RATE_LIMITS).get();
  await Promise.all(counters.docs.filter((d) => d.id !== 'hashKey').map((d) => d.ref.delete()));
}
