import { currentSide } from './audience';

let started = false;

/**
 * Warms the talent side up while a person is on a sign-in screen: once the screen is usable and
 * the browser is idle, loads (and evaluates) the Firestore chunk that every talent-side screen
 * needs first after sign-in — 200 KB gzip that would otherwise load only after the sign-in, on
 * the way to /talents or /talent-profile. Nothing is read from Firestore here. The staff side
 * (employees, customers) uses the Staff API, not Firestore, so it skips this.
 *
 * A failure is harmless: the route that needs the chunk loads it again, with its own retry.
 */
export function warmUpAfterSignInScreen(side = currentSide()): void {
  if (started || side !== 'talent') return;
  started = true;
  // Browsers without requestIdleCallback (and jsdom) skip the warm-up: it is an optimisation only.
  if (typeof window.requestIdleCallback !== 'function') return;
  window.requestIdleCallback(() => void import('./firestore-scope').catch(() => undefined), { timeout: 1500 });
}
