import { sendEmailVerification, type User } from 'firebase/auth';

/** Sends the email verification link; the link opens /verify on this site. */
export function sendMfaVerificationEmail(user: User): Promise<void> {
  return sendEmailVerification(user, { url: `${window.location.origin}/verify` });
}

/** Reads the user's verification state again (after they opened the link elsewhere). */
export async function reloadVerification(user: User): Promise<boolean> {
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}
