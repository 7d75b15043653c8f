import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { currentSide } from '@/lib/audience';
import { useSession } from '@/lib/session';
import { destinationAfterSignIn } from './after-sign-in';

/**
 * Sends a signed-in user on from a sign-in screen, once the session has read the new token's
 * roles: right after a sign-in, and when a signed-in user opens the screen. Returns whether it is
 * doing so (the screen then shows a short "signing you in" instead of the form).
 */
export function useLandWhenSignedIn(next: string | null): boolean {
  const { status, user, roles } = useSession();
  const [, navigate] = useLocation();
  const destination =
    status === 'ready' && user ? destinationAfterSignIn({ email: user.email, roles, side: currentSide(), next }) : null;
  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);
  return destination !== null;
}
