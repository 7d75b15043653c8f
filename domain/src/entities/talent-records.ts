import { z } from 'zod';
import { TALENT_LANGUAGES, TEXT_LIMITS } from '../constants';
import { firestoreDate } from '../firestore';
import { docId, idName, listOf, optionalText, requiredText } from './common';
import { talentSickLeave } from './sick-leave';
import { checkReferenceContact, checkWorkHistory, educationFields, referenceFields, workHistoryFields } from './registration';

/** Subcollections of `talents/{id}`. */
export const TALENT_SUBCOLLECTIONS = [
  'workHistory',
  'workReferences',
  'educations',
  'i18n',
  'jobs',
  'audit',
  'sickLeaves',
] as const;
export type TalentSubcollection = (typeof TALENT_SUBCOLLECTIONS)[number];

/** `talents/{id}/workHistory/{id}`. */
export const talentWorkHistory = workHistoryFields.extend({ id: docId }).superRefine(checkWorkHistory);
export type TalentWorkHistory = z.infer<typeof talentWorkHistory>;

/** `talents/{id}/workReferences/{id}`: at least one contact field. */
export const talentWorkReference = referenceFields.extend({ id: docId }).superRefine(checkReferenceContact);
export type TalentWorkReference = z.infer<typeof talentWorkReference>;

/** `talents/{id}/educations/{id}`. */
export const talentEducation = educationFields.extend({ id: docId });
export type TalentEducation = z.infer<typeof talentEducation>;

/**
 * `talents/{id}/i18n/{language}`: the profile texts in a talent-side language other than
 * English (the talent document holds the English texts). The document id is the language.
 */
export const talentI18n = z.object({
  id: z.enum(TALENT_LANGUAGES),
  shortDescription: optionalText(500),
  about: optionalText(TEXT_LIMITS.long),
  presentation: optionalText(TEXT_LIMITS.long),
  skills: optionalText(TEXT_LIMITS.long),
});
export type TalentI18n = z.infer<typeof talentI18n>;

/**
 * One entry of a talent's status list on a job: 'presented' when presented to the customer;
 * other steps (e.g. 'interviewed', 'offered') are short codes the recruiters use.
 */
export const jobStatusEntry = z.object({
  status: requiredText(50),
  date: firestoreDate,
  by: idName.nullish(),
  note: optionalText(TEXT_LIMITS.medium),
});
export type JobStatusEntry = z.infer<typeof jobStatusEntry>;

/**
 * `talents/{id}/jobs/{jobId}`: the talent's status list on that job, oldest first. Every client
 * write names its writer (`updatedBy`, which firestore.rules require to be the caller); what the
 * write did is derived by the audit trigger from the list before and after (`talentJobAction`).
 */
export const talentJob = z.object({
  id: docId,
  statuses: listOf(jobStatusEntry, 200).default([]),
});
export type TalentJob = z.infer<typeof talentJob>;

/**
 * The stored shape of each subcollection of `talents/{id}` a screen reads, one table for the
 * recruiters' talent detail and the talent's own pages (`audit` is read as `auditRecord`).
 */
export const talentRecordSchemas = {
  workHistory: talentWorkHistory,
  workReferences: talentWorkReference,
  educations: talentEducation,
  i18n: talentI18n,
  jobs: talentJob,
  sickLeaves: talentSickLeave,
} as const satisfies Partial<Record<TalentSubcollection, z.ZodType>>;
export type TalentRecordKind = keyof typeof talentRecordSchemas;
export type TalentRecord<K extends TalentRecordKind> = z.infer<(typeof talentRecordSchemas)[K]>;

/**
 * `talents/{id}/audit/{id}`, `jobs/{id}/audit/{id}` and `users/{id}/audit/{id}`: who changed what,
 * written by a function. `userId` is the caller as Firestore saw it (or the writer the rules
 * checked), `userName` its display name from Auth, never a name a client typed; `action` is
 * derived from the change (create, update, delete; on a talent's status list `talentJobAction`).
 */
export const auditRecord = z.object({
  id: docId.nullish(),
  date: firestoreDate,
  userId: docId,
  userName: optionalText(),
  action: optionalText(50),
  fields: listOf(requiredText(100), 200).default([]),
  /** On a talent's entry for its status list on a job: that job. */
  jobId: docId.nullish(),
});
export type AuditRecord = z.infer<typeof auditRecord>;
