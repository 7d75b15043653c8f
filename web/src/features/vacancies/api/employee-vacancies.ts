import { getSearchVacancies, getVacancyJobFields, putLikeVacancy, type JobField } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

export interface EmployeeVacancyFilter {
  jobField: JobField | '';
  likedOnly: boolean;
}

/** The published vacancies with the caller's likes, filtered (GET /v1/Employee/SearchVacancies). */
export function useEmployeeVacancies({ jobField, likedOnly }: EmployeeVacancyFilter) {
  return useEndpoint(getSearchVacancies, {
    query: { ...(jobField ? { jobField } : {}), ...(likedOnly ? { liked: 'true' as const } : {}) },
  });
}

/** The job fields the published vacancies have (GET /v1/Employee/GetVacancyJobFields). */
export const useVacancyJobFields = () => useEndpoint(getVacancyJobFields, {});

/** Sets the caller's like: true, false, or null to clear it (PUT /v1/Employee/LikeVacancy). */
export const likeVacancy = ({ vacancyId, like }: { vacancyId: string; like: boolean | null }) =>
  callEndpoint(putLikeVacancy, { query: like === null ? { vacancyId } : { vacancyId, like: like ? 'true' : 'false' } });
