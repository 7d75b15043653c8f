import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { REGISTRATION_DUPLICATE_REPORTS } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, withSecondFactor } from '../support/rules-env';

/**
 * `registrationDuplicateReports` (someone tried to register with an email that has an account;
 * written by the `forms` function): admin and `my` read and list them; an admin dismisses one
 * (status dismissed, handledBy = self, handledAt = now) and changes nothing else; no client
 * creates or deletes, and nobody else reads.
 */
let env: RulesTestEnvironment;
const report = {
  email: 'Olena@example.com',
  emailKey: 'olena@example.com',
  firstName: 'Olena',
  lastName: 'Kovalenko',
  phone: '+380671234567',
  status: 'new',
  handledBy: null,
  handledAt: null,
  created: new Date('2026-11-20T08:00:00Z'),
};
const path = `${REGISTRATION_DUPLICATE_REPORTS}/r1`;

const who: Record<string, (env: RulesTestEnvironment) => RulesTestContext> = {
  anonymous: (e) => e.unauthenticatedContext(),
  talent: (e) => e.authenticatedContext('talent-1', { email: 'olena@example.com' }),
  admin: (e) => e.authenticatedContext('admin-1', withSecondFactor({ admin: true })),
  my: (e) => e.authenticatedContext('my-1', withSecondFactor({ my: true })),
  adminNoMfa: (e) => e.authenticatedContext('admin-2', passwordOnly({ admin: true })),
  myNoMfa: (e) => e.authenticatedContext('my-2', passwordOnly({ my: true })),
  userManager: (e) => e.authenticatedContext('um-1', { userManager: true }),
  employee: (e) => e.authenticatedContext('emp-1', { employee: true }),
  customer: (e) => e.authenticatedContext('cust-1', { customerIds: ['c1'] }),
};
const OUTSIDERS = ['anonymous', 'talent', 'adminNoMfa', 'myNoMfa', 'userManager', 'employee', 'customer'];
const db = (role: string) => who[role]!(env).firestore();
const dismiss = (uid: string) => ({ status: 'dismissed', handledBy: uid, handledAt: serverTimestamp() });
const openFor = (role: string) =>
  db(role).collection(REGISTRATION_DUPLICATE_REPORTS).where('emailKey', '==', 'olena@example.com').where('status', '==', 'new');

beforeAll(async () => {
  env = await firestoreRulesEnv('registration-duplicate-reports');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(path).set(report);
  });
});

describe('registrationDuplicateReports: reads', () => {
  it.each(['admin', 'my'])('%s gets a report and lists the open ones of an email', async (role) => {
    await assertSucceeds(db(role).doc(path).get());
    await assertSucceeds(openFor(role).get());
  });
  it.each(OUTSIDERS)('%s cannot get or list reports, not even of its own email', async (role) => {
    await assertFails(db(role).doc(path).get());
    await assertFails(openFor(role).get());
    await assertFails(db(role).collection(REGISTRATION_DUPLICATE_REPORTS).get());
  });
});

describe('registrationDuplicateReports: writes', () => {
  it('an admin dismisses a report, stamped by itself at request time', async () => {
    await assertSucceeds(db('admin').doc(path).update(dismiss('admin-1')));
  });
  it('an admin cannot reopen, stamp another, fake the time or change what was reported', async () => {
    const admin = db('admin').doc(path);
    await assertFails(admin.update({ ...dismiss('admin-1'), status: 'new' }));
    await assertFails(admin.update(dismiss('someone-else')));
    await assertFails(admin.update({ ...dismiss('admin-1'), handledAt: new Date('2026-11-20T09:00:00Z') }));
    await assertFails(admin.update({ ...dismiss('admin-1'), emailKey: 'other@example.com' }));
    await assertFails(admin.update({ firstName: 'Iryna' }));
  });
  it.each(['admin', 'my', ...OUTSIDERS])('%s cannot create or delete a report', async (role) => {
    await assertFails(
      db(role)
        .collection(REGISTRATION_DUPLICATE_REPORTS)
        .add({ ...report, created: serverTimestamp() }),
    );
    await assertFails(db(role).doc(path).delete());
  });
  it.each(['my', ...OUTSIDERS])('%s cannot dismiss a report', async (role) => {
    await assertFails(
      db(role)
        .doc(path)
        .update(dismiss(`${role}-1`)),
    );
  });
});
