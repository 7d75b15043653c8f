import { applyActionCode } from 'firebase/auth';
import { auth } from '@/lib/firebase';
import { syncClaims } from '@/lib/sync-claims';

/**
 * `/verify?mode=verifyEmail&oobCode=…`: marks the email verified, then reloads the signed-in
 * user (if any) and refreshes its token, so the session and the Staff API see it at once.
 */
export async function applyEmailVerification(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  await refreshSignedInUser();
}

/**
 * `/verify?mode=verifyAndChangeEmail&oobCode=…` (the link Settings → change email sent to the new
 * address) or `mode=recoverEmail` (Firebase's undo link to the old address): Auth changes the
 * sign-in email. A session still signed in here then tells the Staff API (AccessToken), whose
 * staff record follows the verified address; elsewhere that happens at the next sign-in.
 */
export async function applyEmailChange(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  if (await refreshSignedInUser()) await syncClaims().catch(() => undefined);
}

/** Reloads the signed-in user and its token; false when nobody is signed in or the session ended. */
async function refreshSignedInUser(): Promise<boolean> {
  const user = auth.currentUser;
  if (!user) return false;
  try {
    await user.reload();
    await user.getIdToken(true);
    return true;
  } catch {
    return false;
  }
}
