import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FieldPath } from 'firebase-admin/firestore';
import { consultantsView, jobsView, jobTitleTranslationsView, talentsView } from '@vuoro/domain';
import { syncConsultant } from '../../functions/src/views/views';
import { setClaims } from '../../scripts/set-claims';
import { adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signInWithSecondFactor, type TestUser } from '../support/auth';
import { FUNCTIONS_URL } from '../support/emulators';

/**
 * The `views/*` documents follow their sources through the triggers of functions/src/views
 * (real emulators; every id unique, nothing cleared, so seeded and parallel data stay intact).
 */
const run = randomUUID().slice(0, 8);
const views = adminDb.collection('views');
const viewData = async (id: string) => (await views.doc(id).get()).data() ?? {};
const poll = <T>(fn: () => Promise<T>) => expect.poll(fn, { timeout: 20_000, interval: 200 });

describe('views/jobs', () => {
  it('follows a job being created, renamed and deleted', async () => {
    const id = `views-job-${run}`;
    const job = adminDb.collection('jobs').doc(id);
    await job.set({ title: 'Kokki', company: 'Ravintola Testi', status: 'open' });
    const entry = async () => jobsView.parse(await viewData('jobs')).jobs[id] ?? null;
    await poll(entry).toEqual({ title: 'Kokki', company: 'Ravintola Testi' });
    await job.update({ title: 'Pääkokki' });
    await poll(entry).toEqual({ title: 'Pääkokki', company: 'Ravintola Testi' });
    await job.delete();
    await poll(entry).toBeNull();
  });
});

describe('views/talents', () => {
  it('follows the name, and a write that keeps the name does not rewrite the view', async () => {
    const id = `views-talent-${run}`;
    const talent = adminDb.collection('talents').doc(id);
    await talent.set({ firstName: 'Ville', lastName: 'Näkymä', city: 'Espoo' });
    const name = async () => talentsView.parse(await viewData('talents')).names[id] ?? null;
    await poll(name).toBe('Ville Näkymä');
    await talent.update({ lastName: 'Nimi' });
    await poll(name).toBe('Ville Nimi');

    const before = (await views.doc('talents').get()).updateTime!;
    await talent.update({ city: 'Vantaa' });
    // A later job write's view change lands after the talent trigger has run (and skipped).
    const markerId = `views-marker-${run}`;
    await adminDb.collection('jobs').doc(markerId).set({ title: 'Merkki' });
    await poll(async () => jobsView.parse(await viewData('jobs')).jobs[markerId]?.title ?? null).toBe('Merkki');
    // This file runs alone on its emulators, so nothing else changes a talent name meanwhile.
    const after = await views.doc('talents').get();
    expect(after.get(new FieldPath('names', id))).toBe('Ville Nimi');
    expect(after.updateTime!.isEqual(before)).toBe(true);
    await adminDb.collection('jobs').doc(markerId).delete();

    await talent.delete();
    await poll(name).toBeNull();
  });
});

describe('views/jobTitleTranslations', () => {
  it('follows an occupation: English name is the key, fi/uk/ru the values, sv absent', async () => {
    const occ = adminDb.collection('occupations').doc(`views-occ-${run}`);
    const en = `Welder ${run}`;
    await occ.set({ en, fi: 'Hitsaaja', uk: 'Зварник', ru: 'Сварщик' });
    const entry = async (key: string) =>
      jobTitleTranslationsView.parse(await viewData('jobTitleTranslations')).translations[key] ?? null;
    await poll(() => entry(en)).toEqual({ fi: 'Hitsaaja', uk: 'Зварник', ru: 'Сварщик' });
    const renamed = `Pipe welder ${run}`;
    await occ.update({ en: renamed, fi: 'Putkihitsaaja' });
    await poll(() => entry(renamed)).toEqual({ fi: 'Putkihitsaaja', uk: 'Зварник', ru: 'Сварщик' });
    expect(await entry(en)).toBeNull();
    await occ.delete();
    await poll(() => entry(renamed)).toBeNull();
  });
});

describe('views/consultants', () => {
  const users: TestUser[] = [];
  let admin: TestUser, recruiter: TestUser, scripted: TestUser;
  beforeAll(async () => {
    admin = await createTestUser({ prefix: 'views-admin', claims: { admin: true }, mfaPhone: '+358401239001' });
    recruiter = await createTestUser({ prefix: 'views-recruiter', claims: { my: true }, displayName: `Rekry ${run}` });
    scripted = await createTestUser({ prefix: 'views-script', displayName: '' });
    users.push(admin, recruiter, scripted);
  });
  afterAll(() => deleteTestUsers(users.map((u) => u.uid)));
  const entry = async (uid: string) => consultantsView.parse(await viewData('consultants')).consultants[uid] ?? null;

  async function callSetClaims(data: unknown) {
    const { idToken } = await signInWithSecondFactor(admin.email, admin.password);
    const res = await fetch(`${FUNCTIONS_URL}/setUserClaims`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    expect(res.status).toBe(200);
  }

  it('setUserClaims adds an account given admin and removes it when admin is taken away', async () => {
    await callSetClaims({ uid: recruiter.uid, claims: { admin: true } });
    expect(await entry(recruiter.uid)).toEqual({ name: `Rekry ${run}`, email: recruiter.email });
    await callSetClaims({ uid: recruiter.uid, claims: { admin: false } });
    expect(await entry(recruiter.uid)).toBeNull();
  });

  it('scripts/set-claims and syncConsultant: name falls back to the email', async () => {
    await setClaims(scripted.email, { admin: true });
    expect(await entry(scripted.uid)).toEqual({ name: scripted.email, email: scripted.email });
    // Unchanged: no write.
    expect(await syncConsultant(adminDb, scripted.uid)).toBe(false);
    await setClaims(scripted.email, { admin: false });
    expect(await entry(scripted.uid)).toBeNull();
  });
});
