import { signInWithCustomToken, type User } from 'firebase/auth';
import { ADD_NEW_STAFF_UID_ERRORS, addNewStaffUidQuery, putAddNewstaffUID } from '@vuoro/domain';
import { auth } from '@/lib/firebase';
import { apiErrorOf } from '@/lib/api-error';
import { callEndpoint } from '@/lib/staff-api';

export const addNewStaffUidInput = addNewStaffUidQuery;
export type AddNewStaffUidError = (typeof ADD_NEW_STAFF_UID_ERRORS)[number];

/** The `errors` message of each AddNewstaffUID refusal (spec section 8, account migration). */
export const addNewStaffUidMessages: Record<
  AddNewStaffUidError,
  'errors:migrationNothingToMigrate' | 'errors:migrationMissingEmployeeStatus'
> = {
  nothingToMigrate: 'errors:migrationNothingToMigrate',
  missingEmployeeStatus: 'errors:migrationMissingEmployeeStatus',
};

/** Which migration refusal a failed call was, if it was one. */
export function addNewStaffUidError(error: unknown): AddNewStaffUidError | null {
  const code = apiErrorOf(error)?.code;
  return code && (ADD_NEW_STAFF_UID_ERRORS as readonly string[]).includes(code) ? (code as AddNewStaffUidError) : null;
}

/**
 * PUT /v1/User/AddNewstaffUID?uid&email with the new sign-in's bearer: links the account that
 * just signed in with the emailed link to its staff record (first sign-in or migration). The
 * Staff API then ends every session of the account (someone may have registered the address
 * before the link was sent) and answers a token for this one's successor: this browser signs in
 * with it and carries on as `user` (claims, new password).
 */
export async function addNewStaffUid(user: User): Promise<{ claimsUpdated: boolean; user: User }> {
  const query = addNewStaffUidInput.parse({ uid: user.uid, email: user.email ?? '' });
  const { claimsUpdated, token } = await callEndpoint(
    putAddNewstaffUID,
    { query },
    { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) },
  );
  return { claimsUpdated, user: token ? (await signInWithCustomToken(auth, token)).user : user };
}
