import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { talentJobChange } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, withSecondFactor } from '../support/rules-env';

/**
 * A talent's status list on a job (`talents/{id}/jobs/{jobId}`, issue 14 item 3): an admin writes
 * it with who wrote it (`updatedBy`, the caller) and what was done (`change`, the domain's
 * words), which the talent's audit copies; nobody names another writer, invents a change or
 * adds other fields; `my`, a password-only admin and the talent write nothing.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-23T00:00:00Z');
const list = [{ status: 'presented', date: at }];
const PATH = 'talents/t1/jobs/job-1';

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-job-status');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(PATH).set({ statuses: list });
  });
});

const admin = () => env.authenticatedContext('admin-1', withSecondFactor({ admin: true })).firestore();

describe('talents/{id}/jobs/{jobId}', () => {
  it('an admin writes the list naming itself and each change the domain knows', async () => {
    for (const change of talentJobChange.options) {
      await assertSucceeds(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1', change }));
    }
    // A copy without a writer (a merge) stays allowed.
    await assertSucceeds(admin().doc(PATH).set({ statuses: list }));
  });

  it('refuses another writer, an unknown change or an extra field', async () => {
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-2', change: 'hire' }));
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1', change: 'promote' }));
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1', change: 'hire', hiredStatus: 'hired' }));
  });

  it('my, an admin without the second factor and the talent write nothing', async () => {
    const write = { statuses: list, updatedBy: 'x', change: 'hire' };
    await assertFails(
      env
        .authenticatedContext('x', withSecondFactor({ my: true }))
        .firestore()
        .doc(PATH)
        .set(write),
    );
    await assertFails(
      env
        .authenticatedContext('x', passwordOnly({ admin: true }))
        .firestore()
        .doc(PATH)
        .set(write),
    );
    await assertFails(
      env
        .authenticatedContext('t1')
        .firestore()
        .doc(PATH)
        .set({ ...write, updatedBy: 't1' }),
    );
  });
});
