import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getSearchVacancies,
  getVacancyJobFields,
  likeVacancyResponse,
  putLikeVacancy,
  searchVacanciesResponse,
  staffCollections,
  vacancyContracts,
  vacancyJobFieldsResponse,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { callRoute, type RouteCall } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * Vacancies for employees (issue 25): the published vacancies the public screen lists, with each
 * employee's own like; filters by job field (from the tags) and liked only. In-process against the
 * Firestore and Auth emulators, real tokens.
 */
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('vac-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('vac-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('vac-customer', { customerIds: ['c-aurora'] });
  talent = await caller('vac-talent', {});
});
afterAll(() => deleteTestUsers([eero, olena, customer, talent].map((c) => c.user.uid)));

const vacancy = (id: string, n: string, t: string[], u: string, p = true) =>
  adminDb
    .collection('vacancies')
    .doc(id)
    .set({ n, c: 'Hotelli Aurora', ci: ['Helsinki'], t, u: new Date(u), p });

beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email });
  await vacancy('v-cook', 'Kokki', ['horeca', 'cook'], '2026-11-01T08:00:00Z');
  await vacancy('v-cleaner', 'Siivooja', ['buildingMaintenance', 'cleaner'], '2026-11-20T08:00:00Z');
  await vacancy('v-driver', 'Kuljettaja', ['logistics', 'driver'], '2026-11-10T08:00:00Z');
  await vacancy('v-hidden', 'Piilotettu', ['ict'], '2026-11-25T08:00:00Z', false);
});

const search = async (who: Caller, query: RouteCall['query'] = {}) => {
  const res = await callRoute(getSearchVacancies, { caller: who, query });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return searchVacanciesResponse.parse(res.body).vacancies;
};
const like = (who: Caller, vacancyId: string, value?: string) =>
  callRoute(putLikeVacancy, { caller: who, query: value === undefined ? { vacancyId } : { vacancyId, like: value } });

describe('vacancies for employees', () => {
  it('the published ones, newest first, with job fields from the tags and no like yet; the job fields offered', async () => {
    const list = await search(eero);
    expect(list.map((v) => [v.id, v.jobFields, v.like])).toEqual([
      ['v-cleaner', ['buildingMaintenance'], null],
      ['v-driver', ['logistics'], null],
      ['v-cook', ['horeca'], null],
    ]);
    expect(list[0]).toMatchObject({
      name: 'Siivooja',
      company: 'Hotelli Aurora',
      cities: ['Helsinki'],
      updated: '2026-11-20T08:00:00.000Z',
    });
    const fields = vacancyJobFieldsResponse.parse((await callRoute(getVacancyJobFields, { caller: eero })).body);
    expect(fields.jobFields).toEqual(['buildingMaintenance', 'horeca', 'logistics']);
    expect((await search(eero, { jobField: 'horeca' })).map((v) => v.id)).toEqual(['v-cook']);
  });

  it("likes are the caller's own: like, dislike, clear; liked only filters by them", async () => {
    expect(likeVacancyResponse.parse((await like(eero, 'v-cook', 'true')).body)).toEqual({ vacancyId: 'v-cook', like: true });
    expect((await like(eero, 'v-driver', 'false')).body).toEqual({ vacancyId: 'v-driver', like: false });
    expect((await search(eero)).map((v) => [v.id, v.like])).toEqual([
      ['v-cleaner', null],
      ['v-driver', false],
      ['v-cook', true],
    ]);
    expect((await search(eero, { liked: 'true' })).map((v) => v.id)).toEqual(['v-cook']);
    expect((await search(eero, { liked: 'true', jobField: 'logistics' })).map((v) => v.id)).toEqual([]);
    expect((await search(olena)).every((v) => v.like === null)).toBe(true);
    expect(await search(olena, { liked: 'true' })).toEqual([]);

    expect((await like(eero, 'v-cook')).body).toEqual({ vacancyId: 'v-cook', like: null });
    expect((await like(eero, 'v-driver', 'null')).body).toEqual({ vacancyId: 'v-driver', like: null });
    expect((await search(eero)).every((v) => v.like === null)).toBe(true);
    expect((await adminDb.collection(staffCollections.vacancyLikes).get()).size).toBe(0);
  });

  it('an unpublished or missing vacancy is 404; bad queries are 400; nothing written', async () => {
    for (const id of ['v-hidden', 'v-none']) {
      expect(await like(eero, id, 'true')).toEqual({ status: 404, body: { error: 'vacancyNotFound' } });
    }
    expect((await like(eero, 'v-cook', 'yes')).status).toBe(400);
    expect((await callRoute(putLikeVacancy, { caller: eero, query: { like: 'true' } })).status).toBe(400);
    expect((await callRoute(getSearchVacancies, { caller: eero, query: { jobField: 'space' } })).status).toBe(400);
    expect((await callRoute(getSearchVacancies, { caller: eero, query: { liked: '1' } })).status).toBe(400);
    expect((await adminDb.collection(staffCollections.vacancyLikes).get()).size).toBe(0);
  });

  it('401 without a token, 403 for a customer user and a talent; notAnEmployee without a record', async () => {
    for (const contract of Object.values(vacancyContracts)) {
      const call: RouteCall = contract === putLikeVacancy ? { query: { vacancyId: 'v-cook', like: 'true' } } : {};
      expect((await callRoute(contract, { ...call, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        expect(await callRoute(contract, { ...call, caller: who }), contract.path).toEqual({
          status: 403,
          body: { error: 'Forbidden' },
        });
      }
    }
    const stranger = await caller('vac-stranger', { employee: true });
    expect(await callRoute(getSearchVacancies, { caller: stranger })).toEqual({ status: 403, body: { error: 'notAnEmployee' } });
    await deleteTestUsers([stranger.user.uid]);
    expect((await adminDb.collection(staffCollections.vacancyLikes).get()).size).toBe(0);
  });
});
