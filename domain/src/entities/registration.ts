import { z } from 'zod';
import { TALENT_LANGUAGES, TEXT_LIMITS } from '../constants';
import { optionalFirestoreDate, requiredDate } from '../firestore';
import {
  availabilityOption,
  driverLicenceClass,
  jobCategory,
  jobField,
  type AvailabilityOption,
  type DriverLicenceClass,
  type JobCategory,
  type JobField,
  type WorkPermitOption,
} from '../labels';
import { privacyConsentTick } from '../privacy';
import { emailField } from '../validation/email';
import { validationMessages as m } from '../texts/messages';
import { newPasswordField } from '../validation/password';
import { optionalPhoneField, phoneField } from '../validation/phone';
import { englishText } from '../validation/talent-form';
import { booleanField, listOf, optionalText, requiredText, wholeNumber } from './common';
import { languageSkill, type Talent } from './talent';

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
 * The public talent registration form (spec section 3, "Registration form labels"). Required, as
 * spec section 5 says: first name, last name, email and phone (+358 or international form), and
 * at least one language with its level; the other blocks may be left empty. The free texts that
 * reach the English profile (skills and hobbies, a job's responsibilities) must be in Latin
 * characters. `cv` and `photo` are the Storage paths of the files the talent uploaded (under
 * `{uid}/cv/` and `{uid}/avatar/`). `duplicateProfile` marks that the talent says they may
 * already have a profile, so recruiters merge rather than add.
 */
export const talentRegistration = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailField,
  phone: phoneField,
  formLanguage: z.enum(TALENT_LANGUAGES).nullish(),
  currentLocation: optionalText(),
  jobsOfInterest: listOf(jobCategory, 100).default([]),
  jobFields: listOf(jobField, 20).default([]),
  languages: listOf(languageSkill, 30).min(1, { error: m.languageRequired }),
  educations: listOf(educationBlock, 20).default([]),
  workHistory: listOf(
    workHistoryFields.extend({ responsibilities: englishText(TEXT_LIMITS.medium) }).superRefine(checkWorkHistory),
    30,
  ).default([]),
  references: listOf(workReference, 10).default([]),
  driverLicence: driverLicence.default({ classes: [], carInUse: false }),
  availability: availability.default({ options: [] }),
  workPermit: workPermit.nullish(),
  readyToMove: booleanField.default(false),
  whereHeard: optionalText(),
  cv: optionalText(TEXT_LIMITS.medium),
  photo: optionalText(TEXT_LIMITS.medium),
  duplicateProfile: booleanField.default(false),
  skillsAndHobbies: englishText(TEXT_LIMITS.medium),
});
export type TalentRegistration = z.infer<typeof talentRegistration>;
export type TalentRegistrationInput = z.input<typeof talentRegistration>;

/**
 * The registration with the password that creates the account (spec section 5's rules: 'This
 * password does not meet all the requirements'; 'Passwords differ' on the confirmation) and the
 * privacy notice's consent tick (issue 27 item 7), which must be ticked.
 */
export const talentRegistrationForm = talentRegistration
  .extend({
    password: newPasswordField,
    confirmPassword: z.string({ error: m.fieldRequired }),
    consent: privacyConsentTick,
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: m.passwordsDiffer,
    path: ['confirmPassword'],
    // Checked even while other fields are wrong, so every problem shows at once.
    when: (payload) => payload.issues.every((issue) => !['password', 'confirmPassword'].includes(String(issue.path?.[0]))),
  });
export type TalentRegistrationForm = z.infer<typeof talentRegistrationForm>;
export type TalentRegistrationFormInput = z.input<typeof talentRegistrationForm>;

// ── the registration in steps (issue 27 item 7) ─────────────────────────────────────────────

/**
 * The registration's steps, in order: each shows (and its Next checks) only its own fields. The
 * work answers are two steps (the jobs and the work history; availability, licence and permit)
 * so that no step is much longer than a phone's screen or two at 360 px.
 */
export const REGISTRATION_STEPS = ['account', 'work', 'conditions', 'languages', 'education', 'documents'] as const;
export type RegistrationFormStep = (typeof REGISTRATION_STEPS)[number];

