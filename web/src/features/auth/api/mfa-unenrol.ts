import type { MultiFactorInfo, User } from 'firebase/auth';
import { unenrolFactor, withRecentLogin } from '@/lib/mfa';

/** Removes a second factor (asked to confirm first by the screen); re-authenticates if Firebase asks. */
export async function unenrolMfaFactor(user: User, factor: MultiFactorInfo): Promise<void> {
  await withRecentLogin(() => unenrolFactor(user, factor));
  await user.getIdToken(true).catch(() => undefined);
}
