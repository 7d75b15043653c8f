import { currentSide } from './audience';

let started = false;

/** What shows that the person is using the sign-in screen: the warm-up starts at the first of these. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Warms the talent side up while a person is on a sign-in screen: once they start using it (the
 * first focus, tap or key) and the browser is idle, loads (and evaluates) the Firestore chunk that
 * every talent-side screen needs first after sign-in — some 90 KB gzip that would otherwise load
 * only after the sign-in, on the way to /talents or /talent-profile; typing an email and a password
 * takes longer than loading it. Nothing is read from Firestore here. Not at once on load: a visitor
 * who only reads the page, or has not touched it yet, neither downloads nor runs it while the page
 * is still settling (its evaluation is one long task). The staff side (employees, customers) uses
 * the Staff API, not Firestore, so it skips this.
 *
 * A failure is harmless: the route that needs the chunk loads it again, with its own retry.
 */
export function warmUpAfterSignInScreen(side = currentSide()): void {
  if (started || side !== 'talent') return;
  // Browsers without requestIdleCallback (and jsdom) skip the warm-up: it is an optimisation only.
  if (typeof window.requestIdleCallback !== 'function') return;
  started = true;
  const start = () => {
    for (const type of FIRST_USE) document.removeEventListener(type, start, true);
    window.requestIdleCallback(() => void import('./firestore-scope').catch(() => undefined), { timeout: 1500 });
  };
  for (const type of FIRST_USE) document.addEventListener(type, start, { capture: true, passive: true });
}
