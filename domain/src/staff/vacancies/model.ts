import { z } from 'zod';
import { firestoreDocId } from '../../entities/common';
import { readVacancy, type ReadableVacancy, type Vacancy } from '../../entities/vacancy';
import { firestoreDate } from '../../firestore';
import { JOB_FIELDS, jobField, type JobField } from '../../labels';
import { booleanQuery } from '../../api/identity';

/**
 * Vacancies for a signed-in employee: the published vacancies (`vacancies`, `p == true`, the same
 * documents the public /open-vacancies lists), each with the caller's own like, kept in
 * `staffVacancyLikes` (`<employeeId>_<vacancyId>`). A vacancy's job fields are the job-field codes
 * among its tags (`t`), as recruiters tag them (./README.md).
 */
export const staffVacancyLike = z.object({
  employeeId: firestoreDocId,
  vacancyId: firestoreDocId,
  like: z.boolean(),
  at: firestoreDate,
});
export type StaffVacancyLike = z.infer<typeof staffVacancyLike>;

/** The job fields of a vacancy: its tags that are job-field codes, in the labels' order. */
export function vacancyJobFields(v: Pick<Vacancy, 't'>): JobField[] {
  return JOB_FIELDS.filter((f) => v.t.includes(f));
}

/** The job fields that at least one of the vacancies has, in the labels' order (the filter offers only these). */
export function jobFieldsOf(list: readonly Pick<Vacancy, 't'>[]): JobField[] {
  const present = new Set(list.flatMap(vacancyJobFields));
  return JOB_FIELDS.filter((f) => present.has(f));
}

export interface VacancyFilter {
  jobField?: JobField | undefined;
  /** Only the vacancies the employee liked (thumbs up). */
  liked?: boolean | undefined;
}

/** Whether a vacancy with this like passes the filter. */
export function matchesVacancyFilter(v: Pick<Vacancy, 't'>, like: boolean | null, filter: VacancyFilter): boolean {
  if (filter.jobField && !vacancyJobFields(v).includes(filter.jobField)) return false;
  return !filter.liked || like === true;
}

/** Newest first (by `u`), then by name: the order of the employee's list. */
export const newestVacancyFirst = (a: Vacancy, b: Vacancy): number =>
  (b.u?.getTime() ?? 0) - (a.u?.getTime() ?? 0) || a.n.localeCompare(b.n, 'fi');

// ---- Route payloads -------------------------------------------------------------------------

/** `GET /v1/Employee/SearchVacancies?jobField&liked`. */
export const searchVacanciesQuery = z.object({
  jobField: jobField.optional(),
  liked: booleanQuery.optional(),
});

/** `PUT /v1/Employee/LikeVacancy?vacancyId&like`: `like` true or false; absent (or `null`) clears it. */
export const likeVacancyQuery = z.object({
  vacancyId: firestoreDocId,
  like: z
    .enum(['true', 'false', 'null'])
    .optional()
    .transform((v) => (v === undefined || v === 'null' ? null : v === 'true')),
});

/** A published vacancy with readable names, its job fields and the caller's like (null: none). */
export const employeeVacancyView = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  cities: z.array(z.string()),
  location: z.string().nullable(),
  employmentType: z.string().nullable(),
  startDate: z.string().nullable(),
  description: z.string().nullable(),
  companyDescription: z.string().nullable(),
  applyLinkSuffix: z.string().nullable(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  tags: z.array(z.string()),
  updated: z.string().nullable(),
  jobFields: z.array(jobField),
  like: z.boolean().nullable(),
});
export type EmployeeVacancyView = z.infer<typeof employeeVacancyView>;

export const searchVacanciesResponse = z.object({ vacancies: z.array(employeeVacancyView) });
export const vacancyJobFieldsResponse = z.object({ jobFields: z.array(jobField) });
export const likeVacancyResponse = z.object({ vacancyId: z.string(), like: z.boolean().nullable() });

/** The employee's view of a stored vacancy. */
export function toEmployeeVacancyView(stored: Vacancy, like: boolean | null): EmployeeVacancyView {
  const v: ReadableVacancy = readVacancy(stored);
  return {
    id: v.id,
    name: v.name,
    company: v.company ?? null,
    cities: v.cities,
    location: v.location ?? null,
    employmentType: v.employmentType ?? null,
    startDate: v.startDate ?? null,
    description: v.description ?? null,
    companyDescription: v.companyDescription ?? null,
    applyLinkSuffix: v.applyLinkSuffix ?? null,
    logo: v.logo ?? null,
    image: v.image ?? null,
    tags: v.tags,
    updated: v.updated?.toISOString() ?? null,
    jobFields: vacancyJobFields(stored),
    like,
  };
}