/** The form's top-level fields each step holds (the files `cv` and `photo` included). */
export const REGISTRATION_STEP_FIELDS: Record<RegistrationFormStep, readonly string[]> = {
  account: ['firstName', 'lastName', 'email', 'phone', 'currentLocation', 'password', 'confirmPassword'],
  work: ['jobsOfInterest', 'jobFields', 'workHistory'],
  conditions: ['availability', 'driverLicence', 'workPermit', 'readyToMove'],
  languages: ['languages'],
  education: ['educations', 'references', 'skillsAndHobbies', 'whereHeard', 'duplicateProfile'],
  documents: ['cv', 'photo', 'consent'],
};

/**
 * The step that shows a field, by its schema path (`workHistory.1.end` → work) or its input's name
 * (`permitExpiry` → work); unknown paths: the last step.
 */
export function stepOfField(path: string): RegistrationFormStep {
  const alias = Object.entries(ANSWER_FIELD_PATHS).find(([, field]) => field === path)?.[0];
  const top = (alias ?? path).split('.')[0] ?? '';
  return REGISTRATION_STEPS.find((step) => REGISTRATION_STEP_FIELDS[step].includes(top)) ?? 'documents';
}

/** Only the issues (or errors by path) that belong to `step`. */
export function issuesOfStep<T extends { path: readonly PropertyKey[] }>(issues: readonly T[], step: RegistrationFormStep): T[] {
  return issues.filter((issue) => stepOfField(issue.path.map(String).join('.')) === step);
}

/** Languages offered first in the language-skill picker (any ISO 639 code is accepted). */
export const SKILL_LANGUAGE_CHOICES = [
  'fi',
  'en',
  'sv',
  'uk',
  'ru',
  'et',
  'de',
  'fr',
  'es',
  'pl',
  'ar',
  'so',
  'fa',
  'tr',
  'vi',
  'zh',
] as const;

/**
 * What the registration adds to the profile beyond the Talent entity's fields, kept on the talent
 * document as the map `registration` (written once, on the talent's own create): job fields,
 * driver licence, availability, ready to move, where they heard about us, the form's language.
 * Read back leniently (the recruiter's talent detail): an older or partial map shows what it has.
 */
const storedOrNull = <T extends z.ZodType>(schema: T) => schema.nullish().transform((v) => v ?? null);
export const registrationExtras = z.object({
  jobFields: listOf(jobField, 20).default([]),
  driverLicence: z
    .object({
      classes: listOf(driverLicenceClass, 10).default([]),
      otherClass: storedOrNull(z.string()),
      carInUse: z.boolean().default(false),
    })
    .default({ classes: [], otherClass: null, carInUse: false }),
  availability: z
    .object({
      options: listOf(availabilityOption, 20).default([]),
      weeklyHours: storedOrNull(z.number()),
    })
    .default({ options: [], weeklyHours: null }),
  readyToMove: z.boolean().default(false),
  whereHeard: storedOrNull(z.string()),
  formLanguage: storedOrNull(z.string()),
});
export type RegistrationExtras = z.output<typeof registrationExtras>;

/** The talent document a registration creates (without `added`, which is the server time). */
export type RegisteredTalent = Pick<
  Talent,
  'firstName' | 'lastName' | 'email' | 'jobs' | 'languages' | 'workHistories' | 'educations' | 'duplicate'
> & {
  phoneNumber: string;
  location: string | null;
  skills: string | null;
  permit: Talent['permit'];
  permitActive: Date | null;
  permitApplied: Date | null;
  fileCV: string | null;
  photo: string | null;
  avatar: string | null;
  registration: RegistrationExtras;
};

/** The subcollection records of a registration, in the shapes `talent-records.ts` reads. */
export interface RegistrationRecords {
  workHistory: (Omit<WorkHistoryEntry, 'start' | 'end' | 'responsibilities'> & {
    start: Date | null;
    end: Date | null;
    responsibilities: string | null;
  })[];
  workReferences: { name: string; position: string | null; company: string | null; email: string | null; phone: string | null }[];
  educations: {
    institution: string;
    countryCity: string | null;
    facultySpecialty: string | null;
    graduationYear: number | null;
  }[];
}

const orNull = <T>(value: T | null | undefined): T | null => (value === undefined || value === '' ? null : value);

/** A work history entry as its record stores it: a still-working job has no end; empty texts are null. */
export function workHistoryRecord(w: WorkHistoryEntry): RegistrationRecords['workHistory'][number] {
  return {
    company: w.company,
    job: w.job,
    start: w.start ?? null,
    end: w.stillWorking ? null : (w.end ?? null),
    stillWorking: w.stillWorking,
    responsibilities: orNull(w.responsibilities),
  };
}

