import { Suspense } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { lazyChunk } from '@/lib/load-chunk';

/** The history state /signout leaves on the /login entry it replaces itself with. */
export const SIGNED_OUT = { signedOut: true } as const;

/** The words and their notice, loaded only when they are shown: the sign-in page stays within its budget. */
const SignedOutText = lazyChunk(() => import('./signed-out-text'));

/**
 * "You have signed out." on the sign-in screen /signout lands on, so the user knows it worked.
 * It lives in that history entry only: /login opened any other way says nothing.
 */
export function SignedOutNotice({ className }: { className?: string }) {
  const state: unknown = useHistoryState();
  const signedOut = typeof state === 'object' && state !== null && (state as { signedOut?: unknown }).signedOut === true;
  if (!signedOut) return null;
  return (
    <Suspense fallback={null}>
      <SignedOutText {...(className && { className })} />
    </Suspense>
  );
}
