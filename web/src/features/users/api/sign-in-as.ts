import { signInWithCustomToken } from 'firebase/auth';
import {
  homeRoute,
  postMintFirebaseToken,
  postMintStaffpointToken,
  rolesFromClaims,
  routes,
  type ListedUser,
} from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { auth } from '@/lib/firebase';
import { isApiError } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

/**
 * A user manager acts as another identity: the Staff API mints a custom token (and writes the
 * audit record of who, whom and when), and this browser signs in with it. A linked account is
 * minted by its Firebase uid; an old username account not yet migrated by its username.
 */
/** Signs in as `user` and answers where that identity lands (its home screen). */
export async function signInAs(user: Pick<ListedUser, 'uid' | 'username'>): Promise<string> {
  const { token } = user.uid
    ? await callEndpoint(postMintFirebaseToken, { params: { firebaseUID: user.uid } })
    : await callEndpoint(postMintStaffpointToken, { body: { username: user.username ?? '', fromApp: false } });
  const credential = await signInWithCustomToken(auth, token);
  const { claims } = await credential.user.getIdTokenResult();
  return routes[homeRoute(rolesFromClaims(claims), currentSide())].href();
}

export function canSignInAs(user: Pick<ListedUser, 'uid' | 'username' | 'disabled'>): boolean {
  return !user.disabled && (user.uid !== null || user.username !== null);
}

/** The Staff API refused the target (409 `protectedAccount`): it holds a staff role or has a second factor. */
export function isProtectedAccount(error: unknown): boolean {
  return isApiError(error, 409, 'protectedAccount');
}
