import {
  lookupUserResponse,
  setUserClaimsResponse,
  type LookupUserResponse,
  type SetUserClaimsResponse,
  type UserClaimsPatch,
} from '@vuoro/domain';
import { callFunction } from '@/lib/callable';

/** /claims-screen's back end: the admin looks an account up by email and sets its claims. */
export function lookupUser(email: string): Promise<LookupUserResponse> {
  return callFunction('lookupUser', lookupUserResponse, { email });
}

export function setUserClaims(uid: string, claims: UserClaimsPatch): Promise<SetUserClaimsResponse> {
  return callFunction('setUserClaims', setUserClaimsResponse, { uid, claims });
}