/** An education block as its record stores it. */
export function educationRecord(e: EducationBlock): RegistrationRecords['educations'][number] {
  return {
    institution: e.institution,
    countryCity: orNull(e.countryCity),
    facultySpecialty: orNull(e.facultySpecialty),
    graduationYear: e.graduationYear ?? null,
  };
}

/** The work permit as the talent document stores it: `permit` with its expiry or application date. */
function permitFields(permit: WorkPermit | null | undefined): {
  permit: WorkPermit['status'] | null;
  permitActive: Date | null;
  permitApplied: Date | null;
} {
  return {
    permit: permit?.status ?? null,
    permitActive: permit?.status === 'active' ? permit.expiryDate : null,
    permitApplied: permit?.status === 'notActive' ? permit.applicationDate : null,
  };
}

/** The driving licence as stored: the other class named only when 'other' is ticked. */
function licenceStored(l: DriverLicence): RegistrationExtras['driverLicence'] {
  return { classes: l.classes, otherClass: l.classes.includes('other') ? orNull(l.otherClass) : null, carInUse: l.carInUse };
}

/**
 * A parsed registration → the talent document and its records. Decisions: the current location
 * is `location`; jobs of interest are `jobs`; skills and hobbies are `skills`; an education's
 * graduation year becomes the `end` of the profile's education item (1 June of that year) and its
 * institution and faculty the `school` and `degree`; a still-working job has no end; the work
 * permit's dates are `permitActive` (expiry) and `permitApplied` (application); the photo is both
 * `photo` and `avatar` (the profile shows either).
 */
export function registrationToTalent(form: TalentRegistration): { talent: RegisteredTalent; records: RegistrationRecords } {
  const permit = form.workPermit ?? null;
  const workHistory = form.workHistory.map(workHistoryRecord);
  const educations = form.educations.map(educationRecord);
  return {
    talent: {
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phoneNumber: form.phone,
      location: orNull(form.currentLocation),
      jobs: form.jobsOfInterest,
      languages: form.languages,
      skills: orNull(form.skillsAndHobbies),
      workHistories: workHistory.map((w) => ({ start: w.start, end: w.end, company: w.company, title: w.job })),
      educations: educations.map((e) => ({
        start: null,
        end: e.graduationYear ? new Date(Date.UTC(e.graduationYear, 5, 1)) : null,
        school: e.institution,
        degree: e.facultySpecialty,
      })),
      ...permitFields(permit),
      fileCV: orNull(form.cv),
      photo: orNull(form.photo),
      avatar: orNull(form.photo),
      duplicate: form.duplicateProfile,
      registration: {
        jobFields: form.jobFields,
        driverLicence: licenceStored(form.driverLicence),
        availability: { options: form.availability.options, weeklyHours: form.availability.weeklyHours ?? null },
        readyToMove: form.readyToMove,
        whereHeard: orNull(form.whereHeard),
        formLanguage: form.formLanguage ?? null,
      },
    },
    records: {
      workHistory,
      workReferences: form.references.map((r) => ({
        name: r.name,
        position: orNull(r.position),
        company: orNull(r.company),
        email: orNull(r.email),
        phone: orNull(r.phone),
      })),
      educations,
    },
  };
}

// ── the talent keeps its answers current (/talent-profile) ─────────────────────────────────

/**
 * The registration answers a talent changes later on /talent-profile, with the registration
 * form's rules: jobs of interest and job fields, driving licence, availability and work permit.
 * (Work history and educations are records, each saved on its own: `workHistoryEntry` with the
 * registration's Latin-only responsibilities, `educationBlock`.)
 */
export const talentAnswers = talentRegistration.pick({
  jobsOfInterest: true,
  jobFields: true,
  driverLicence: true,
  availability: true,
  workPermit: true,
});
export type TalentAnswers = z.infer<typeof talentAnswers>;
export type TalentAnswersInput = z.input<typeof talentAnswers>;

/** A work history row the talent saves on its own profile (the registration's rules). */
export const ownWorkHistoryEntry = talentRegistration.shape.workHistory.unwrap().element;

