import {
  ANSWER_FIELD_PATHS,
  answersInput,
  answersToStored,
  DEFAULT_PHONE_PREFIX,
  educationBlock,
  educationRecord,
  fieldErrors,
  ownWorkHistoryEntry,
  talentAnswers,
  numberOrText,
  talentForm,
  workHistoryRecord,
  type AnswersFormField,
  type AnswersFormValues,
  type LanguageSkill,
  type RegistrationRecords,
  type StoredAnswers,
  type Talent,
  type TalentEducation,
  type TalentWorkHistory,
  type WorkPermitOption,
} from '@vuoro/domain';
import { dayInputValue, type Checked } from '@/lib/sick-leave';

/**
 * The talent's own screens' form values and their way to the domain schemas: forms hold text as
 * the inputs give it; the domain schema (`talentForm`) check it and give the spec's
 * messages as `validation:` keys, the same ones the recruiter's talent form shows.
 */

// ── the own profile ────────────────────────────────────────────────────────────────────────

/**
 * The profile fields a talent edits itself: a subset of firestore.rules `talentOwnFields()`.
 * The email is the account's sign-in address and is shown, not edited, here; files have their
 * own controls; status, tags, evaluation and hiring data are the recruiters'.
 */
export const ownProfileInput = talentForm.pick({
  firstName: true,
  lastName: true,
  phoneNumber: true,
  linkedInUrl: true,
  location: true,
  shortDescription: true,
  about: true,
  skills: true,
  languages: true,
});
export type OwnProfileInput = ReturnType<typeof ownProfileInput.parse>;

export const PROFILE_TEXT_FIELDS = ['firstName', 'lastName', 'phoneNumber', 'linkedInUrl', 'location'] as const;
export const PROFILE_AREA_FIELDS = ['shortDescription', 'about', 'skills'] as const;
type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number] | (typeof PROFILE_AREA_FIELDS)[number];
export type ProfileValues = Record<ProfileTextField, string> & { languages: LanguageSkill[] };
export type ProfileField = keyof ProfileValues;

/** In the order the form shows them: the first field with an error takes the focus. */
export const PROFILE_FIELDS: readonly ProfileField[] = [...PROFILE_TEXT_FIELDS, ...PROFILE_AREA_FIELDS, 'languages'];

/** The form's starting values: what is stored now. */
export function profileValuesOf(talent: Talent): ProfileValues {
  return {
    firstName: talent.firstName,
    lastName: talent.lastName,
    phoneNumber: talent.phoneNumber ?? DEFAULT_PHONE_PREFIX,
    linkedInUrl: talent.linkedInUrl ?? '',
    location: talent.location ?? '',
    shortDescription: talent.shortDescription ?? '',
    about: talent.about ?? '',
    skills: talent.skills ?? '',
    languages: talent.languages.map((l) => ({ ...l })),
  };
}

/** Checks the profile form with the talent form rules; empty optional texts become null. */
export function checkProfile(values: ProfileValues): Checked<OwnProfileInput, ProfileField> {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  const result = ownProfileInput.safeParse({
    ...values,
    linkedInUrl: blank(values.linkedInUrl),
    location: blank(values.location),
    shortDescription: blank(values.shortDescription),
    about: blank(values.about),
    skills: blank(values.skills),
  });
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: fieldErrors<ProfileField>(result.error.issues) };
}

// ── the answers kept current (jobs of interest, licence, availability, work permit) ──────────

/** The answers form as the inputs give it (the registration's shape, domain `AnswersFormValues`). */
export type AnswersValues = AnswersFormValues;
export type AnswersField = AnswersFormField;

const dayOrEmpty = (date: Date | null) => (date ? dayInputValue(date) : '');

/** The form's starting values: what is stored now. */
export function answersValuesOf(stored: StoredAnswers): AnswersValues {
  const licence = stored['registration.driverLicence'];
  const availability = stored['registration.availability'];
  return {
    jobsOfInterest: stored.jobs as AnswersValues['jobsOfInterest'],
    jobFields: stored['registration.jobFields'] as AnswersValues['jobFields'],
    licenceClasses: licence.classes,
    otherClass: licence.otherClass ?? '',
    carInUse: licence.carInUse,
    availability: availability.options,
    weeklyHours: availability.weeklyHours === null ? '' : String(availability.weeklyHours),
    permit: (stored.permit ?? '') as WorkPermitOption | '',
    permitExpiry: dayOrEmpty(stored.permitActive),
    permitApplied: dayOrEmpty(stored.permitApplied),
  };
}

