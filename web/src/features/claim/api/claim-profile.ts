import { createUserWithEmailAndPassword, signInWithEmailAndPassword } from 'firebase/auth';
import {
  claimTalentResponse,
  readClaimInviteResponse,
  type ClaimTalentResponse,
  type ReadClaimInviteResponse,
} from '@vuoro/domain';
import { callFunction } from '@/lib/callable';
import { auth } from '@/lib/firebase';

/** The invitation behind a claim link: open (with its email and whether it has an account), expired, used or unknown. */
export function readClaimInvite(token: string): Promise<ReadClaimInviteResponse> {
  return callFunction('readClaimInvite', readClaimInviteResponse, { token });
}

export interface ClaimProfileInput {
  token: string;
  email: string;
  password: string;
  /** Create the account (none exists for the email) or sign in to the one there is. */
  createAccount: boolean;
}

/**
 * Signs in to the invited email's account, or creates it, then claims the hand-added profile: the
 * `claimTalent` function moves it to `talents/{uid}`. An account that exists is signed in to,
 * never created twice.
 */
export async function claimProfile({ token, email, password, createAccount }: ClaimProfileInput): Promise<ClaimTalentResponse> {
  if (createAccount) await createUserWithEmailAndPassword(auth, email, password);
  else await signInWithEmailAndPassword(auth, email, password);
  return callFunction('claimTalent', claimTalentResponse, { token });
}
