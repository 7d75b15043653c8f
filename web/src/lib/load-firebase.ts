import { loadChunk } from './load-chunk';
import type * as Firebase from './firebase';

type FirebaseModule = typeof Firebase;

let loading: Promise<FirebaseModule> | null = null;

/**
 * Firebase App and Auth, loaded beside the first screen rather than before it: nothing of the
 * first bundle imports `firebase/*` (scripts/bundle-budget.mjs checks it), so a public page and
 * the sign-in form render and take input while Auth's code (about 40 KB gzip) arrives. `main.tsx`
 * starts the load at once; the session, the Staff API's token and every sign-in await it. Code in
 * lazy chunks imports `./firebase` directly, which joins the same load.
 */
export function loadFirebase(): Promise<FirebaseModule> {
  loading ??= loadChunk(() => import('./firebase'));
  return loading;
}
