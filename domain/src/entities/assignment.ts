import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { assignmentPriority, contractType, workTimeType } from '../labels';
import { validationMessages as m } from '../texts/messages';
import { optionalPhoneField } from '../validation/phone';
import { docId, booleanField, idName, listOf, optionalText, requiredText, wholeNumber } from './common';

/** A talent's hiring status on one assignment: none (`null`), hired or rejected. */
export const hiringStatus = z.enum(['hired', 'rejected']).nullable();
export type HiringStatus = z.infer<typeof hiringStatus>;

/** A talent presented to the customer on an assignment. */
export const presentedTalent = idName.extend({
  hiredStatus: hiringStatus.default(null),
});
export type PresentedTalent = z.infer<typeof presentedTalent>;

/** A talent who could be presented (shortlisted). */
export const presentableTalent = idName;
export type PresentableTalent = z.infer<typeof presentableTalent>;

/** The customer's own recruiter on an assignment. Both fields may be empty. */
export const customerRecruiter = z.object({
  phone: optionalPhoneField,
  email: z.union([z.literal(''), z.email({ error: m.invalidEmail })]).nullish(),
});
export type CustomerRecruiter = z.infer<typeof customerRecruiter>;

/** When and by whom (a consultant id; the job keeps only ids for people) a job was written. */
export const jobStamp = z.object({
  date: firestoreDate,
  id: docId.nullish(),
});
export type JobStamp = z.infer<typeof jobStamp>;

/**
 * The fields every client write to a job carries: when and by whom (`updated`), and
 * `updatedBy`, which the rules require to be the writer so the audit trigger can name them.
 */
export function jobWriteStamp(uid: string, now: Date = new Date()): { updated: { date: Date; id: string }; updatedBy: string } {
  return { updated: { date: now, id: uid }, updatedBy: uid };
}

/** Consultant ids (the stored job keeps only ids for people; names come from the consultants view). */
const consultantIds = listOf(docId, 50).default([]);

/**
 * Assignment (a customer job), collection `jobs`. Decisions where the specification only names
 * a field: `priority` is low/normal/high; `workType` is the contract type (No contract, Fixed
 * term, Permanent, On call work) and `workingTime` the work-time type (Regular working hours,
 * …); `dailyWorkTime` and `continuityOfWork` are free text ("8 h, 7–15", "6 months, may
 * continue"); `contractStatus` false hides the job from the default list. The job comment is
 * not stored here but in `comments` (see `jobComment`).
 */
export const assignment = z.object({
  id: docId,
  company: requiredText(),
  contacts: optionalText(TEXT_LIMITS.medium),
  title: requiredText(),
  jobHeading: optionalText(),
  priority: assignmentPriority.nullish(),
  unit: optionalText(),
  description: optionalText(TEXT_LIMITS.long),
  location: optionalText(),
  presentedTalents: listOf(presentedTalent).default([]),
  presentableTalents: listOf(presentableTalent).default([]),
  openPositions: wholeNumber(0, 10_000).nullish(),
  skillsRequired: optionalText(TEXT_LIMITS.medium),
  languages: listOf(requiredText(100), 30).default([]),
  workType: contractType.nullish(),
  salary: optionalText(),
  assignmentComplete: booleanField.default(false),
  serviceType: optionalText(),
  internalContact: consultantIds,
  kam: consultantIds,
  recruitmentConsultant: consultantIds,
  otherConsiderations: optionalText(TEXT_LIMITS.medium),
  signedContract: booleanField.nullish(),
  customerManagementContact: optionalText(),
  contractStatus: booleanField.nullish(),
  created: jobStamp.nullish(),
  updated: jobStamp.nullish(),
  /** Uid of whoever wrote this version; firestore.rules require it to be the writer (the audit trigger reads it). */
  updatedBy: docId.nullish(),
  customerRecruiter: customerRecruiter.nullish(),
  continuityOfWork: optionalText(),
  dailyWorkTime: optionalText(),
  workingTime: workTimeType.nullish(),
});
export type Assignment = z.infer<typeof assignment>;
/** The assignment as a form or a write sends it (defaults not yet applied). */
export type AssignmentInput = z.input<typeof assignment>;

/** Assignments list default: only jobs whose contract status is not false. */
export function isListedByDefault(job: Pick<Assignment, 'contractStatus'>): boolean {
  return job.contractStatus !== false;
}

/** The id that opens a blank assignment (/assignments/new). */
export const NEW_ASSIGNMENT_ID = 'new';
