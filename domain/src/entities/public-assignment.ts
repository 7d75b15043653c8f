import { z } from 'zod';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { publicAssignmentForm } from '../validation/public-assignment';
import { docId } from './common';

/** Where a request from an employer stands: new until a recruiter turns it into an assignment or dismisses it. */
export const ASSIGNMENT_REQUEST_STATUSES = ['new', 'converted', 'dismissed'] as const;
export type AssignmentRequestStatus = (typeof ASSIGNMENT_REQUEST_STATUSES)[number];

/** The collection of submitted requests (`assignmentRequests/{id}`): written by the `forms` function only. */
export const ASSIGNMENT_REQUESTS = 'assignmentRequests';

/**
 * The fields a recruiter (admin) may change on a request; firestore.rules allow exactly these.
 * `handledBy` is the recruiter's uid, `handledAt` the time of the decision, `convertedJobId` the
 * assignment (`jobs/{id}`) made from it.
 */
export const ASSIGNMENT_REQUEST_HANDLING_FIELDS = ['status', 'convertedJobId', 'handledBy', 'handledAt'] as const;

/** A submitted public assignment request, as stored for recruiters. */
export const publicAssignment = publicAssignmentForm.extend({
  id: docId,
  created: firestoreDate,
  status: z.enum(ASSIGNMENT_REQUEST_STATUSES).default('new'),
  convertedJobId: z.string().nullish(),
  handledBy: z.string().nullish(),
  handledAt: optionalFirestoreDate,
});
export type PublicAssignment = z.infer<typeof publicAssignment>;
