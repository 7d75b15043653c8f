import { currentSide } from './audience';

let started = false;

/** What shows that the person is using a screen: a warm-up starts at the first of these. */
const FIRST_USE = ['focusin', 'pointerdown', 'keydown'] as const;
type Use = (typeof FIRST_USE)[number];

/**
 * Runs `load` once the person starts using the page (the first of `uses`: by default a focus, a
 * tap or a key) and the browser is then idle: for code a screen may need soon but not to show
 * itself (a dialog behind a button, the next screen's chunk). Not at once on load: a visitor who
 * only reads the page, or has not touched it yet, neither downloads nor evaluates it while the
 * page is still settling (an evaluation is a long task). Browsers without requestIdleCallback (and
 * jsdom) skip it: it is an optimisation only, and whatever needs the code loads it itself, with
 * its own retry. Returns a way to stop waiting (a screen that goes away first).
 */
export function whenFirstUsed(load: () => void, uses: readonly Use[] = FIRST_USE): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const stop = () => {
    for (const type of uses) document.removeEventListener(type, start, true);
  };
  const start = () => {
    stop();
    window.requestIdleCallback(load, { timeout: 1500 });
  };
  for (const type of uses) document.addEventListener(type, start, { capture: true, passive: true });
  return stop;
}

/**
 * Warms the talent side up while a person is on a sign-in screen (`whenFirstUsed`): loads (and
 * evaluates) the Firestore chunk that every talent-side screen needs first after sign-in — some
 * 90 KB gzip that would otherwise load only after the sign-in, on the way to /talents or
 * /talent-profile; typing an email and a password takes longer than loading it. Nothing is read
 * from Firestore here. The staff side (employees, customers) uses the Staff API, not Firestore, so
 * it skips this.
 *
 * A failure is harmless: the route that needs the chunk loads it again, with its own retry.
 */
export function warmUpAfterSignInScreen(side = currentSide()): void {
  if (started || side !== 'talent') return;
  started = true;
  whenFirstUsed(() => void import('./firestore-scope').catch(() => undefined));
}
