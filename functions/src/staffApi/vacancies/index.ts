import type { vacancyContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import { likeVacancy, searchVacancies, vacancyJobFields } from './handlers';

/** One handler per contract of `vacancyContracts` (domain/src/api/staff/vacancies.ts). */
export const vacancyHandlers: Handlers<typeof vacancyContracts> = {
  getSearchVacancies: searchVacancies,
  getVacancyJobFields: vacancyJobFields,
  putLikeVacancy: likeVacancy,
};
