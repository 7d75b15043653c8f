import type { User } from 'firebase/auth';
import { phoneField } from '@vuoro/domain';
import { sendEnrolmentCode, withRecentLogin } from '@/lib/mfa';

/** The phone number of an enrolment: +358… or another international number (spec section 5). */
export const enrolmentPhoneInput = phoneField;

/**
 * Sends the six-digit enrolment code to `phone` (already parsed with `enrolmentPhoneInput`).
 * A session too old for Firebase opens the re-authentication dialog and retries once.
 * Resolves the verification id the code is checked against.
 */
export function sendMfaEnrolmentCode(user: User, phone: string): Promise<string> {
  return withRecentLogin(() => sendEnrolmentCode(user, phone));
}
