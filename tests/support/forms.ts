import { FORM_RATE_LIMITS } from '@vuoro/domain';
import { adminDb } from './admin';

/**
 * Empties the public forms' per-address counters (keeping the hash key). On the emulator the
 * `forms` function trusts no X-Forwarded-For and its socket has no address, so every local
 * caller shares one counter: a suite that sends forms starts from an empty window.
 */
export async function clearFormRateLimits(): Promise<void> {
  const counters = await adminDb.collection(FORM_RATE_LIMITS).get();
  await Promise.all(counters.docs.filter((d) => d.id !== 'hashKey').map((d) => d.ref.delete()));
}
