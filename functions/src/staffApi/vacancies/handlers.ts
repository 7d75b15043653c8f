import {
  jobFieldsOf,
  matchesVacancyFilter,
  newestVacancyFirst,
  staffCollections,
  staffVacancyLike,
  toEmployeeVacancyView,
  vacancy,
  type getSearchVacancies,
  type getVacancyJobFields,
  type putLikeVacancy,
  type Vacancy,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { callerEmployeeReader } from '../files/store';

/**
 * Vacancies for employees (domain/src/staff/vacancies/README.md): the published vacancies the
 * public screen lists, with the caller's likes (`staffVacancyLikes`, `<employeeId>_<vacancyId>`).
 */

const vacancies = () => db().collection('vacancies');
const likes = () => db().collection(staffCollections.vacancyLikes);
const likeId = (employeeId: string, vacancyId: string) => `${employeeId}_${vacancyId}`;

/** The published vacancies that parse (one that does not is left out, as the public screen does). */
async function published(): Promise<Vacancy[]> {
  const snap = await vacancies().where('p', '==', true).get();
  return snap.docs.flatMap((d) => {
    const parsed = vacancy.safeParse({ ...d.data(), id: d.id });
    if (!parsed.success) log.warn('vacancy does not parse', { vacancyId: d.id });
    return parsed.success ? [parsed.data] : [];
  });
}

/** GET /v1/Employee/SearchVacancies?jobField&liked: newest first, each with the caller's like. */
export const searchVacancies: Handler<typeof getSearchVacancies> = async ({ query }, c) => {
  const { id } = await callerEmployeeReader(c);
  const list = await published();
  const snaps = list.length ? await db().getAll(...list.map((v) => likes().doc(likeId(id, v.id)))) : [];
  const likeOf = new Map(
    snaps.filter((s) => s.exists).map((s) => [staffVacancyLike.parse(s.data()).vacancyId, s.get('like') as boolean]),
  );
  return {
    vacancies: list
      .filter((v) => matchesVacancyFilter(v, likeOf.get(v.id) ?? null, query))
      .sort(newestVacancyFirst)
      .map((v) => toEmployeeVacancyView(v, likeOf.get(v.id) ?? null)),
  };
};

/** GET /v1/Employee/GetVacancyJobFields: the job fields the published vacancies have. */
export const vacancyJobFields: Handler<typeof getVacancyJobFields> = async (_input, c) => {
  await callerEmployeeReader(c);
  return { jobFields: jobFieldsOf(await published()) };
};

/** PUT /v1/Employee/LikeVacancy?vacancyId&like: a published vacancy only (404 `vacancyNotFound`); null removes the like. */
export const likeVacancy: Handler<typeof putLikeVacancy> = async ({ query }, c) => {
  const { id } = await callerEmployeeReader(c);
  const snap = await vacancies().doc(query.vacancyId).get();
  if (!snap.exists || snap.get('p') !== true) throw new ApiFailure(404, 'vacancyNotFound');
  const ref = likes().doc(likeId(id, query.vacancyId));
  if (query.like === null) await ref.delete();
  else await ref.set(staffVacancyLike.parse({ employeeId: id, vacancyId: query.vacancyId, like: query.like, at: new Date() }));
  return { vacancyId: query.vacancyId, like: query.like };
};
