import type { MultiFactorInfo, User } from 'firebase/auth';
import { enrolPhone, unenrolFactor, withRecentLogin } from '@/lib/mfa';

export interface EnrolPhoneInput {
  verificationId: string;
  code: string;
  /** Changing the number: the old factor, removed once the new one is enrolled. */
  replaces?: MultiFactorInfo | null;
}

/**
 * Enrols the phone the code was sent to, then (when changing the number) removes the old one:
 * the account never goes without a second factor in between. Ends with a fresh ID token, so the
 * session and the Staff API see the new factor.
 */
export async function enrolMfaPhone(user: User, { verificationId, code, replaces }: EnrolPhoneInput): Promise<void> {
  await withRecentLogin(() => enrolPhone(user, verificationId, code));
  if (replaces) await withRecentLogin(() => unenrolFactor(user, replaces));
  await user.getIdToken(true);
}
