import { describe, expect, it } from 'vitest';
import { vacancy } from '../../entities/vacancy';
import {
  jobFieldsOf,
  likeVacancyQuery,
  matchesVacancyFilter,
  searchVacanciesQuery,
  toEmployeeVacancyView,
  vacancyJobFields,
} from './model';

const v = (t: string[]) => vacancy.parse({ id: 'v1', n: 'Kokki', t, p: true });

describe('vacancies for employees', () => {
  it('job fields are the job-field codes among the tags, in the labels order', () => {
    expect(vacancyJobFields(v(['cook', 'retail', 'horeca']))).toEqual(['horeca', 'retail']);
    expect(jobFieldsOf([v(['ict']), v(['cook']), v(['horeca', 'ict'])])).toEqual(['horeca', 'ict']);
  });

  it('filters by job field and by liked only', () => {
    expect(matchesVacancyFilter(v(['horeca']), null, {})).toBe(true);
    expect(matchesVacancyFilter(v(['horeca']), null, { jobField: 'ict' })).toBe(false);
    expect(matchesVacancyFilter(v(['horeca']), false, { liked: true })).toBe(false);
    expect(matchesVacancyFilter(v(['horeca']), true, { liked: true, jobField: 'horeca' })).toBe(true);
  });

  it('queries: like true, false, or cleared when absent or null', () => {
    expect(likeVacancyQuery.parse({ vacancyId: 'v1', like: 'true' }).like).toBe(true);
    expect(likeVacancyQuery.parse({ vacancyId: 'v1', like: 'false' }).like).toBe(false);
    expect(likeVacancyQuery.parse({ vacancyId: 'v1', like: 'null' }).like).toBeNull();
    expect(likeVacancyQuery.parse({ vacancyId: 'v1' }).like).toBeNull();
    expect(likeVacancyQuery.safeParse({ vacancyId: 'v1', like: '1' }).success).toBe(false);
    expect(searchVacanciesQuery.safeParse({ jobField: 'space' }).success).toBe(false);
    expect(searchVacanciesQuery.parse({ liked: 'true' })).toEqual({ liked: true });
  });

  it('the view has readable names and the like', () => {
    expect(toEmployeeVacancyView(v(['horeca']), true)).toMatchObject({
      id: 'v1',
      name: 'Kokki',
      jobFields: ['horeca'],
      like: true,
      company: null,
    });
  });
});
