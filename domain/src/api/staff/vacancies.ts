/**
 * Vacancies for employees (spec section 7's `/v1/Employee/SearchVacancies`, `/GetVacancyJobFields`, `/LikeVacancy`).
 */

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/vacancies). */
export const vacancyContracts = {} as const;
