import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { firestoreDate, optionalFirestoreDate } from '../firestore';
import { contractType, workTimeType } from '../labels';
import { emailField } from '../validation/email';
import { phoneField } from '../validation/phone';
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
