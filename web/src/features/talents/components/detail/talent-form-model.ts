import {
  isTalentStatus,
  type JobCategory,
  type LanguageSkill,
  type Tag,
  type Talent,
  type TalentStatus,
  type WorkPermitOption,
} from '@vuoro/domain';
import { updateTalentInput, type UpdateTalentInput } from '../../api/detail/update-talent';

/**
 * The recruiter's talent edit form as values: what is stored now as the form's strings, the form's
 * values as the update's input, and the talent form rules' messages by field path.
 */
export type TextKey =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'phoneNumber'
  | 'linkedInUrl'
  | 'location'
  | 'shortDescription'
  | 'about'
  | 'skills'
  | 'presentation';
export type FlagKey = 'jobSeeker' | 'employedElsewhere' | 'videoInterviewDone';
export interface CertificateRow {
  date: string;
  name: string;
  additional_info: string;
}
export interface ExperienceRow {
  name: string;
  years: string;
}
export type TalentFormValues = Record<TextKey, string> &
  Record<FlagKey, boolean> & {
    languages: LanguageSkill[];
    tags: Tag[];
    industry: string;
    certificates: CertificateRow[];
    yearsOfExperiences: ExperienceRow[];
    permit: WorkPermitOption | '';
    status: TalentStatus | '';
    permitActive: string;
    permitApplied: string;
    jobs: JobCategory[];
    evaledLang: string;
  };
/** Error keys: a field's name, or a row field's path (`certificates.0.name`). */
export type ErrorKey = string;

/** A stored date as the date input's `YYYY-MM-DD` (dates are stored at UTC midnight). */
export function dateInputValue(date: Date | null | undefined): string {
  return date ? date.toISOString().slice(0, 10) : '';
}

/** The form's starting values: what is stored now. */
export function formValuesOf(talent: Talent): TalentFormValues {
  return {
    firstName: talent.firstName,
    lastName: talent.lastName,
    email: talent.email,
    phoneNumber: talent.phoneNumber ?? '',
    linkedInUrl: talent.linkedInUrl ?? '',
    location: talent.location ?? '',
    status: isTalentStatus(talent.status) ? talent.status : '',
    shortDescription: talent.shortDescription ?? '',
    about: talent.about ?? '',
    skills: talent.skills ?? '',
    presentation: talent.presentation ?? '',
    jobSeeker: talent.jobSeeker,
    employedElsewhere: talent.employedElsewhere,
    videoInterviewDone: talent.videoInterviewDone,
    languages: talent.languages.map((l) => ({ ...l })),
    tags: talent.tags.map((tag) => ({ ...tag })),
    industry: talent.industry ?? '',
    certificates: talent.certificates.map((c) => ({
      date: dateInputValue(c.date),
      name: c.name,
      additional_info: c.additional_info ?? '',
    })),
    yearsOfExperiences: talent.yearsOfExperiences.map((y) => ({ name: y.name, years: String(y.years) })),
    permit: talent.permit ?? '',
    permitActive: dateInputValue(talent.permitActive),
    permitApplied: dateInputValue(talent.permitApplied),
    jobs: [...talent.jobs],
    evaledLang: talent.evaledLang ?? '',
  };
}

/** What the form holds as the update's input: blank → absent, numbers as numbers. */
function formInput(values: TalentFormValues): Record<string, unknown> {
  const blank = (v: string) => (v.trim() === '' ? null : v);
  return {
    ...values,
    industry: blank(values.industry),
    evaledLang: blank(values.evaledLang),
    permit: values.permit || null,
    status: values.status || null,
    permitActive: values.permit === 'active' ? blank(values.permitActive) : null,
    permitApplied: values.permit === 'notActive' ? blank(values.permitApplied) : null,
    certificates: values.certificates.map((c) => ({
      date: blank(c.date),
      name: c.name,
      additional_info: blank(c.additional_info),
    })),
    yearsOfExperiences: values.yearsOfExperiences.map((y) => ({
      name: y.name,
      years: y.years.trim() === '' ? undefined : Number(y.years.replace(',', '.')),
    })),
  };
}

/** Field messages (i18n keys) by field, first message per field, from the talent form rules. */
export function validateTalentForm(
  values: TalentFormValues,
): { data: UpdateTalentInput } | { errors: Partial<Record<ErrorKey, string>> } {
  const result = updateTalentInput.safeParse(formInput(values));
  if (result.success) return { data: result.data };
  const errors: Partial<Record<ErrorKey, string>> = {};
  for (const issue of result.error.issues) {
    errors[String(issue.path[0])] ??= issue.message;
    if (issue.path.length > 1) errors[issue.path.join('.')] ??= issue.message;
  }
  return { errors };
}
