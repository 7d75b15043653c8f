import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, withSecondFactor } from '../support/rules-env';

/**
 * What the talent's own screens write and read (issue 6 items 2 and 3, issue 5 item 8): its
 * profile fields, its settings, its per-job statuses, and sick-leave notices — an employed
 * talent (employee claim) files its own with the server's time, nobody else's, nothing extra;
 * an admin files for any talent.
 */
let env: RulesTestEnvironment;
const start = new Date('2026-11-23T00:00:00Z');
const end = new Date('2026-11-25T00:00:00Z');
const leave = () => ({
  name: 'Eero Nieminen',
  phone: '+358401234511',
  email: 'eero@example.com',
  customer: 'Hotelli Aurora',
  missedShift: 'Mon 7-15',
  start,
  end,
  created: serverTimestamp(),
});

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-self');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    for (const id of ['t1', 't2']) {
      await db.doc(`talents/${id}`).set({ firstName: 'Eero', lastName: 'Nieminen', email: `${id}@example.com`, status: 'new' });
      await db.doc(`talents/${id}/jobs/job-1`).set({ statuses: [{ status: 'presented', date: start }] });
      await db.doc(`talents/${id}/sickLeaves/old`).set({ ...leave(), created: start });
    }
  });
});

const as = (uid: string, claims = {}) => env.authenticatedContext(uid, claims).firestore();
const employee = (uid = 't1') => as(uid, { employee: true });

describe('sick leave notices', () => {
  it('an employed talent files its own notice, stamped with the server time', async () => {
    await assertSucceeds(employee().doc('talents/t1/sickLeaves/new').set(leave()));
    await assertSucceeds(
      employee()
        .collection('talents/t1/sickLeaves')
        .add({ ...leave(), email: null, missedShift: null }),
    );
  });

  it('a talent without the employee claim cannot file one, even on its own profile', async () => {
    await assertFails(as('t1').doc('talents/t1/sickLeaves/new').set(leave()));
  });

  it("an employed talent cannot file on another talent's profile", async () => {
    await assertFails(employee('t2').doc('talents/t1/sickLeaves/new').set(leave()));
  });

  it('refuses a back-dated notice, a status or other extra field, and an end before the start', async () => {
    const db = employee();
    await assertFails(db.doc('talents/t1/sickLeaves/n1').set({ ...leave(), created: start }));
    await assertFails(db.doc('talents/t1/sickLeaves/n2').set({ ...leave(), status: 'approved' }));
    await assertFails(db.doc('talents/t1/sickLeaves/n3').set({ ...leave(), duplicate: true }));
    await assertFails(db.doc('talents/t1/sickLeaves/n4').set({ ...leave(), start: end, end: start }));
    await assertFails(db.doc('talents/t1/sickLeaves/n5').set({ ...leave(), phone: '' }));
  });

  it('a talent cannot change or delete a notice once filed; an admin can', async () => {
    await assertFails(employee().doc('talents/t1/sickLeaves/old').update({ customer: 'Other' }));
    await assertFails(employee().doc('talents/t1/sickLeaves/old').delete());
    await assertSucceeds(
      as('a1', withSecondFactor({ admin: true }))
        .doc('talents/t1/sickLeaves/old')
        .update({ customer: 'Other' }),
    );
  });

  it('an admin files for any talent (a merge may keep the original time); my cannot', async () => {
    await assertSucceeds(
      as('a1', withSecondFactor({ admin: true }))
        .doc('talents/t1/sickLeaves/by-admin')
        .set(leave()),
    );
    await assertSucceeds(
      as('a1', withSecondFactor({ admin: true }))
        .doc('talents/t1/sickLeaves/merged')
        .set({ ...leave(), created: start }),
    );
    await assertFails(
      as('m1', withSecondFactor({ my: true }))
        .doc('talents/t1/sickLeaves/by-my')
        .set(leave()),
    );
  });

  it('the talent reads its own notices and nobody else reads them', async () => {
    await assertSucceeds(as('t1').collection('talents/t1/sickLeaves').get());
    await assertFails(as('t2').collection('talents/t1/sickLeaves').get());
    await assertFails(as('t2', { employee: true }).doc('talents/t1/sickLeaves/old').get());
  });
});

