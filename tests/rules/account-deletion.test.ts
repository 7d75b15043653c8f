import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, withSecondFactor } from '../support/rules-env';

/**
 * `accountDeletionRequests/{uid}` (issue 6 item 2): a talent asks for its own account's deletion
 * with exactly {uid, email, name, status 'requested', requestedAt = server time}, reads it and
 * cancels it while it waits; admins and my read; nobody updates from a client (functions do).
 */
let env: RulesTestEnvironment;
const request = (uid = 't1', email = 't1@example.com') => ({
  uid,
  email,
  name: 'Eero Nieminen',
  status: 'requested',
  requestedAt: serverTimestamp(),
});

beforeAll(async () => {
  env = await firestoreRulesEnv('account-deletion');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('accountDeletionRequests/t2').set({ ...request('t2', 't2@example.com'), requestedAt: new Date() });
    await db
      .doc('accountDeletionRequests/t3')
      .set({ ...request('t3', 't3@example.com'), status: 'rejected', requestedAt: new Date(), reason: 'Open payroll' });
  });
});

const as = (uid: string, claims: Record<string, unknown> = {}) =>
  env.authenticatedContext(uid, { email: `${uid}@example.com`, ...claims }).firestore();

describe('creating a deletion request', () => {
  it('a talent creates its own with exactly the contract keys and the server time', async () => {
    await assertSucceeds(as('t1').doc('accountDeletionRequests/t1').set(request()));
    await assertSucceeds(
      as('t4')
        .doc('accountDeletionRequests/t4')
        .set({ ...request('t4', 't4@example.com'), name: null }),
    );
  });

  it('a talent cannot create one for another account, or with another id or email', async () => {
    await assertFails(as('t1').doc('accountDeletionRequests/t5').set(request('t5', 't1@example.com')));
    await assertFails(as('t1').doc('accountDeletionRequests/t1').set(request('t5')));
    await assertFails(as('t1').doc('accountDeletionRequests/t1').set(request('t1', 'other@example.com')));
    await assertFails(env.unauthenticatedContext().firestore().doc('accountDeletionRequests/t1').set(request()));
  });

  it('a request must be requested, stamped now, with no extra or missing keys', async () => {
    const db = as('t1');
    const ref = db.doc('accountDeletionRequests/t1');
    await assertFails(ref.set({ ...request(), status: 'confirmed' }));
    await assertFails(ref.set({ ...request(), requestedAt: new Date('2020-01-01') }));
    await assertFails(ref.set({ ...request(), handledBy: 't1' }));
    const { name: _name, ...withoutName } = request();
    await assertFails(ref.set(withoutName));
  });
});

describe('reading, cancelling and changing', () => {
  it('the owner, admins and my read; another talent and userManager do not', async () => {
    await assertSucceeds(as('t2').doc('accountDeletionRequests/t2').get());
    await assertSucceeds(
      as('a', withSecondFactor({ admin: true }))
        .doc('accountDeletionRequests/t2')
        .get(),
    );
    await assertSucceeds(
      as('m', withSecondFactor({ my: true }))
        .collection('accountDeletionRequests')
        .get(),
    );
    await assertFails(as('t1').doc('accountDeletionRequests/t2').get());
    await assertFails(as('t1').collection('accountDeletionRequests').get());
    await assertFails(as('u', { userManager: true }).doc('accountDeletionRequests/t2').get());
  });

  it('the owner cancels only while it waits; nobody else deletes', async () => {
    await assertFails(as('t3').doc('accountDeletionRequests/t3').delete());
    await assertFails(as('t1').doc('accountDeletionRequests/t2').delete());
    await assertFails(
      as('a', withSecondFactor({ admin: true }))
        .doc('accountDeletionRequests/t2')
        .delete(),
    );
    await assertSucceeds(as('t2').doc('accountDeletionRequests/t2').delete());
  });

  it('no client updates a request, not even an admin', async () => {
    await assertFails(as('t2').doc('accountDeletionRequests/t2').update({ name: 'Other' }));
    await assertFails(
      as('a', withSecondFactor({ admin: true }))
        .doc('accountDeletionRequests/t2')
        .update({ status: 'confirmed' }),
    );
  });

  it('deleted talents have no client rule', async () => {
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('deletedTalents/t9').set({ firstName: 'X' }));
    await assertFails(
      as('a', withSecondFactor({ admin: true }))
        .doc('deletedTalents/t9')
        .get(),
    );
    await assertFails(as('t9').doc('deletedTalents/t9').get());
  });
});

describe('deletedTalents (functions only: confirm, restore, list and purge use the Admin SDK)', () => {
  const callers = () =>
    [
      ['the deleted talent itself', as('t9')],
      ['another talent', as('t1')],
      ['my staff', as('m', withSecondFactor({ my: true }))],
      ['an admin', as('a', withSecondFactor({ admin: true }))],
      ['an admin with userManager', as('a2', withSecondFactor({ admin: true, my: true, userManager: true }))],
      ['a visitor', env.unauthenticatedContext().firestore()],
    ] as const;

  beforeEach(async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('deletedTalents/t9').set({ firstName: 'Olena', deletedBy: 'a' });
      await ctx.firestore().doc('deletedTalents/t9/workHistory/w1').set({ company: 'Hotelli Aurora' });
    });
  });

  it('no client reads a deleted talent, its subcollections or the collection', async () => {
    for (const [, db] of callers()) {
      await assertFails(db.doc('deletedTalents/t9').get());
      await assertFails(db.doc('deletedTalents/t9/workHistory/w1').get());
      await assertFails(db.collection('deletedTalents').get());
      await assertFails(db.collection('deletedTalents').where('deletedBy', '==', 'a').get());
    }
  });

  it('no client creates, changes or deletes one', async () => {
    for (const [, db] of callers()) {
      await assertFails(db.doc('deletedTalents/t8').set({ firstName: 'New' }));
      await assertFails(db.doc('deletedTalents/t9').update({ deletedBy: 'x' }));
      await assertFails(db.doc('deletedTalents/t9').delete());
      await assertFails(db.doc('deletedTalents/t9/workHistory/w1').delete());
      await assertFails(db.doc('deletedTalents/t9/workHistory/w2').set({ company: 'X' }));
    }
  });

  it('while the same admins and my staff do read the requests (the control case)', async () => {
    await assertSucceeds(
      as('a', withSecondFactor({ admin: true }))
        .collection('accountDeletionRequests')
        .get(),
    );
    await assertSucceeds(
      as('m', withSecondFactor({ my: true }))
        .doc('accountDeletionRequests/t3')
        .get(),
    );
  });
});
