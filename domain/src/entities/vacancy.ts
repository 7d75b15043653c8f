import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { contractType, workTimeType } from '../labels';
import { emailField } from '../validation/email';
import { phoneField } from '../validation/phone';
import { validationMessages as m } from '../texts/messages';
import { decimalNumber, docId, booleanField, listOf, optionalText, requiredText } from './common';

/**
 * An open vacancy, collection `vacancies`. The stored document uses short keys (it is listed
 * in full on the open-vacancies screen, so every byte is read many times). Key by key:
 *
 * | key  | meaning                                                    |
 * |------|------------------------------------------------------------|
 * | `r`  | recruiter: the consultant's name                           |
 * | `n`  | name: the vacancy's title                                  |
 * | `c`  | company: the employer's name                               |
 * | `ci` | cities, a list                                             |
 * | `co` | counties (regions), a list                                 |
 * | `lo` | logo: URL of the employer's logo                           |
 * | `im` | image: URL of the vacancy's image                          |
 * | `la` | language of the vacancy text (a language code)             |
 * | `t`  | tags, a list of short texts                                |
 * | `u`  | updated: when the vacancy last changed                     |
 * | `et` | employment type (e.g. "Full-time, fixed term")             |
 * | `sd` | start date as the employer writes it ("ASAP", "1.6.2025")  |
 * | `d`  | description (HTML)                                         |
 * | `l`  | location: the address or area of the workplace             |
 * | `cd` | company description (HTML)                                 |
 * | `al` | apply link suffix, appended to the agency's job-board URL  |
 * | `p`  | published: visitors see the vacancy only when true         |
 */
export const vacancy = z.object({
  id: docId,
  r: optionalText(),
  n: requiredText(),
  c: optionalText(),
  ci: listOf(requiredText(100), 100).default([]),
  co: listOf(requiredText(100), 50).default([]),
  lo: optionalText(TEXT_LIMITS.medium),
  im: optionalText(TEXT_LIMITS.medium),
  la: optionalText(10),
  t: listOf(requiredText(100), 50).default([]),
  u: optionalFirestoreDate,
  et: optionalText(),
  sd: optionalText(100),
  d: optionalText(TEXT_LIMITS.long),
  l: optionalText(),
  cd: optionalText(TEXT_LIMITS.long),
  al: optionalText(500),
  p: booleanField.default(false),
});
export type Vacancy = z.infer<typeof vacancy>;
export type VacancyInput = z.input<typeof vacancy>;

/** The short key of each vacancy field, by its meaning. */
export const VACANCY_KEYS = {
  recruiter: 'r',
  name: 'n',
  company: 'c',
  cities: 'ci',
  counties: 'co',
  logo: 'lo',
  image: 'im',
  language: 'la',
  tags: 't',
  updated: 'u',
  employmentType: 'et',
  startDate: 'sd',
  description: 'd',
  location: 'l',
  companyDescription: 'cd',
  applyLinkSuffix: 'al',
  published: 'p',
} as const satisfies Record<string, Exclude<keyof Vacancy, 'id'>>;

/** A vacancy with readable field names, for code that shows it. */
export type ReadableVacancy = { id: string } & {
  [K in keyof typeof VACANCY_KEYS]: Vacancy[(typeof VACANCY_KEYS)[K]];
};

/** Expands a stored vacancy's short keys into readable names. */
export function readVacancy(stored: Vacancy): ReadableVacancy {
  const readable: Record<string, unknown> = { id: stored.id };
  for (const [name, key] of Object.entries(VACANCY_KEYS)) readable[name] = stored[key];
  return readable as ReadableVacancy;
}

/**
 * A job interest, `vacancies/{id}/interests/{id}`: a person's answer to a vacancy, with the
 * job's terms as shown to them (name, employer, contract and work-time type, weekly hours,
 * collective agreement), their contact details and whether they are interested.
 */
export const jobInterest = z.object({
  id: docId.nullish(),
  name: requiredText(),
  employer: optionalText(),
  contractType: contractType.nullish(),
  workTimeType: workTimeType.nullish(),
  weeklyHours: decimalNumber(0, 168).nullish(),
  phone: phoneField,
  email: emailField,
  interested: booleanField,
  collectiveAgreement: optionalText(),
  timestamp: firestoreDate,
});
export type JobInterest = z.infer<typeof jobInterest>;

/**
 * An image address a vacancy may show (logo `lo`, image `im`): an http(s) URL or a path on this
 * site (`/…`, not `//host`). Anything else (`javascript:`, `data:`) is refused, so a stored value
 * never becomes a script or tracking URL in `<img src>`.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\/[^\s/]+/i.test(value);
}

const imageUrl = optionalText(TEXT_LIMITS.medium).refine((v) => v == null || v === '' || isSafeImageUrl(v), {
  error: m.invalidUrl,
});

/**
 * What a recruiter writes to `vacancies/{id}`: every stored key except the id and `u`, which
 * the app sets to the server's time on each write (the rules accept no other value). Logo and
 * image must be safe image addresses.
 */
export const vacancyWrite = vacancy.omit({ id: true, u: true }).extend({ lo: imageUrl, im: imageUrl });
export type VacancyWrite = z.infer<typeof vacancyWrite>;

/**
 * The public job interest form (`vacancies/{id}/interests/{auto}`): the record without its id and
 * the timestamp, which is the server's time. Decisions (the spec lists the record's fields, not
 * who fills them): the employer is the vacancy's company, taken from the vacancy; the person
 * gives name, phone, email, whether they are interested, and the terms they would work on —
 * contract type, work-time type, weekly hours and (if they know it) the collective agreement —
 * all optional.
 */
export const jobInterestForm = jobInterest.omit({ id: true, timestamp: true });
export type JobInterestForm = z.infer<typeof jobInterestForm>;

/**
 * The apply link of a vacancy: the agency's job-board address and the vacancy's suffix (`al`),
 * joined with one slash. Null when there is no suffix or the result is not an http(s) URL.
 */
export function applyLink(base: string, suffix: string | null | undefined): string | null {
  const tail = suffix?.trim().replace(/^\/+/, '');
  if (!tail) return null;
  try {
    const url = new URL(`${base.replace(/\/+$/, '')}/${tail}`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
