import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { optionalFirestoreDate, requiredDate } from '../firestore';
import { emailField } from '../validation/email';
import { docId, optionalText } from './common';

/** The collection of account deletion requests, one per account: `accountDeletionRequests/{uid}`. */
export const ACCOUNT_DELETION_REQUESTS = 'accountDeletionRequests';

/**
 * The states of a deletion request. A talent asks (`requested`) and may cancel (the document is
 * deleted) until a recruiter acts; a recruiter confirms (the account is deleted by a function)
 * or rejects it (the talent is told why).
 */
export const ACCOUNT_DELETION_STATUSES = ['requested', 'confirmed', 'rejected'] as const;
export const accountDeletionStatus = z.enum(ACCOUNT_DELETION_STATUSES);
export type AccountDeletionStatus = z.infer<typeof accountDeletionStatus>;

/**
 * `accountDeletionRequests/{uid}`: a talent's request to delete its account and data. Created by
 * the talent itself (status `requested`, `requestedAt` the server time, `uid` its own id); only
 * functions change it afterwards (`handledBy`, `handledAt`, `reason` when rejected).
 */
export const accountDeletionRequest = z.object({
  uid: docId,
  email: emailField,
  name: optionalText(),
  status: accountDeletionStatus,
  requestedAt: requiredDate(),
  handledBy: docId.nullish(),
  /** The handling admin's email at the time, so /restoreuser can say who without another read. */
  handledByEmail: z.string().nullish(),
  handledAt: optionalFirestoreDate,
  /** As long as rejectAccountDeletionBody allows (TEXT_LIMITS.medium), or a long reason would not parse. */
  reason: optionalText(TEXT_LIMITS.medium),
});
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequest>;
