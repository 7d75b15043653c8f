import {
  DEFAULT_PHONE_PREFIX,
  talentFileProblem,
  talentRegistrationForm,
  type AvailabilityOption,
  type DriverLicenceClass,
  type JobCategory,
  type JobField,
  type LanguageLevel,
  type TalentRegistrationForm,
  type TalentRegistrationFormInput,
  type WorkPermitOption,
} from '@vuoro/domain';

/**
 * The registration form's values as the inputs give them (text, ticks, files), their way to the
 * domain's `talentRegistrationForm`, and the errors by field path. Rows of the repeating blocks
 * carry a `key` of their own so React keeps each row's inputs when another row is removed.
 */
export interface LanguageRow {
  key: string;
  language: string;
  level: LanguageLevel | '';
}
export interface EducationRow {
  key: string;
  institution: string;
  countryCity: string;
  facultySpecialty: string;
  graduationYear: string;
}
export interface WorkRow {
  key: string;
  company: string;
  job: string;
  start: string;
  end: string;
  stillWorking: boolean;
  responsibilities: string;
}
export interface ReferenceRow {
  key: string;
  name: string;
  position: string;
  company: string;
  email: string;
  phone: string;
}

export interface RegistrationValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  currentLocation: string;
  jobsOfInterest: JobCategory[];
  jobFields: JobField[];
  languages: LanguageRow[];
  educations: EducationRow[];
  workHistory: WorkRow[];
  references: ReferenceRow[];
  licenceClasses: DriverLicenceClass[];
  otherClass: string;
  carInUse: boolean;
  availability: AvailabilityOption[];
  weeklyHours: string;
  permit: WorkPermitOption | '';
  permitExpiry: string;
  permitApplied: string;
  readyToMove: boolean;
  whereHeard: string;
  skillsAndHobbies: string;
  duplicateProfile: boolean;
  cv: File | null;
  photo: File | null;
  /** The honeypot: hidden from people, so it stays empty unless a bot fills it. */
  website: string;
}

let rowCounter = 0;
export const rowKey = () => `row-${++rowCounter}`;

export const emptyLanguage = (): LanguageRow => ({ key: rowKey(), language: '', level: '' });
export const emptyEducation = (): EducationRow => ({
  key: rowKey(),
  institution: '',
  countryCity: '',
  facultySpecialty: '',
  graduationYear: '',
});
export const emptyWork = (): WorkRow => ({
  key: rowKey(),
  company: '',
  job: '',
  start: '',
  end: '',
  stillWorking: false,
  responsibilities: '',
});
export const emptyReference = (): ReferenceRow => ({ key: rowKey(), name: '', position: '', company: '', email: '', phone: '' });

/** A blank form: the phone starts with the default prefix +358 and one language row is ready. */
export const emptyRegistration = (): RegistrationValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: DEFAULT_PHONE_PREFIX,
  password: '',
  confirmPassword: '',
  currentLocation: '',
  jobsOfInterest: [],
  jobFields: [],
  languages: [emptyLanguage()],
  educations: [],
  workHistory: [],
  references: [],
  licenceClasses: [],
  otherClass: '',
  carInUse: false,
  availability: [],
  weeklyHours: '',
  permit: '',
  permitExpiry: '',
  permitApplied: '',
  readyToMove: false,
  whereHeard: '',
  skillsAndHobbies: '',
  duplicateProfile: false,
  cv: null,
  photo: null,
  website: '',
});

const numberOrText = (value: string): number | string | undefined => {
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : text;
};

function permitOf(values: RegistrationValues): TalentRegistrationFormInput['workPermit'] {
  switch (values.permit) {
    case '':
      return null;
    case 'active':
      return { status: 'active', expiryDate: values.permitExpiry };
    case 'notActive':
      return { status: 'notActive', applicationDate: values.permitApplied };
    default:
      return { status: values.permit };
  }
}

/**
 * The values as the domain schema takes them. A phone left at the bare prefix counts as empty
 * ('Field is required'); language rows left entirely blank are dropped (a half-filled row stays,
 * so its missing part is reported); files are checked separately (`fileErrors`).
 */
export function toInput(values: RegistrationValues, formLanguage: string | null): TalentRegistrationFormInput {
  const phone = values.phone.trim() === DEFAULT_PHONE_PREFIX ? '' : values.phone;
  return {
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
    formLanguage: formLanguage === 'en' || formLanguage === 'uk' || formLanguage === 'ru' ? formLanguage : null,
    currentLocation: values.currentLocation,
    jobsOfInterest: values.jobsOfInterest,
    jobFields: values.jobFields,
    languages: values.languages
      .filter((l) => l.language !== '' || l.level !== '')
      .map(
        (l) =>
          ({ language: l.language, level: l.level === '' ? undefined : l.level }) as { language: string; level: LanguageLevel },
      ),
    educations: values.educations.map((e) => ({
      institution: e.institution,
      countryCity: e.countryCity,
      facultySpecialty: e.facultySpecialty,
      graduationYear: numberOrText(e.graduationYear) as number | undefined,
    })),
    workHistory: values.workHistory.map((w) => ({
      company: w.company,
      job: w.job,
      start: w.start,
      end: w.stillWorking ? '' : w.end,
      stillWorking: w.stillWorking,
      responsibilities: w.responsibilities,
    })),
    references: values.references.map((r) => ({
      name: r.name,
      position: r.position,
      company: r.company,
      email: r.email.trim(),
      phone: r.phone,
    })),
    driverLicence: { classes: values.licenceClasses, otherClass: values.otherClass, carInUse: values.carInUse },
    availability: { options: values.availability, weeklyHours: numberOrText(values.weeklyHours) as number | undefined },
    workPermit: permitOf(values),
    readyToMove: values.readyToMove,
    whereHeard: values.whereHeard,
    duplicateProfile: values.duplicateProfile,
    skillsAndHobbies: values.skillsAndHobbies,
  };
}

/** Errors by field path (`firstName`, `languages.0.level`, `workHistory.1.end`, `cv`, …) as `validation:` keys. */
export type RegistrationErrors = Record<string, string>;

/** Where a schema issue is shown: the work permit's dates and the blocks' single inputs have their own fields. */
const PATH_ALIASES: Record<string, string> = {
  'workPermit.expiryDate': 'permitExpiry',
  'workPermit.applicationDate': 'permitApplied',
  workPermit: 'permit',
  'driverLicence.otherClass': 'otherClass',
  'availability.weeklyHours': 'weeklyHours',
};

/** Zod issues → the first message of each field path. */
export function toErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = PATH_ALIASES[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The chosen files against the Storage limits: a photo is an image of at most 5 MB; a CV a document of at most 10 MB. */
export function fileErrors(values: Pick<RegistrationValues, 'cv' | 'photo'>): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const cv = values.cv && talentFileProblem('cv', values.cv);
  const photo = values.photo && talentFileProblem('avatar', values.photo);
  if (cv) errors.cv = cv;
  if (photo) errors.photo = photo;
  return errors;
}

export type Checked = { ok: true; form: TalentRegistrationForm } | { ok: false; errors: RegistrationErrors };

/** Checks the whole form with the domain schema and the file limits. */
export function validateRegistration(values: RegistrationValues, formLanguage: string | null): Checked {
  const parsed = talentRegistrationForm.safeParse(toInput(values, formLanguage));
  const files = fileErrors(values);
  if (parsed.success && Object.keys(files).length === 0) return { ok: true, form: parsed.data };
  return { ok: false, errors: { ...(parsed.success ? {} : toErrors(parsed.error.issues)), ...files } };
}