/**
 * The answers as a form's inputs give them, shared by the registration and /talent-profile: ticks
 * as code lists, the dates as `yyyy-mm-dd`, the weekly hours as typed.
 */
export interface AnswersFormValues {
  jobsOfInterest: JobCategory[];
  jobFields: JobField[];
  licenceClasses: DriverLicenceClass[];
  otherClass: string;
  carInUse: boolean;
  availability: AvailabilityOption[];
  weeklyHours: string;
  permit: WorkPermitOption | '';
  permitExpiry: string;
  permitApplied: string;
}
export type AnswersFormField = keyof AnswersFormValues;

/** Whole numbers as numbers; empty as null; anything else as typed, for the schema to refuse with its message. */
export const numberOrText = (value: string): number | string | null => {
  const text = value.trim();
  if (text === '') return null;
  return /^\d+$/.test(text) ? Number(text) : text;
};

/** The answers' form values as the schemas take them (`talentAnswers`, and the registration's same fields). */
export function answersInput(values: AnswersFormValues): TalentAnswersInput {
  const workPermit =
    values.permit === ''
      ? null
      : values.permit === 'active'
        ? { status: 'active' as const, expiryDate: values.permitExpiry }
        : values.permit === 'notActive'
          ? { status: 'notActive' as const, applicationDate: values.permitApplied }
          : { status: values.permit };
  return {
    jobsOfInterest: values.jobsOfInterest,
    jobFields: values.jobFields,
    driverLicence: { classes: values.licenceClasses, otherClass: values.otherClass, carInUse: values.carInUse },
    availability: { options: values.availability, weeklyHours: numberOrText(values.weeklyHours) as number | null },
    workPermit,
  };
}

/** Where a schema issue of the answers is shown: the permit's dates and the blocks' single inputs have their own fields. */
export const ANSWER_FIELD_PATHS: Readonly<Record<string, AnswersFormField>> = {
  'workPermit.expiryDate': 'permitExpiry',
  'workPermit.applicationDate': 'permitApplied',
  workPermit: 'permit',
  'driverLicence.otherClass': 'otherClass',
  'availability.weeklyHours': 'weeklyHours',
};

/**
 * The answers as the talent document stores them, by field path (firestore.rules `talentAnswers`:
 * inside `registration` only these three keys): what an update writes, field by field.
 */
export interface StoredAnswers {
  jobs: string[];
  'registration.jobFields': string[];
  'registration.driverLicence': RegistrationExtras['driverLicence'];
  'registration.availability': RegistrationExtras['availability'];
  permit: string | null;
  permitActive: Date | null;
  permitApplied: Date | null;
}
export type StoredAnswerField = keyof StoredAnswers;

export function answersToStored(a: TalentAnswers): StoredAnswers {
  return {
    jobs: a.jobsOfInterest,
    'registration.jobFields': a.jobFields,
    'registration.driverLicence': licenceStored(a.driverLicence),
    'registration.availability': { options: a.availability.options, weeklyHours: a.availability.weeklyHours ?? null },
    ...permitFields(a.workPermit),
  };
}

/** What is stored now, read leniently (an older profile without `registration` has empty answers). */
export function storedAnswersOf(
  talent: Pick<Talent, 'jobs' | 'permit' | 'permitActive' | 'permitApplied'>,
  registration: unknown,
): StoredAnswers {
  const extras = registrationExtras.safeParse(registration ?? {});
  const r = extras.success ? extras.data : registrationExtras.parse({});
  return {
    jobs: talent.jobs,
    'registration.jobFields': r.jobFields,
    'registration.driverLicence': r.driverLicence,
    'registration.availability': r.availability,
    permit: talent.permit ?? null,
    permitActive: talent.permitActive ?? null,
    permitApplied: talent.permitApplied ?? null,
  };
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs: what a save writes, and what it checks nobody changed meanwhile. */
export function changedAnswerFields(base: StoredAnswers, next: StoredAnswers): StoredAnswerField[] {
  return (Object.keys(next) as StoredAnswerField[]).filter((k) => !sameValue(base[k], next[k]));
}

/** Whether `current` still holds `base`'s value for each of `fields` (nobody else saved them meanwhile). */
export function answersUnchanged(base: StoredAnswers, current: StoredAnswers, fields: readonly StoredAnswerField[]): boolean {
  return fields.every((k) => sameValue(base[k], current[k]));
}
