import { signInWithCustomToken } from 'firebase/auth';
import { mintTokenResponse, type ListedUser } from '@vuoro/domain';
import { auth } from '@/lib/firebase';
import { callStaffApi } from '@/lib/staff-api';

/**
 * A user manager acts as another identity: the Staff API mints a custom token (and writes the
 * audit record of who, whom and when), and this browser signs in with it. A linked account is
 * minted by its Firebase uid; an old username account not yet migrated by its username.
 */
export async function signInAs(user: Pick<ListedUser, 'uid' | 'username'>): Promise<void> {
  const { token } = user.uid
    ? await callStaffApi(`/v1/User/MintFirebaseToken/${encodeURIComponent(user.uid)}`, mintTokenResponse, {
        method: 'POST',
        auth: true,
      })
    : await callStaffApi('/v1/User/MintStaffpointToken', mintTokenResponse, {
        method: 'POST',
        auth: true,
        body: { username: user.username, fromApp: false },
      });
  await signInWithCustomToken(auth, token);
}

export function canSignInAs(user: Pick<ListedUser, 'uid' | 'username' | 'disabled'>): boolean {
  return !user.disabled && (user.uid !== null || user.username !== null);
}
