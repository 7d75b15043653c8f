import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { IMPERSONATED_BY_CLAIM, TALENT_EXPORT_ACTION, TALENT_TAGS_MAX } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, withSecondFactor } from '../support/rules-env';

/**
 * Issue 27 item 3, the bulk actions' writes. A bulk tag change is an admin's update of each
 * talent's `tags` (a list of {id, name}, at most TALENT_TAGS_MAX); nobody else changes a talent's
 * tags. A CSV export leaves an entry on the recruiter's own trail `users/{uid}/audit` written by the
 * recordTalentExport function: admins read it, no client writes, changes or deletes one.
 */
let env: RulesTestEnvironment;
const at = new Date('2026-11-20T08:00:00Z');
const tag = { id: 'hygieniapassi', name: 'Hygieniapassi' };

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-bulk');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('talents/t1').set({ firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com', tags: [] });
    await db
      .doc('users/admin-1/audit/e1')
      .set({ date: at, userId: 'admin-1', userName: 'Reija', action: TALENT_EXPORT_ACTION, fields: ['talents'], count: 3 });
  });
});

const as = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore();
const admin = () => as('admin-1', withSecondFactor({ admin: true }));
/** Everyone but an admin with a second factor, each with how to reach its Firestore. */
const others: [string, () => ReturnType<typeof admin>][] = [
  ['an admin without a second factor', () => as('admin-1', passwordOnly({ admin: true }))],
  ['my', () => as('my-1', withSecondFactor({ my: true }))],
  ['the talent itself', () => as('t1')],
  ['another talent', () => as('t2')],
  ['a "Sign in as" session', () => as('admin-1', withSecondFactor({ admin: true, [IMPERSONATED_BY_CLAIM]: 'um-1' }))],
  ['a visitor', () => env.unauthenticatedContext().firestore()],
];

describe('bulk tags: talents/{id}.tags', () => {
  it('an admin with a second factor adds and removes tags (Undo writes the previous list back)', async () => {
    await assertSucceeds(
      admin()
        .doc('talents/t1')
        .update({ tags: [tag] }),
    );
    await assertSucceeds(admin().doc('talents/t1').update({ tags: [] }));
  });

  it(`refuses more than ${TALENT_TAGS_MAX} tags, even to an admin`, async () => {
    const many = Array.from({ length: TALENT_TAGS_MAX + 1 }, (_, i) => ({ id: `t${i}`, name: `T${i}` }));
    await assertFails(admin().doc('talents/t1').update({ tags: many }));
    await assertSucceeds(
      admin()
        .doc('talents/t1')
        .update({ tags: many.slice(1) }),
    );
  });

  it.each(others)('%s changes no tags', async (_who, db) => {
    await assertFails(
      db()
        .doc('talents/t1')
        .update({ tags: [tag] }),
    );
  });
});

describe('the export trail: users/{uid}/audit', () => {
  it('an admin reads it but writes, changes or deletes no entry (only the function does)', async () => {
    await assertSucceeds(admin().doc('users/admin-1/audit/e1').get());
    await assertFails(
      admin().doc('users/admin-1/audit/e2').set({ date: at, userId: 'admin-1', action: TALENT_EXPORT_ACTION, count: 1 }),
    );
    await assertFails(admin().doc('users/admin-1/audit/e1').update({ count: 1 }));
    await assertFails(admin().doc('users/admin-1/audit/e1').delete());
  });

  it.each(others)('%s neither reads nor writes it', async (_who, db) => {
    await assertFails(db().doc('users/admin-1/audit/e1').get());
    await assertFails(db().doc('users/admin-1/audit/e2').set({ date: at, userId: 'admin-1', action: TALENT_EXPORT_ACTION }));
  });
});
