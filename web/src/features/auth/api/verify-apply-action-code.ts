import { applyActionCode } from 'firebase/auth';
import { auth } from '@/lib/firebase';

/**
 * `/verify?mode=verifyEmail&oobCode=…`: marks the email verified, then reloads the signed-in
 * user (if any) and refreshes its token, so the session and the Staff API see it at once.
 */
export async function applyEmailVerification(oobCode: string): Promise<void> {
  await applyActionCode(auth, oobCode);
  const user = auth.currentUser;
  if (user) {
    await user.reload().catch(() => undefined);
    await user.getIdToken(true).catch(() => undefined);
  }
}
