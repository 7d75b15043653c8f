import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, withSecondFactor } from '../support/rules-env';

/**
 * `assignmentRequests` (employers' public requests, written by the `forms` function): admin and
 * `my` read; an admin records a decision (status, convertedJobId, handledBy = self, handledAt =
 * now; converted only to a job that exists after the write) and changes nothing else; no client
 * creates or deletes. `formRateLimits` has no rule: closed to everyone.
 */
let env: RulesTestEnvironment;
const request = {
  company: 'Hotelli Aurora',
  jobTitle: 'Kokki',
  description: 'Keittiöön',
  city: 'Helsinki',
  positions: 2,
  contactName: 'Maija Meikäläinen',
  email: 'maija@example.com',
  status: 'new',
  convertedJobId: null,
  handledBy: null,
  handledAt: null,
  created: new Date('2026-11-20T08:00:00Z'),
};

const who: Record<string, (env: RulesTestEnvironment) => RulesTestContext> = {
  anonymous: (e) => e.unauthenticatedContext(),
  talent: (e) => e.authenticatedContext('talent-1'),
  admin: (e) => e.authenticatedContext('admin-1', withSecondFactor({ admin: true })),
  my: (e) => e.authenticatedContext('my-1', withSecondFactor({ my: true })),
  userManager: (e) => e.authenticatedContext('um-1', { userManager: true }),
  employee: (e) => e.authenticatedContext('emp-1', { employee: true }),
  customer: (e) => e.authenticatedContext('cust-1', { customerIds: ['c1'] }),
};
const db = (role: string) => who[role]!(env).firestore();
const dismiss = (uid: string) => ({ status: 'dismissed', handledBy: uid, handledAt: serverTimestamp() });

beforeAll(async () => {
  env = await firestoreRulesEnv('assignment-requests');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('assignmentRequests/r1').set(request);
    await ctx.firestore().doc('jobs/job-1').set({ company: 'Hotelli Aurora', title: 'Kokki', updatedBy: 'admin-1' });
    await ctx.firestore().doc('formRateLimits/abc').set({ count: 1 });
  });
});

describe('assignmentRequests: reads', () => {
  it.each(['admin', 'my'])('%s gets and lists requests', async (role) => {
    await assertSucceeds(db(role).doc('assignmentRequests/r1').get());
    await assertSucceeds(db(role).collection('assignmentRequests').where('status', '==', 'new').get());
  });
  it.each(['anonymous', 'talent', 'userManager', 'employee', 'customer'])('%s cannot get or list', async (role) => {
    await assertFails(db(role).doc('assignmentRequests/r1').get());
    await assertFails(db(role).collection('assignmentRequests').get());
  });
});

describe('assignmentRequests: writes', () => {
  it('admin dismisses a request, stamped by itself at request time', async () => {
    await assertSucceeds(db('admin').doc('assignmentRequests/r1').update(dismiss('admin-1')));
  });
  it('admin converts a request to an existing job', async () => {
    await assertSucceeds(
      db('admin')
        .doc('assignmentRequests/r1')
        .update({ status: 'converted', convertedJobId: 'job-1', handledBy: 'admin-1', handledAt: serverTimestamp() }),
    );
  });
  it('admin creates the job and converts the request in one batch', async () => {
    const admin = db('admin');
    const batch = admin.batch();
    batch.set(admin.doc('jobs/job-2'), { company: 'Hotelli Aurora', title: 'Kokki', updatedBy: 'admin-1' });
    batch.update(admin.doc('assignmentRequests/r1'), {
      status: 'converted',
      convertedJobId: 'job-2',
      handledBy: 'admin-1',
      handledAt: serverTimestamp(),
    });
    await assertSucceeds(batch.commit());
  });
  it('admin cannot convert to a job that does not exist, or without a job id', async () => {
    const ref = db('admin').doc('assignmentRequests/r1');
    const stamp = { handledBy: 'admin-1', handledAt: serverTimestamp() };
    await assertFails(ref.update({ status: 'converted', convertedJobId: 'no-such-job', ...stamp }));
    await assertFails(ref.update({ status: 'converted', ...stamp }));
  });
  it('admin cannot change what the employer sent, set an unknown status, or stamp someone else', async () => {
    const ref = db('admin').doc('assignmentRequests/r1');
    await assertFails(ref.update({ ...dismiss('admin-1'), company: 'Other' }));
    await assertFails(ref.update({ ...dismiss('admin-1'), status: 'archived' }));
    await assertFails(ref.update(dismiss('someone-else')));
    await assertFails(ref.update({ status: 'dismissed', handledBy: 'admin-1', handledAt: new Date('2020-01-01') }));
  });
  it.each(Object.keys(who))('%s cannot create or delete a request', async (role) => {
    await assertFails(db(role).doc('assignmentRequests/new-one').set(request));
    await assertFails(db(role).doc('assignmentRequests/r1').delete());
  });
  it.each(['my', 'anonymous', 'talent', 'userManager', 'employee', 'customer'])('%s cannot update a request', async (role) => {
    await assertFails(db(role).doc('assignmentRequests/r1').update(dismiss('my-1')));
  });
});

describe('formRateLimits: closed', () => {
  it.each(Object.keys(who))('%s cannot read or write', async (role) => {
    await assertFails(db(role).doc('formRateLimits/abc').get());
    await assertFails(db(role).collection('formRateLimits').get());
    await assertFails(db(role).doc('formRateLimits/new').set({ count: 0 }));
    await assertFails(db(role).doc('formRateLimits/abc').update({ count: 0 }));
    await assertFails(db(role).doc('formRateLimits/abc').delete());
  });
});
