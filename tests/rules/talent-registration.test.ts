import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION, registrationToTalent, talentRegistration } from '@vuoro/domain';
import { firestoreRulesEnv, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * The talent's own create at registration (issue 6 item 1): besides its own fields and `added`
 * as the server time, the new talent may say it may already have a profile (`duplicate`, a
 * boolean) and keep its registration answers (`registration`, a small map). Neither can be set
 * on another talent, by an outsider, or changed afterwards by the talent; admins keep full
 * control; subcollection records are written by the talent itself only.
 */
let env: RulesTestEnvironment;
let serverTime: unknown;

const talentDb = (uid = 't1') => env.authenticatedContext(uid).firestore();
const adminDb = () => env.authenticatedContext('admin-1', withSecondFactor({ admin: true })).firestore();

const registration = {
  jobFields: ['horeca'],
  driverLicence: { classes: ['B'], otherClass: null, carInUse: true },
  availability: { options: ['evening'], weeklyHours: 20 },
  readyToMove: true,
  whereHeard: 'Facebook',
  formLanguage: 'uk',
};
const registered = () => ({
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phoneNumber: '+380671234567',
  location: 'Espoo',
  jobs: ['cook'],
  languages: [{ language: 'uk', level: 'proficient' }],
  permit: 'temporaryProtection',
  duplicate: true,
  registration,
  added: serverTime,
  // issue 27 item 7: a registration carries the privacy notice's consent.
  consent: { version: PRIVACY_NOTICE_VERSION, at: serverTime },
});

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-registration');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('talents/flagged')
      .set({ ...registered(), added: new Date(), consent: { version: PRIVACY_NOTICE_VERSION, at: new Date() } });
  });
});

describe('talents: the registration create', () => {
  it('a new talent creates its own profile with the duplicate flag and its registration answers', async () => {
    await assertSucceeds(talentDb().doc('talents/t1').set(registered()));
  });

  it('and without them (duplicate false, no registration map)', async () => {
    const { registration: _r, ...plain } = registered();
    await assertSucceeds(
      talentDb()
        .doc('talents/t1')
        .set({ ...plain, duplicate: false }),
    );
  });

  it('the duplicate flag must be a boolean and the registration a small map', async () => {
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), duplicate: 'yes' }),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), registration: 'all of it' }),
    );
    const big = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i]));
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), registration: big }),
    );
  });

  it('no other talent, visitor or client-chosen `added` time', async () => {
    await assertFails(talentDb('t2').doc('talents/t1').set(registered()));
    await assertFails(env.unauthenticatedContext().firestore().doc('talents/t1').set(registered()));
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), added: new Date('2020-01-01') }),
    );
  });

  it('recruiter-owned fields stay closed on create', async () => {
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), status: 'presented' }),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set({ ...registered(), tags: [{ id: 'x', name: 'VIP' }] }),
    );
  });

  it('the talent cannot clear or set the flag or the answers later; an admin can', async () => {
    await assertFails(talentDb('flagged').doc('talents/flagged').update({ duplicate: false }));
    await assertFails(
      talentDb('flagged')
        .doc('talents/flagged')
        .update({ registration: { readyToMove: false } }),
    );
    await assertSucceeds(talentDb('flagged').doc('talents/flagged').update({ fileCV: 'flagged/cv/1-cv.pdf' }));
    await assertSucceeds(adminDb().doc('talents/flagged').update({ duplicate: false }));
  });

  it('the talent writes its own records; another talent cannot', async () => {
    const job = { company: 'Kyiv Bistro', job: 'Cook', stillWorking: true, start: new Date('2019-01-01'), end: null };
    await assertSucceeds(talentDb('flagged').doc('talents/flagged/workHistory/w1').set(job));
    await assertSucceeds(
      talentDb('flagged').doc('talents/flagged/workReferences/r1').set({ name: 'Petro', email: 'p@example.com' }),
    );
    await assertSucceeds(
      talentDb('flagged').doc('talents/flagged/educations/e1').set({ institution: 'KNU', graduationYear: 2015 }),
    );
    await assertFails(talentDb('t2').doc('talents/flagged/workHistory/w1').set(job));
  });
});

describe('talents: the registration batch at its largest', () => {
  // The rules evaluate at most 1 000 expressions per request; the web app writes a talent and all
  // its records in one batch (web/src/features/registration/api/register-talent.ts), so the
  // largest form domain accepts must still be one accepted batch.
  it('a talent with every block full (20 educations, 30 jobs, 10 references) registers in one batch', async () => {
    const form = talentRegistration.parse({
      firstName: 'Olena',
      lastName: 'Kovalenko',
      email: 'olena@example.com',
      phone: '+380671234567',
      currentLocation: 'Espoo',
      jobsOfInterest: ['cook'],
      languages: [{ language: 'uk', level: 'proficient' }],
      workPermit: { status: 'active', expiryDate: '2027-03-04' },
      jobFields: ['horeca'],
      driverLicence: { classes: ['B', 'other'], otherClass: 'T', carInUse: true },
      availability: { options: ['evening'], weeklyHours: 30 },
      readyToMove: true,
      whereHeard: 'Facebook',
      skillsAndHobbies: 'Chess',
      formLanguage: 'uk',
      educations: Array.from({ length: 20 }, (_, i) => ({
        institution: `KNU ${i}`,
        countryCity: 'Kyiv',
        facultySpecialty: 'Cooking',
        graduationYear: 2000 + i,
      })),
      workHistory: Array.from({ length: 30 }, (_, i) => ({
        company: `Bistro ${i}`,
        job: 'Cook',
        start: '2016-01-01',
        end: '2020-01-01',
        responsibilities: 'Soups',
      })),
      references: Array.from({ length: 10 }, (_, i) => ({ name: `Petro ${i}`, position: 'Head chef', email: 'p@example.com' })),
    });
    const { talent, records } = registrationToTalent(form);
    const db = talentDb();
    const batch = db.batch();
    const defined = (row: object) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
    batch.set(
      db.doc('talents/t1'),
      defined({
        ...talent,
        fileCV: null,
        photo: null,
        avatar: null,
        added: serverTime,
        consent: { version: PRIVACY_NOTICE_VERSION, at: serverTime },
      }),
    );
    for (const [name, rows] of Object.entries(records)) {
      for (const row of rows as object[]) batch.set(db.collection(`talents/t1/${name}`).doc(), defined(row));
    }
    await assertSucceeds(batch.commit());
  });
});
