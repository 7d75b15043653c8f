import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { optionalFirestoreDate } from '../firestore';
import { LANGUAGE_LEVELS, jobCategory, workPermitOption } from '../labels';
import { emailField } from '../validation/email';
import { validationMessages as m } from '../texts/messages';
import { optionalPhoneField } from '../validation/phone';
import type { TalentFileKind } from '../validation/photo';
import { changeStamp, decimalNumber, docId, booleanField, idName, listOf, optionalText, requiredText } from './common';

/**
 * A LinkedIn profile address: https on linkedin.com or www.linkedin.com, nothing else.
 * firestore.rules (`linkedInAddress`) matches the same pattern, character for character.
 */
export const LINKEDIN_URL_PATTERN = 'https://(www[.])?linkedin[.]com(/[^\\s]*)?';
const LINKEDIN_URL = new RegExp(`^${LINKEDIN_URL_PATTERN}$`);
/** `linkedInUrl`: a LinkedIn address ('validation:invalidUrl' otherwise) of at most 500 characters, or empty. */
export const linkedInAddress = z
  .string({ error: m.invalidUrl })
  .trim()
  .max(500, { error: m.textTooLong })
  .refine((v) => v === '' || LINKEDIN_URL.test(v), { error: m.invalidUrl });

/**
 * A talent's file as stored on the profile: its Storage path `{uid}/{kind}/{file}`
 * (storage.rules), at most 1000 characters. firestore.rules (`talentFile`) also demands that
 * `{uid}` is the talent's own when the talent writes it; an admin may keep another profile's
 * file there (a merge).
 */
export function storedTalentFile(kind: TalentFileKind) {
  return z
    .string({ error: m.invalidValue })
    .trim()
    .max(1000, { error: m.textTooLong })
    .regex(new RegExp(`^[^/]+/${kind}/[^/]+$`), { error: m.invalidValue });
}

/** A language as an ISO 639 code (`fi`, `en`, `uk`, `ar`, …); names come from `Intl.DisplayNames`. */
export const languageCode = z
  .string({ error: m.fieldRequired })
  .trim()
  .toLowerCase()
  .regex(/^[a-z]{2,3}$/, { error: m.invalidValue });

/** A language and how well the talent speaks it. */
export const languageSkill = z.object({
  language: languageCode,
  level: z.enum(LANGUAGE_LEVELS, { error: m.languageRequired }),
});
export type LanguageSkill = z.infer<typeof languageSkill>;

/** `yearsOfExperiences`: years in a line of work. */
export const yearsOfExperience = z.object({
  name: requiredText(),
  years: decimalNumber(0, 70),
});
export type YearsOfExperience = z.infer<typeof yearsOfExperience>;

/** `workHistories` on the talent document (the full entries are in the workHistory subcollection). */
export const talentWorkHistoryItem = z.object({
  start: optionalFirestoreDate,
  end: optionalFirestoreDate,
  company: optionalText(),
  title: optionalText(),
});
export type TalentWorkHistoryItem = z.infer<typeof talentWorkHistoryItem>;

/** `educations` on the talent document. */
export const talentEducationItem = z.object({
  start: optionalFirestoreDate,
  end: optionalFirestoreDate,
  school: optionalText(),
  degree: optionalText(),
});
export type TalentEducationItem = z.infer<typeof talentEducationItem>;

/** A certificate or card (hygiene passport, occupational safety card, …). */
export const certificate = z.object({
  date: optionalFirestoreDate,
  name: requiredText(),
  additional_info: optionalText(TEXT_LIMITS.medium),
});
export type Certificate = z.infer<typeof certificate>;

/**
 * Talent profile, collection `talents`. Decisions where the specification only names a field:
 * `jobs` are job category codes of interest (the per-job status list is the `jobs`
 * subcollection); `industry` is an industry id; `photo`, `avatar` and `fileCV` are Storage
 * paths (`{uid}/avatar/…`, `{uid}/cv/…`); `permit` is the work permit situation with
 * `permitActive` its expiry date and `permitApplied` the application date; `evaledLang` is the
 * code of the language the recruiter evaluated; `status` is the talent's own status
 * ('presented' once presented to a customer); `added` orders the talent list, newest first.
 */
export const talent = z.object({
  id: docId,
  firstName: requiredText(100),
  lastName: requiredText(100),
  linkedInUrl: linkedInAddress.nullish(),
  phoneNumber: optionalPhoneField,
  email: emailField,
  shortDescription: optionalText(500),
  photo: storedTalentFile('avatar').nullish(),
  avatar: storedTalentFile('avatar').nullish(),
  tags: listOf(idName, 100).default([]),
  industry: optionalText(),
  location: optionalText(),
  jobs: listOf(jobCategory, 100).default([]),
  languages: listOf(languageSkill, 30).default([]),
  about: optionalText(TEXT_LIMITS.long),
  skills: optionalText(TEXT_LIMITS.long),
  yearsOfExperiences: listOf(yearsOfExperience, 50).default([]),
  workHistories: listOf(talentWorkHistoryItem, 50).default([]),
  educations: listOf(talentEducationItem, 30).default([]),
  certificates: listOf(certificate, 50).default([]),
  fileCV: storedTalentFile('cv').nullish(),
  duplicate: booleanField.default(false),
  employedElsewhere: booleanField.default(false),
  evaledLang: optionalText(10),
  presentation: optionalText(TEXT_LIMITS.long),
  permit: workPermitOption.nullish(),
  permitActive: optionalFirestoreDate,
  permitApplied: optionalFirestoreDate,
  jobSeeker: booleanField.default(false),
  videoInterviewDone: booleanField.default(false),
  status: optionalText(50),
  created: changeStamp.nullish(),
  updated: changeStamp.nullish(),
  added: optionalFirestoreDate,
});
export type Talent = z.infer<typeof talent>;
export type TalentInput = z.input<typeof talent>;

/** Talent list order: by added date, newest first; talents without a date last. */
export function compareTalentsByAdded(a: Pick<Talent, 'added'>, b: Pick<Talent, 'added'>): number {
  return (b.added?.getTime() ?? -Infinity) - (a.added?.getTime() ?? -Infinity) || 0;
}
