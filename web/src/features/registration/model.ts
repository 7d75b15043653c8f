import {
  ANSWER_FIELD_PATHS,
  answersInput,
  DEFAULT_PHONE_PREFIX,
  numberOrText,
  stepOfField,
  SUPPORTED_LANGUAGES,
  talentFileProblem,
  talentRegistrationForm,
  type AnswersFormValues,
  type LanguageLevel,
  type RegistrationFormStep,
  type SupportedLanguage,
  type TalentRegistrationForm,
  type TalentRegistrationFormInput,
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

/** The jobs, licence, availability and permit answers have the shape /talent-profile edits them in. */
export interface RegistrationValues extends AnswersFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  currentLocation: string;
  languages: LanguageRow[];
  educations: EducationRow[];
  workHistory: WorkRow[];
  references: ReferenceRow[];
  readyToMove: boolean;
  whereHeard: string;
  skillsAndHobbies: string;
  duplicateProfile: boolean;
  cv: File | null;
  photo: File | null;
  /** The privacy notice's consent tick (issue 27 item 7). */
  consent: boolean;
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
  consent: false,
  website: '',
});

/**
 * The values as the domain schema takes them. A phone left at the bare prefix counts as empty
 * ('Field is required'); language rows left entirely blank are dropped (a half-filled row stays,
 * so its missing part is reported); files are checked separately (`fileErrors`).
 */
export function toInput(values: RegistrationValues, formLanguage: string | null): TalentRegistrationFormInput {
  const phone = values.phone.trim() === DEFAULT_PHONE_PREFIX ? '' : values.phone;
  return {
    ...answersInput(values),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone,
    password: values.password,
    confirmPassword: values.confirmPassword,
    formLanguage: formLanguage === 'en' || formLanguage === 'uk' || formLanguage === 'ru' ? formLanguage : null,
    currentLocation: values.currentLocation,
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
    readyToMove: values.readyToMove,
    whereHeard: values.whereHeard,
    duplicateProfile: values.duplicateProfile,
    skillsAndHobbies: values.skillsAndHobbies,
    consent: values.consent as true,
  };
}

/** Errors by field path (`firstName`, `languages.0.level`, `workHistory.1.end`, `cv`, …) as `validation:` keys. */
export type RegistrationErrors = Record<string, string>;

/** Zod issues → the first message of each field path. */
export function toErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join('.');
    const field = ANSWER_FIELD_PATHS[path] ?? path;
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

/** The errors of one step only: its Next checks the step's fields with the registration's messages. */
export function stepErrors(errors: RegistrationErrors, step: RegistrationFormStep): RegistrationErrors {
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));
}

// ── what was typed survives a reload (sessionStorage; never the password nor the files) ─────

const DRAFT_KEY = 'vuoro:registration-draft';
/** Not kept: the password (never written anywhere), the files (not serialisable), the honeypot. */
const NOT_KEPT = ['password', 'confirmPassword', 'cv', 'photo', 'website'] as const;
type KeptValues = Omit<RegistrationValues, (typeof NOT_KEPT)[number]>;

/**
 * Stores what was typed for this tab, and the language it is being filled in (a reload of
 * /register would otherwise take the browser's); a full or blocked storage is ignored.
 */
export function saveDraft(
  values: RegistrationValues,
  language: string,
  storage: Storage | undefined = globalThis.sessionStorage,
): void {
  const kept: Partial<RegistrationValues> = { ...values };
  for (const key of NOT_KEPT) delete kept[key];
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify(kept));
    storage?.setItem(`${DRAFT_KEY}-language`, language);
  } catch {
    // Private mode or full: nothing is kept, nothing breaks.
  }
}

/** The blank form with what this tab kept, its rows given fresh keys; a broken draft is ignored. */
export function loadDraft(storage: Storage | undefined = globalThis.sessionStorage): RegistrationValues {
  const blank = emptyRegistration();
  let kept: Partial<KeptValues> | null = null;
  try {
    const text = storage?.getItem(DRAFT_KEY);
    kept = text ? (JSON.parse(text) as Partial<KeptValues>) : null;
  } catch {
    kept = null;
  }
  if (!kept || typeof kept !== 'object') return blank;
  const known = Object.fromEntries(
    Object.entries(kept).filter(([key, value]) => key in blank && typeof value === typeof blank[key as keyof RegistrationValues]),
  ) as Partial<KeptValues>;
  const rows = <R extends { key: string }>(list: R[] | undefined, fallback: R[]) =>
    Array.isArray(list) ? list.map((row) => ({ ...row, key: rowKey() })) : fallback;
  return {
    ...blank,
    ...known,
    languages: rows(known.languages, blank.languages),
    educations: rows(known.educations, blank.educations),
    workHistory: rows(known.workHistory, blank.workHistory),
    references: rows(known.references, blank.references),
  };
}

/** The language the kept draft was being filled in, when it is one of ours. */
export function draftLanguage(storage: Storage | undefined = globalThis.sessionStorage): SupportedLanguage | null {
  try {
    const language = storage?.getItem(`${DRAFT_KEY}-language`);
    return SUPPORTED_LANGUAGES.find((l) => l === language) ?? null;
  } catch {
    return null;
  }
}

export function clearDraft(storage: Storage | undefined = globalThis.sessionStorage): void {
  try {
    storage?.removeItem(DRAFT_KEY);
    storage?.removeItem(`${DRAFT_KEY}-language`);
  } catch {
    // Nothing kept to clear.
  }
}
