import { z } from 'zod';
import { optionalFirestoreDate } from '../firestore';
import { contractState } from '../labels';
import { docId, booleanField, listOf, optionalText, requiredText } from './common';

/** An attachment of an employment contract, with the employee's read flag. */
export const contractAttachment = z.object({
  id: docId,
  name: requiredText(),
  read: booleanField.default(false),
});
export type ContractAttachment = z.infer<typeof contractAttachment>;

/**
 * An employment contract: unsigned until the employee signs it, which they may do once the
 * contract and all its attachments are read.
 */
export const employmentContract = z.object({
  id: docId,
  title: requiredText(),
  employer: optionalText(),
  start: optionalFirestoreDate,
  end: optionalFirestoreDate,
  state: contractState.default('unsigned'),
  read: booleanField.default(false),
  attachments: listOf(contractAttachment, 50).default([]),
  signedAt: optionalFirestoreDate,
});
export type EmploymentContract = z.infer<typeof employmentContract>;
