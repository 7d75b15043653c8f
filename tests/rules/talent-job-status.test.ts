import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, passwordOnly, withSecondFactor } from '../support/rules-env';

/**
 * A talent's status list on a job (`talents/{id}/jobs/{jobId}`, issue 14 item 3, issue 20 item 8):
 * an admin writes it naming itself (`updatedBy`, the caller) on every write; what was done the
 * audit trigger derives from the list, so no client says it (`change` is refused); nobody names
 * another writer, leaves the writer out or adds other fields; `my`, a password-only admin and
 * the talent write nothing.
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
  it('an admin writes the list naming itself', async () => {
    await assertSucceeds(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1' }));
    await assertSucceeds(admin().doc('talents/t1/jobs/job-2').set({ statuses: list, updatedBy: 'admin-1' }));
    await assertSucceeds(admin().doc(PATH).update({ statuses: [], updatedBy: 'admin-1' }));
  });

  it("refuses another writer's uid, no writer, a client's word for the action or an extra field", async () => {
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-2' }));
    await assertFails(admin().doc(PATH).set({ statuses: list }));
    await assertFails(admin().doc(PATH).update({ statuses: [] }));
    await assertFails(admin().doc('talents/t1/jobs/job-2').set({ statuses: list }));
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1', change: 'hire' }));
    await assertFails(admin().doc(PATH).set({ statuses: list, updatedBy: 'admin-1', hiredStatus: 'hired' }));
  });

  it('my, an admin without the second factor and the talent write nothing', async () => {
    const write = { statuses: list, updatedBy: 'x' };
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
