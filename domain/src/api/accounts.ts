import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { docId, requiredText } from '../entities/common';
import { rolesFromClaims } from '../permissions';
import { emailField } from '../validation/email';

/**
 * Account administration contracts (issue 5 item 8, issue 6 item 2): the admin's account lookup
 * for /claims-screen, and the handling of talents' account deletion requests for /restoreuser.
 * All are callables for admins signed in with their second factor (functions/src/accounts).
 */

/** `deletedTalents/{uid}`: a confirmed deletion's copy of the talent, kept for the restore window. */
export const DELETED_TALENTS = 'deletedTalents';
/** A deleted talent can be restored for this many days; the daily purge removes older copies. */
export const DELETED_TALENT_RESTORE_DAYS = 30;

/** lookupUser: finds an account by email. */
export const lookupUserBody = z.object({ email: emailField }).strict();
export type LookupUserBody = z.infer<typeof lookupUserBody>;
export const lookupUserResponse = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  disabled: z.boolean(),
  claims: z.record(z.string(), z.unknown()),
});
export type LookupUserResponse = z.infer<typeof lookupUserResponse>;

/** confirmAccountDeletion / restoreDeletedTalent: the account's uid. */
export const accountUidBody = z.object({ uid: docId }).strict();
export type AccountUidBody = z.infer<typeof accountUidBody>;

/**
 * confirmAccountDeletion refuses (failed-precondition, this message) an account whose claims give
 * it staff roles: disabling it would also lock a recruiter, support person, user manager,
 * employee or customer user out of their work. An admin removes those roles on /claims-screen
 * first, then confirms.
 */
export const STAFF_ACCOUNT_DELETION = 'The account has staff roles';

/** Whether an account's custom claims give it any role besides being a talent. */
export function hasStaffRoles(claims: unknown): boolean {
  const r = rolesFromClaims(claims);
  return r.admin || r.my || r.userManager || r.employee || r.customer;
}

/** rejectAccountDeletion: the talent is told why. */
export const rejectAccountDeletionBody = z.object({ uid: docId, reason: requiredText(TEXT_LIMITS.medium) }).strict();
export type RejectAccountDeletionBody = z.infer<typeof rejectAccountDeletionBody>;

/** What each account callable answers: the uid and the state it left. */
export const accountActionResponse = z.object({
  uid: z.string(),
  status: z.enum(['confirmed', 'rejected', 'restored']),
});
export type AccountActionResponse = z.infer<typeof accountActionResponse>;

/** The metadata a `deletedTalents/{uid}` document carries besides the talent's own fields. */
export const deletedTalentMeta = z.object({
  deletedAt: z.iso.datetime(),
  deletedBy: z.string(),
  email: z.string().nullable(),
  name: z.string().nullable(),
});
export type DeletedTalentMeta = z.infer<typeof deletedTalentMeta>;

/** listDeletedTalents: the deleted talents still restorable, newest first. */
export const listDeletedTalentsResponse = z.object({
  talents: z.array(deletedTalentMeta.extend({ uid: z.string(), restorableUntil: z.iso.datetime() })),
});
export type ListDeletedTalentsResponse = z.infer<typeof listDeletedTalentsResponse>;

/** The last moment a talent deleted at `deletedAt` may be restored. */
export function restorableUntil(deletedAt: Date): Date {
  return new Date(deletedAt.getTime() + DELETED_TALENT_RESTORE_DAYS * 24 * 60 * 60 * 1000);
}
