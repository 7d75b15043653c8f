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
