import type { User } from 'firebase/auth';
import type { z } from 'zod';
import { ADD_NEW_STAFF_UID_ERRORS, addNewStaffUidQuery, type addNewStaffUidResponse, putAddNewstaffUID } from '@vuoro/domain';
import { callEndpoint, StaffApiError } from '@/lib/staff-api';

export const addNewStaffUidInput = addNewStaffUidQuery;
export type AddNewStaffUidResponse = z.infer<typeof addNewStaffUidResponse>;
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
  if (!(error instanceof StaffApiError)) return null;
  return (ADD_NEW_STAFF_UID_ERRORS as readonly string[]).includes(error.message) ? (error.message as AddNewStaffUidError) : null;
}

/**
 * PUT /v1/User/AddNewstaffUID?uid&email with the new sign-in's bearer: links the account that
 * just signed in with the emailed link to its staff record (first sign-in or migration).
 */
export function addNewStaffUid(user: User): Promise<AddNewStaffUidResponse> {
  const query = addNewStaffUidInput.parse({ uid: user.uid, email: user.email ?? '' });
  return callEndpoint(putAddNewstaffUID, { query }, { token: (forceRefresh?: boolean) => user.getIdToken(forceRefresh) });
}
