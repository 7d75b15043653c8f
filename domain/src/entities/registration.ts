import { z } from 'zod';
import { TALENT_LANGUAGES, TEXT_LIMITS } from '../constants';
import { optionalFirestoreDate, requiredDate } from '../firestore';
import { availabilityOption, driverLicenceClass, jobCategory, jobField } from '../labels';
import { emailField } from '../validation/email';
import { validationMessages as m } from '../validation/messages';
import { optionalPhoneField, phoneField } from '../validation/phone';
import { booleanField, listOf, optionalText, requiredText, wholeNumber } from './common';
import { languageSkill } from './talent';

/** An education block: institution, country/city, faculty/specialty, graduation year. */
export const educationFields = z.object({
  institution: requiredText(),
  countryCity: optionalText(),
  facultySpecialty: optionalText(),
  graduationYear: wholeNumber(1940, 2100).nullish(),
});
export const educationBlock = educationFields;
export type EducationBlock = z.infer<typeof educationBlock>;

/** A work history entry: company, job, period, still-working flag, responsibilities. */
export const workHistoryFields = z.object({
  company: requiredText(),
  job: requiredText(),
  start: optionalFirestoreDate,
  end: optionalFirestoreDate,
  stillWorking: booleanField.default(false),
  responsibilities: optionalText(TEXT_LIMITS.medium),
});
/** A finished job needs its end date; the end cannot come before the start. */
export function checkWorkHistory(
  entry: { start?: Date | null; end?: Date | null; stillWorking: boolean },
  ctx: z.RefinementCtx,
): void {
  if (!entry.stillWorking && !entry.end) {
    ctx.addIssue({ code: 'custom', message: m.workHistoryEndRequired, path: ['end'] });
  }
  if (!entry.stillWorking && entry.start && entry.end && entry.end < entry.start) {
    ctx.addIssue({ code: 'custom', message: m.endBeforeStart, path: ['end'] });
  }
}
export const workHistoryEntry = workHistoryFields.superRefine(checkWorkHistory);
export type WorkHistoryEntry = z.infer<typeof workHistoryEntry>;

/** A reference: name, position, company, email, phone. */
export const referenceFields = z.object({
  name: requiredText(),
  position: optionalText(),
  company: optionalText(),
  email: z.union([z.literal(''), emailField]).nullish(),
  phone: optionalPhoneField,
});
/** A reference must be reachable: an email address or a phone number, at least one. */
export function checkReferenceContact(
  reference: { email?: string | null | undefined; phone?: string | null | undefined },
  ctx: z.RefinementCtx,
): void {
  if (!reference.email && !reference.phone) {
    ctx.addIssue({ code: 'custom', message: m.referenceContactRequired, path: ['email'] });
  }
}
export const workReference = referenceFields.superRefine(checkReferenceContact);
export type WorkReference = z.infer<typeof workReference>;

/** Driver licence: classes B, C, CE, D, LT, other (named in `otherClass`), and a car in use. */
export const driverLicence = z.object({
  classes: listOf(driverLicenceClass, 10).default([]),
  otherClass: optionalText(50),
  carInUse: booleanField.default(false),
});
export type DriverLicence = z.infer<typeof driverLicence>;

/** Availability: the options ticked and the weekly hours wanted. */
export const availability = z.object({
  options: listOf(availabilityOption, 20).default([]),
  weeklyHours: wholeNumber(0, 168).nullish(),
});
export type Availability = z.infer<typeof availability>;

/**
 * Work permit: EU citizen; active (with its expiry date); not active (with the date it was
 * applied for); temporary protection; no permit; unknown.
 */
export const workPermit = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('euCitizen') }),
    z.object({ status: z.literal('active'), expiryDate: requiredDate(m.permitExpiryRequired) }),
    z.object({ status: z.literal('notActive'), applicationDate: requiredDate(m.permitApplicationDateRequired) }),
    z.object({ status: z.literal('temporaryProtection') }),
    z.object({ status: z.literal('noPermit') }),
    z.object({ status: z.literal('unknown') }),
  ],
  { error: m.fieldRequired },
);
export type WorkPermit = z.infer<typeof workPermit>;

/**
 * The public talent registration form. `cv` and `photo` are the Storage paths of the files the
 * talent uploaded (under `{uid}/cv/` and `{uid}/avatar/`). `duplicateProfile` marks that the
 * talent says they may already have a profile, so recruiters merge rather than add.
 */
export const talentRegistration = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: phoneField,
  formLanguage: z.enum(TALENT_LANGUAGES).nullish(),
  currentLocation: requiredText(),
  jobsOfInterest: listOf(jobCategory, 100).min(1, { error: m.selectAtLeastOne }),
  jobFields: listOf(jobField, 20).default([]),
  languages: listOf(languageSkill, 30).min(1, { error: m.languageRequired }),
  educations: listOf(educationBlock, 20).default([]),
  workHistory: listOf(workHistoryEntry, 30).default([]),
  references: listOf(workReference, 10).default([]),
  driverLicence: driverLicence.default({ classes: [], carInUse: false }),
  availability: availability.default({ options: [] }),
  workPermit,
  readyToMove: booleanField.default(false),
  whereHeard: optionalText(),
  cv: optionalText(TEXT_LIMITS.medium),
  photo: optionalText(TEXT_LIMITS.medium),
  duplicateProfile: booleanField.default(false),
  skillsAndHobbies: optionalText(TEXT_LIMITS.medium),
});
export type TalentRegistration = z.infer<typeof talentRegistration>;
export type TalentRegistrationInput = z.input<typeof talentRegistration>;
