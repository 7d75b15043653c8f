import type { MultiFactorResolver, PhoneMultiFactorInfo } from 'firebase/auth';
import { sendSignInCode } from '@/lib/mfa';

/** Sends the second-step code of a sign-in to the hint's phone; resolves the verification id. */
export function sendMfaSignInCode(resolver: MultiFactorResolver, hint: PhoneMultiFactorInfo): Promise<string> {
  return sendSignInCode(resolver, hint);
}