describe("the talent's own profile and settings", () => {
  it('saves the fields of its profile form with the updated stamp, and its photo and CV paths', async () => {
    await assertSucceeds(
      as('t1')
        .doc('talents/t1')
        .update({
          firstName: 'Eero',
          lastName: 'Nieminen',
          phoneNumber: '+358401234511',
          linkedInUrl: null,
          location: 'Espoo',
          shortDescription: null,
          about: 'Room attendant',
          skills: null,
          languages: [{ language: 'fi', level: 'proficient' }],
          updated: { date: serverTimestamp(), id: 't1', name: 'Eero' },
        }),
    );
    await assertSucceeds(as('t1').doc('talents/t1').update({ photo: 't1/avatar/1-me.jpg', fileCV: null }));
  });

  it("cannot touch another talent's profile or its recruiter fields", async () => {
    await assertFails(as('t2').doc('talents/t1').update({ location: 'Espoo' }));
    await assertFails(as('t2').doc('talents/t1').get());
    await assertFails(as('t1').doc('talents/t1').update({ status: 'hired' }));
  });

  it('keeps its language in users/{uid}, stamped by itself; not another language or another user', async () => {
    const stamp = { updated: serverTimestamp(), updatedBy: 't1' };
    await assertSucceeds(
      as('t1')
        .doc('users/t1')
        .set({ language: 'uk', ...stamp }, { merge: true }),
    );
    await assertFails(
      as('t1')
        .doc('users/t1')
        .set({ language: 'de', ...stamp }, { merge: true }),
    );
    await assertFails(
      as('t1')
        .doc('users/t2')
        .set({ language: 'uk', ...stamp }, { merge: true }),
    );
    await assertSucceeds(as('t1').doc('users/t1').get());
  });

  it('reads its own per-job statuses but cannot write them or read another talent\u2019s', async () => {
    await assertSucceeds(as('t1').collection('talents/t1/jobs').get());
    await assertFails(as('t1').doc('talents/t1/jobs/job-1').set({ statuses: [] }));
    await assertFails(as('t2').collection('talents/t1/jobs').get());
  });
});

