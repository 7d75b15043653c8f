import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, withSecondFactor } from '../support/rules-env';

/** Field-level rules: who may set what, extra keys, sizes, and queries the rules must match. */

let env: RulesTestEnvironment;
const at = new Date('2026-11-20T08:00:00Z');
const talent = { firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com' };

beforeAll(async () => {
  env = await firestoreRulesEnv('fields');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('talents/t1').set({ ...talent, status: 'new' });
    await db.doc('vacancies/published').set({ n: 'Kokki', p: true });
    await db.doc('vacancies/draft').set({ n: 'Siivooja', p: false });
  });
});

const asTalent = (uid = 't1', claims = {}) => env.authenticatedContext(uid, claims).firestore();

describe('talents: what a talent may change on its own profile', () => {
  it('cannot set its own status, duplicate flag, evaluation or tags', async () => {
    const db = asTalent();
    for (const change of [
      { status: 'presented' },
      { duplicate: true },
      { evaledLang: 'fi' },
      { presentation: 'x' },
      { tags: [] },
    ]) {
      await assertFails(db.doc('talents/t1').update(change));
    }
    await assertSucceeds(db.doc('talents/t1').update({ location: 'Espoo', about: 'Waiter' }));
  });

  it('cannot create its profile with recruiter fields or a back-dated added date', async () => {
    const db = asTalent('t9');
    await assertFails(db.doc('talents/t9').set({ ...talent, status: 'hired' }));
    await assertFails(db.doc('talents/t9').set({ ...talent, added: at }));
    await assertSucceeds(db.doc('talents/t9').set(talent));
  });

  it('refuses a profile without its required fields, or with oversize text', async () => {
    const db = asTalent('t9');
    await assertFails(db.doc('talents/t9').set({ firstName: 'Aino', lastName: 'Virtanen' }));
    await assertFails(db.doc('talents/t9').set({ ...talent, firstName: '' }));
    await assertFails(db.doc('talents/t9').set({ ...talent, about: 'x'.repeat(20_001) }));
    await assertFails(db.doc('talents/t9').set({ ...talent, languages: Array.from({ length: 31 }, () => 'fi') }));
  });

  it('a recruiter (admin) may set status; my may not write at all', async () => {
    await assertSucceeds(
      asTalent('a1', withSecondFactor({ admin: true }))
        .doc('talents/t1')
        .update({ status: 'presented' }),
    );
    await assertFails(
      asTalent('m1', withSecondFactor({ my: true }))
        .doc('talents/t1')
        .update({ status: 'presented' }),
    );
  });
});

describe('sick leave: only an employed talent files its own', () => {
  const leave = { name: 'Aino Virtanen', phone: '+358401234501', customer: 'Hotelli Aurora', start: at, end: at };
  it('allowed with the employee flag on its own profile, refused without it or on another', async () => {
    await assertSucceeds(
      asTalent('t1', { employee: true })
        .doc('talents/t1/sickLeaves/s1')
        .set({ ...leave, created: serverTimestamp() }),
    );
    await assertFails(asTalent('t1').doc('talents/t1/sickLeaves/s2').set(leave));
    await assertFails(asTalent('t2', { employee: true }).doc('talents/t1/sickLeaves/s3').set(leave));
  });
  it('refuses extra keys, missing fields and an end before the start', async () => {
    const db = asTalent('t1', { employee: true });
    await assertFails(db.doc('talents/t1/sickLeaves/s1').set({ ...leave, approved: true }));
    await assertFails(db.doc('talents/t1/sickLeaves/s1').set({ ...leave, customer: '' }));
    await assertFails(db.doc('talents/t1/sickLeaves/s1').set({ ...leave, start: new Date('2026-11-21'), end: at }));
  });
});

describe('jobs and users record who wrote them', () => {
  it('a job write must carry updatedBy equal to the writer', async () => {
    const db = asTalent('a1', withSecondFactor({ admin: true }));
    await assertFails(db.doc('jobs/j1').set({ company: 'Hotelli Aurora', title: 'Kokki' }));
    await assertFails(db.doc('jobs/j1').set({ company: 'Hotelli Aurora', title: 'Kokki', updatedBy: 'someone-else' }));
    await assertSucceeds(db.doc('jobs/j1').set({ company: 'Hotelli Aurora', title: 'Kokki', updatedBy: 'a1' }));
  });
  it('a user record takes only its own flags, stamped by the writer', async () => {
    const db = asTalent('t1');
    await assertSucceeds(db.doc('users/t1').set({ analytics: true, marketing: false, updatedBy: 't1' }));
    await assertFails(db.doc('users/t1').set({ analytics: true, updatedBy: 'a1' }));
    await assertFails(db.doc('users/t1').set({ analytics: 'yes', updatedBy: 't1' }));
    await assertFails(db.doc('users/t1').set({ analytics: true, admin: true, updatedBy: 't1' }));
  });
});

describe('vacancies: visitors see published ones only; rules are not filters', () => {
  const visitor = () => env.unauthenticatedContext().firestore();
  it('a published vacancy reads, a draft does not', async () => {
    await assertSucceeds(visitor().doc('vacancies/published').get());
    await assertFails(visitor().doc('vacancies/draft').get());
  });
  it('the constrained list query passes; an unconstrained one fails', async () => {
    await assertSucceeds(visitor().collection('vacancies').where('p', '==', true).get());
    await assertFails(visitor().collection('vacancies').get());
  });
  it('a visitor creates no job interest directly, not even a valid one: the forms function checks the fields', async () => {
    const { default: firebase } = await import('firebase/compat/app');
    const now = firebase.firestore.FieldValue.serverTimestamp();
    const interest = { name: 'Olena', phone: '+358451234502', email: 'olena@example.com', interested: true, timestamp: now };
    const interests = visitor().collection('vacancies/published/interests');
    await assertFails(interests.add(interest));
    await assertFails(interests.add({ ...interest, contractType: 'onCall', weeklyHours: 37.5 }));
  });
});
