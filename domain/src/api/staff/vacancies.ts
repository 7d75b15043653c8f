import {
  likeVacancyQuery,
  likeVacancyResponse,
  searchVacanciesQuery,
  searchVacanciesResponse,
  vacancyJobFieldsResponse,
} from '../../staff/vacancies/model';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * Vacancies for employees (spec section 7's `/v1/Employee/SearchVacancies`, `/GetVacancyJobFields`, `/LikeVacancy`).
 * Contracts only: the schemas and decisions live in domain/src/staff/vacancies (model.ts, README.md).
 */

export const getSearchVacancies = endpoint({
  method: 'GET',
  path: '/v1/Employee/SearchVacancies',
  access: 'employee',
  summary:
    "The published vacancies, newest first, each with its job fields and the caller's like (true, false, or null for none); `jobField` keeps those of one job field, `liked=true` only those the caller liked.",
  query: searchVacanciesQuery,
  response: searchVacanciesResponse,
  errors: { 403: notAnEmployee },
});

export const getVacancyJobFields = endpoint({
  method: 'GET',
  path: '/v1/Employee/GetVacancyJobFields',
  access: 'employee',
  summary: "The job fields at least one published vacancy has, in the labels' order (what the job-field filter offers).",
  response: vacancyJobFieldsResponse,
  errors: { 403: notAnEmployee },
});

export const putLikeVacancy = endpoint({
  method: 'PUT',
  path: '/v1/Employee/LikeVacancy',
  access: 'employee',
  summary:
    "Sets the caller's like of a published vacancy: `like=true` (like), `like=false` (dislike); absent or `null` clears it. Others' likes are untouched.",
  query: likeVacancyQuery,
  response: likeVacancyResponse,
  errors: { 403: notAnEmployee, 404: '`vacancyNotFound`: no such published vacancy' },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/vacancies). */
export const vacancyContracts = {
  getSearchVacancies,
  getVacancyJobFields,
  putLikeVacancy,
} as const;