describe('issue 27 item 6: the talent keeps its registration answers current', () => {
  const registration = {
    jobFields: ['hospitality'],
    driverLicence: { classes: ['B'], otherClass: null, carInUse: false },
    availability: { options: ['weekdays'], weeklyHours: 20 },
    readyToMove: false,
    whereHeard: 'A friend',
    formLanguage: 'uk',
  };
  const admin = () => as('a1', withSecondFactor({ admin: true }));
  const impersonated = () => as('t1', { impersonatedBy: 'u-support' });
  const workRow = {
    company: 'Hotelli Aurora',
    job: 'Kokki',
    start: start,
    end: end,
    stillWorking: false,
    responsibilities: null,
  };
  const education = { institution: 'Stadin AO', countryCity: 'Helsinki', facultySpecialty: null, graduationYear: 2020 };
  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('talents/t1')
        .update({ registration, jobs: ['cook'], permit: 'euCitizen' });
      await ctx.firestore().doc('talents/t1/workHistory/w1').set(workRow);
      await ctx.firestore().doc('talents/t1/educations/e1').set(education);
    });
  });

  it('changes its jobs of interest, availability, driving licence and work permit, field by field', async () => {
    const db = as('t1');
    await assertSucceeds(
      db.doc('talents/t1').update({
        'registration.availability': { options: ['weekends', 'evenings'], weeklyHours: 37 },
        'registration.driverLicence': { classes: ['B', 'C'], otherClass: null, carInUse: true },
        'registration.jobFields': [],
        jobs: ['cook', 'cleaner'],
        updated: { date: serverTimestamp(), id: 't1', name: 'Eero' },
      }),
    );
    await assertSucceeds(db.doc('talents/t1').update({ permit: 'active', permitActive: end, permitApplied: null }));
  });

  it('a talent without registration answers may add them', async () => {
    await assertSucceeds(
      as('t2')
        .doc('talents/t2')
        .update({ 'registration.availability': { options: ['weekdays'], weeklyHours: 8 } }),
    );
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('talents/t2').update({ registration: null }));
    await assertSucceeds(
      as('t2')
        .doc('talents/t2')
        .update({ 'registration.availability': { options: ['weekdays'], weeklyHours: null } }),
    );
  });

  it('adds, edits and removes its work history and educations', async () => {
    const db = as('t1');
    await assertSucceeds(db.doc('talents/t1/workHistory/w2').set({ ...workRow, stillWorking: true, end: null }));
    await assertSucceeds(db.doc('talents/t1/workHistory/w1').update({ job: 'Keittiöapulainen', updatedBy: 't1' }));
    await assertSucceeds(db.doc('talents/t1/educations/e3').set({ ...education, updatedBy: 't1' }));
    await assertSucceeds(db.doc('talents/t1/workHistory/w1').delete());
    await assertSucceeds(db.doc('talents/t1/educations/e2').set({ ...education, graduationYear: null }));
    await assertSucceeds(db.doc('talents/t1/educations/e1').update({ facultySpecialty: 'Kokki' }));
    await assertSucceeds(db.doc('talents/t1/educations/e1').delete());
  });

  it('cannot change the registration answers that are not its to keep, nor recruiter fields', async () => {
    const db = as('t1');
    await assertFails(db.doc('talents/t1').update({ 'registration.whereHeard': 'Facebook' }));
    await assertFails(db.doc('talents/t1').update({ 'registration.formLanguage': 'en' }));
    await assertFails(db.doc('talents/t1').update({ 'registration.readyToMove': true }));
    await assertFails(db.doc('talents/t1').update({ 'registration.notes': 'x' }));
    await assertFails(db.doc('talents/t1').update({ registration: { ...registration, whereHeard: null } }));
    for (const field of ['status', 'tags', 'presentation', 'evaledLang', 'jobSeeker', 'duplicate']) {
      await assertFails(db.doc('talents/t1').update({ [field]: field === 'tags' ? [] : 'x' }));
    }
  });

  it('refuses out-of-range answers and records', async () => {
    const db = as('t1');
    await assertFails(db.doc('talents/t1').update({ 'registration.availability': { options: [], weeklyHours: 169 } }));
    await assertFails(db.doc('talents/t1').update({ 'registration.availability': { options: [], weeklyHours: 2.5 } }));
    await assertFails(
      db.doc('talents/t1').update({ 'registration.availability': { options: Array(21).fill('weekdays'), weeklyHours: null } }),
    );
    await assertFails(
      db
        .doc('talents/t1')
        .update({ 'registration.driverLicence': { classes: ['B'], otherClass: 'x'.repeat(51), carInUse: false } }),
    );
    await assertFails(db.doc('talents/t1').update({ 'registration.driverLicence': { classes: ['B'], carInUse: 'yes' } }));
    await assertFails(db.doc('talents/t1').update({ jobs: Array(101).fill('cook') }));
    await assertFails(db.doc('talents/t1/educations/e1').update({ graduationYear: 1939 }));
    await assertFails(db.doc('talents/t1/educations/e1').update({ institution: '' }));
    await assertFails(db.doc('talents/t1/workHistory/w1').update({ start: end, end: start }));
    await assertFails(db.doc('talents/t1/workHistory/w1').update({ responsibilities: 'x'.repeat(2001) }));
    await assertFails(db.doc('talents/t1/workHistory/w3').set({ ...workRow, salary: 3000 }));
    // A record names only its own writer for the audit trail.
    await assertFails(db.doc('talents/t1/workHistory/w1').update({ updatedBy: 'a1' }));
    await assertFails(db.doc('talents/t1/educations/e4').set({ ...education, updatedBy: 't2' }));
  });

  it('another talent, a "Sign in as" session and nobody cannot change them; an admin can', async () => {
    const change = { 'registration.availability': { options: ['weekends'], weeklyHours: 10 } };
    await assertFails(as('t2').doc('talents/t1').update(change));
    await assertFails(as('t2').doc('talents/t1/workHistory/w1').update({ job: 'Siivooja' }));
    await assertFails(as('t2').doc('talents/t1/educations/e1').delete());
    await assertFails(impersonated().doc('talents/t1').update(change));
    await assertFails(impersonated().doc('talents/t1/workHistory/w1').update({ job: 'Siivooja' }));
    await assertFails(impersonated().doc('talents/t1/educations/e9').set(education));
    await assertFails(impersonated().doc('talents/t1/educations/e1').delete());
    await assertFails(env.unauthenticatedContext().firestore().doc('talents/t1').update(change));
    await assertFails(env.unauthenticatedContext().firestore().doc('talents/t1/workHistory/w1').delete());
    await assertFails(
      as('m1', withSecondFactor({ my: true }))
        .doc('talents/t1')
        .update(change),
    );
    await assertSucceeds(admin().doc('talents/t1').update({ 'registration.whereHeard': 'Facebook' }));
    await assertSucceeds(admin().doc('talents/t1/workHistory/w1').update({ job: 'Siivooja' }));
  });
});
