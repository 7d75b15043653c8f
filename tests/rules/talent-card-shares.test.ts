import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, withSecondFactor } from '../support/rules-env';

/**
 * `talentCardShares` (links to talent cards shared with customers, written by the `cards`
 * function only): admins and `my` read them (a talent's links); nobody writes from a client.
 * The customer never reads Firestore: the function answers the link.
 */
let env: RulesTestEnvironment;
const HASH = 'a'.repeat(64);
const share = {
  talentIds: ['t1'],
  recipient: 'Hotelli Aurora',
  createdBy: 'admin-1',
  createdByName: 'Reija',
  created: new Date('2026-11-20T08:00:00Z'),
  expiresAt: new Date('2026-12-04T08:00:00Z'),
  revokedAt: null,
  revokedBy: null,
};

const mark = { talentId: 't1', interested: true, message: 'Monday?', changedAt: new Date('2026-11-29T08:00:00Z') };

const who: Record<string, (env: RulesTestEnvironment) => RulesTestContext> = {
  anonymous: (e) => e.unauthenticatedContext(),
  talent: (e) => e.authenticatedContext('t1'),
  admin: (e) => e.authenticatedContext('admin-1', withSecondFactor({ admin: true })),
  my: (e) => e.authenticatedContext('my-1', withSecondFactor({ my: true })),
  userManager: (e) => e.authenticatedContext('um-1', { userManager: true }),
  employee: (e) => e.authenticatedContext('emp-1', { employee: true }),
  customer: (e) => e.authenticatedContext('cust-1', { customerIds: ['c1'] }),
  signInAs: (e) => e.authenticatedContext('t1', { impersonatedBy: 'um-1' }),
  otherTalent: (e) => e.authenticatedContext('t2'),
};
const db = (role: string) => who[role]!(env).firestore();

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-card-shares');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(`talentCardShares/${HASH}`).set(share);
    await ctx.firestore().doc(`talentCardShares/${HASH}/marks/t1`).set(mark);
  });
});

describe('talentCardShares', () => {
  it.each(['admin', 'my'])('%s gets a link and lists a talent’s links', async (role) => {
    await assertSucceeds(db(role).doc(`talentCardShares/${HASH}`).get());
    await assertSucceeds(db(role).collection('talentCardShares').where('talentIds', 'array-contains', 't1').get());
  });
  it.each(['anonymous', 'talent', 'userManager', 'employee', 'customer', 'signInAs', 'otherTalent'])(
    '%s cannot get or list',
    async (role) => {
      await assertFails(db(role).doc(`talentCardShares/${HASH}`).get());
      await assertFails(db(role).collection('talentCardShares').where('talentIds', 'array-contains', 't1').get());
    },
  );
  it.each(Object.keys(who))('%s cannot create, change, revoke or delete a link', async (role) => {
    await assertFails(
      db(role)
        .doc(`talentCardShares/${'b'.repeat(64)}`)
        .set(share),
    );
    await assertFails(
      db(role)
        .doc(`talentCardShares/${HASH}`)
        .update({ expiresAt: new Date('2030-01-01T00:00:00Z') }),
    );
    await assertFails(db(role).doc(`talentCardShares/${HASH}`).update({ revokedAt: new Date(), revokedBy: 'x' }));
    await assertFails(db(role).doc(`talentCardShares/${HASH}`).delete());
  });

  // Item 27.8: the customer's "Interested" marks, `talentCardShares/{hash}/marks/{talentId}`, are
  // written by the cards function only; recruiters read the link's `interest` summary instead.
  it.each(Object.keys(who))('%s can neither read nor write a mark', async (role) => {
    await assertFails(db(role).doc(`talentCardShares/${HASH}/marks/t1`).get());
    await assertFails(db(role).collection(`talentCardShares/${HASH}/marks`).get());
    await assertFails(db(role).doc(`talentCardShares/${HASH}/marks/t2`).set(mark));
    await assertFails(db(role).doc(`talentCardShares/${HASH}/marks/t1`).update({ interested: false }));
    await assertFails(db(role).doc(`talentCardShares/${HASH}/marks/t1`).delete());
  });
  it.each(['admin', 'my'])('%s reads the marks only as the link’s summary', async (role) => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc(`talentCardShares/${HASH}`)
        .update({ interest: { t1: { at: new Date(), message: null } } }),
    );
    await assertSucceeds(db(role).doc(`talentCardShares/${HASH}`).get());
  });
});
