import {
  fieldErrors,
  jobInterestForm,
  readVacancy,
  vacancyWrite,
  DEFAULT_PHONE_PREFIX,
  type ContractType,
  type ReadableVacancy,
  type Vacancy,
  type WorkTimeType,
} from '@vuoro/domain';
import { htmlToText } from './components/safe-html';

/**
 * The vacancy screens' form values and their way to the domain schemas. Forms hold text as the
 * inputs give it; the domain schemas (`jobInterestForm`, `vacancyWrite`) check it and give the
 * spec's messages as `validation:` keys.
 */

// ── the job interest form ──────────────────────────────────────────────────────────────────

export interface InterestValues {
  name: string;
  phone: string;
  email: string;
  interested: '' | 'yes' | 'no';
  contractType: '' | ContractType;
  workTimeType: '' | WorkTimeType;
  weeklyHours: string;
  collectiveAgreement: string;
}
export type InterestField = keyof InterestValues;

/** In the order the form shows them: the first field with an error takes the focus. */
export const INTEREST_FIELDS: readonly InterestField[] = [
  'name',
  'phone',
  'email',
  'interested',
  'contractType',
  'workTimeType',
  'weeklyHours',
  'collectiveAgreement',
];

export const emptyInterest = (): InterestValues => ({
  name: '',
  phone: DEFAULT_PHONE_PREFIX,
  email: '',
  interested: '',
  contractType: '',
  workTimeType: '',
  weeklyHours: '',
  collectiveAgreement: '',
});

const orNull = (v: string) => (v.trim() === '' ? null : v);

/** The form's values as the domain schema takes them; the employer comes from the vacancy. */
export function toInterestInput(values: InterestValues, employer: string | null | undefined): Record<string, unknown> {
  const hours = values.weeklyHours.trim().replace(',', '.');
  return {
    name: values.name,
    phone: values.phone,
    email: values.email,
    interested: values.interested === '' ? undefined : values.interested === 'yes',
    contractType: orNull(values.contractType),
    workTimeType: orNull(values.workTimeType),
    weeklyHours: hours === '' ? null : Number(hours),
    collectiveAgreement: orNull(values.collectiveAgreement),
    employer: employer || null,
  };
}

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/** Checks the form with the domain schema: the parsed record, or an error (a `validation:` key) per field. */
export function checkInterest(values: InterestValues, employer: string | null | undefined) {
  const parsed = jobInterestForm.safeParse(toInterestInput(values, employer));
  if (parsed.success) return { ok: true as const, data: parsed.data };
  return { ok: false as const, errors: fieldErrors<InterestField>(parsed.error.issues) };
}

// ── the recruiter's vacancy form ───────────────────────────────────────────────────────────

export interface VacancyValues {
  name: string;
  company: string;
  recruiter: string;
  cities: string;
  counties: string;
  location: string;
  employmentType: string;
  startDate: string;
  language: string;
  tags: string;
  logo: string;
  image: string;
  description: string;
  companyDescription: string;
  applyLinkSuffix: string;
  published: boolean;
}
export type VacancyField = Exclude<keyof VacancyValues, 'published'>;

/** Each form field's stored short key. */
const KEY_OF = {
  name: 'n',
  company: 'c',
  recruiter: 'r',
  cities: 'ci',
  counties: 'co',
  location: 'l',
  employmentType: 'et',
  startDate: 'sd',
  language: 'la',
  tags: 't',
  logo: 'lo',
  image: 'im',
  description: 'd',
  companyDescription: 'cd',
  applyLinkSuffix: 'al',
} as const satisfies Record<VacancyField, string>;

export const VACANCY_FIELDS = Object.keys(KEY_OF) as VacancyField[];
/** Fields holding a list, typed comma-separated. */
export const LIST_FIELDS: ReadonlySet<VacancyField> = new Set(['cities', 'counties', 'tags']);

const splitList = (v: string) =>
  v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function emptyVacancyValues(): VacancyValues {
  return {
    name: '',
    company: '',
    recruiter: '',
    cities: '',
    counties: '',
    location: '',
    employmentType: '',
    startDate: '',
    language: '',
    tags: '',
    logo: '',
    image: '',
    description: '',
    companyDescription: '',
    applyLinkSuffix: '',
    published: false,
  };
}

/** A stored vacancy as form values (lists comma-separated). */
export function toVacancyValues(v: Vacancy): VacancyValues {
  const values = emptyVacancyValues();
  for (const field of VACANCY_FIELDS) {
    const stored = v[KEY_OF[field]];
    values[field] = Array.isArray(stored) ? stored.join(', ') : typeof stored === 'string' ? stored : '';
  }
  values.published = v.p;
  return values;
}

/** The form's values as stored short keys; empty text is left out. */
export function toVacancyInput(values: VacancyValues): Record<string, unknown> {
  const input: Record<string, unknown> = { p: values.published };
  for (const field of VACANCY_FIELDS) {
    const key = KEY_OF[field];
    if (LIST_FIELDS.has(field)) input[key] = splitList(values[field]);
    else if (values[field].trim() !== '') input[key] = values[field];
  }
  return input;
}

/** Checks the recruiter's form with `vacancyWrite`: what to store, or an error per field. */
export function checkVacancy(values: VacancyValues) {
  const parsed = vacancyWrite.safeParse(toVacancyInput(values));
  if (parsed.success) return { ok: true as const, data: parsed.data };
  const byKey = fieldErrors<string>(parsed.error.issues);
  const errors: FieldErrors<VacancyField> = {};
  for (const field of VACANCY_FIELDS) if (byKey[KEY_OF[field]]) errors[field] = byKey[KEY_OF[field]];
  return { ok: false as const, errors };
}

// ── the public list ────────────────────────────────────────────────────────────────────────

export interface VacancyFilter {
  text: string;
  city: string;
}

/** Every city of the listed vacancies, once, sorted (for the city filter). */
export function citiesOf(list: readonly Vacancy[]): string[] {
  return [...new Set(list.flatMap((v) => v.ci))].sort((a, b) => a.localeCompare(b, 'fi'));
}

const fold = (s: string) => s.toLocaleLowerCase('fi').normalize('NFKD').replace(/\p{M}/gu, '');

/**
 * The vacancies that match the filter: the city among the vacancy's cities, and every word of
 * the text in its title, company, places, employment type, tags or description (case and
 * accents ignored). Newest first.
 */
export function filterVacancies(list: readonly Vacancy[], filter: VacancyFilter): ReadableVacancy[] {
  const words = fold(filter.text).split(/\s+/).filter(Boolean);
  return list
    .filter((v) => !filter.city || v.ci.includes(filter.city))
    .filter((v) => {
      if (words.length === 0) return true;
      const haystack = fold(
        [v.n, v.c, v.l, v.et, ...v.ci, ...v.co, ...v.t, htmlToText(v.d ?? ''), htmlToText(v.cd ?? '')].filter(Boolean).join(' '),
      );
      return words.every((w) => haystack.includes(w));
    })
    .sort((a, b) => (b.u?.getTime() ?? 0) - (a.u?.getTime() ?? 0))
    .map(readVacancy);
}