/** Checks the answers with the registration form's rules (`talentAnswers`) and gives them in stored form. */
export function checkAnswers(values: AnswersValues): Checked<StoredAnswers, AnswersField> {
  const result = talentAnswers.safeParse(answersInput(values));
  if (result.success) return { ok: true, data: answersToStored(result.data) };
  const errors: Partial<Record<AnswersField, string>> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.');
    errors[ANSWER_FIELD_PATHS[path] ?? (path as AnswersField)] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A save found the answer or record changed by someone else since the form opened: nothing was written. */
export class ChangedMeanwhileError extends Error {
  constructor() {
    super('changed meanwhile');
    this.name = 'ChangedMeanwhileError';
  }
}

// ── work history rows and educations, each saved on its own ─────────────────────────────────

export type OwnRecordKind = 'workHistory' | 'educations';
export interface WorkValues {
  company: string;
  job: string;
  start: string;
  end: string;
  stillWorking: boolean;
  responsibilities: string;
}
export interface EducationValues {
  institution: string;
  countryCity: string;
  facultySpecialty: string;
  graduationYear: string;
}
export type RecordValues<K extends OwnRecordKind> = K extends 'workHistory' ? WorkValues : EducationValues;
export type StoredRecord<K extends OwnRecordKind> = K extends 'workHistory'
  ? RegistrationRecords['workHistory'][number]
  : RegistrationRecords['educations'][number];

export const emptyRecordValues = {
  workHistory: (): WorkValues => ({ company: '', job: '', start: '', end: '', stillWorking: false, responsibilities: '' }),
  educations: (): EducationValues => ({ institution: '', countryCity: '', facultySpecialty: '', graduationYear: '' }),
};

/** A stored row as the form's values. */
export function recordValuesOf(kind: 'workHistory', row: TalentWorkHistory): WorkValues;
export function recordValuesOf(kind: 'educations', row: TalentEducation): EducationValues;
export function recordValuesOf(kind: OwnRecordKind, row: TalentWorkHistory | TalentEducation): WorkValues | EducationValues {
  if (kind === 'workHistory') {
    const w = row as TalentWorkHistory;
    return {
      company: w.company,
      job: w.job,
      start: dayOrEmpty(w.start ?? null),
      end: dayOrEmpty(w.end ?? null),
      stillWorking: w.stillWorking,
      responsibilities: w.responsibilities ?? '',
    };
  }
  const e = row as TalentEducation;
  return {
    institution: e.institution,
    countryCity: e.countryCity ?? '',
    facultySpecialty: e.facultySpecialty ?? '',
    graduationYear: e.graduationYear === null || e.graduationYear === undefined ? '' : String(e.graduationYear),
  };
}

/** Checks a row with the registration's rules and gives it in its stored form. */
export function checkRecord<K extends OwnRecordKind>(
  kind: K,
  values: RecordValues<K>,
): Checked<StoredRecord<K>, keyof RecordValues<K> & string> {
  type F = keyof RecordValues<K> & string;
  if (kind === 'workHistory') {
    const w = values as WorkValues;
    const result = ownWorkHistoryEntry.safeParse({ ...w, end: w.stillWorking ? '' : w.end });
    return result.success
      ? { ok: true, data: workHistoryRecord(result.data) as StoredRecord<K> }
      : { ok: false, errors: fieldErrors<F>(result.error.issues) };
  }
  const e = values as EducationValues;
  const result = educationBlock.safeParse({ ...e, graduationYear: numberOrText(e.graduationYear) });
  return result.success
    ? { ok: true, data: educationRecord(result.data) as StoredRecord<K> }
    : { ok: false, errors: fieldErrors<F>(result.error.issues) };
}

// ── "Download my data" ─────────────────────────────────────────────────────────────────────

/** `vuoro-my-data-2026-11-23.json`. */
export function exportFileName(now: Date): string {
  return `vuoro-my-data-${dayInputValue(now)}.json`;
}
