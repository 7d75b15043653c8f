import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, passwordOnly, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * Issue 27 item 1 (claim): the invitations (`talentClaims`, named by the token's SHA-256) are the
 * claim callables' alone: no client reads or writes them. A hand-added talent (`talents/hand-…`,
 * written by `addTalentByHand`) is the recruiters' until it is claimed: admins (second factor)
 * read and edit it, `my` reads it, nobody else does (no uid is `hand-…`).
 */
let env: RulesTestEnvironment;
let serverTime: unknown;
const HASH = 'c'.repeat(64);
const HAND = 'talents/hand-abc123';
const invite = {
  talentId: 'hand-abc123',
  email: 'oksana.melnyk@example.com',
  firstName: 'Oksana',
  language: 'uk',
  createdBy: 'admin-1',
  created: new Date('2026-11-29T08:00:00Z'),
  expiresAt: new Date('2026-12-06T08:00:00Z'),
  usedAt: null,
  usedBy: null,
};
const handTalent = {
  firstName: 'Oksana',
  lastName: 'Melnyk',
  email: 'oksana.melnyk@example.com',
  phoneNumber: '+358401239876',
  languages: [{ language: 'uk', level: 'proficient' }],
  tags: [],
  jobs: [],
  duplicate: false,
  created: { date: new Date('2026-11-29T08:00:00Z'), id: 'admin-1', name: 'Reija Rekrytoija' },
  added: new Date('2026-11-29T08:00:00Z'),
};

const who: Record<string, (env: RulesTestEnvironment) => RulesTestContext> = {
  nobody: (e) => e.unauthenticatedContext(),
  talent: (e) => e.authenticatedContext('t1'),
  impersonated: (e) => e.authenticatedContext('support-1', { impersonatedBy: 'um-1', actAs: 't1' }),
  admin: (e) => e.authenticatedContext('admin-1', withSecondFactor({ admin: true })),
  adminOneFactor: (e) => e.authenticatedContext('admin-2', passwordOnly({ admin: true })),
  my: (e) => e.authenticatedContext('my-1', withSecondFactor({ my: true })),
  userManager: (e) => e.authenticatedContext('um-1', { userManager: true }),
};
const db = (role: string) => who[role]!(env).firestore();

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-claims');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc(`talentClaims/${HASH}`).set(invite);
    await ctx.firestore().doc(HAND).set(handTalent);
  });
});

describe('talentClaims: the callables only', () => {
  it.each(Object.keys(who))('%s cannot read, list, create, change or delete an invitation', async (role) => {
    const claims = db(role).collection('talentClaims');
    await assertFails(claims.doc(HASH).get());
    await assertFails(claims.where('talentId', '==', 'hand-abc123').get());
    await assertFails(claims.doc('d'.repeat(64)).set(invite));
    await assertFails(claims.doc(HASH).update({ usedAt: new Date(), usedBy: 't1' }));
    await assertFails(claims.doc(HASH).delete());
  });
});

describe('a hand-added talent: the recruiters’ until claimed', () => {
  it('an admin with the second factor reads, lists and edits it; my reads it', async () => {
    await assertSucceeds(db('admin').doc(HAND).get());
    await assertSucceeds(db('admin').collection('talents').where('email', '==', handTalent.email).get());
    await assertSucceeds(
      db('admin')
        .doc(HAND)
        .update({ location: 'Espoo', updated: { date: serverTime, id: 'admin-1', name: null } }),
    );
    await assertSucceeds(db('my').doc(HAND).get());
  });

  it.each(['nobody', 'talent', 'impersonated', 'adminOneFactor', 'userManager'])('%s cannot read it', async (role) => {
    await assertFails(db(role).doc(HAND).get());
    await assertFails(db(role).collection('talents').where('email', '==', handTalent.email).get());
  });

  it.each(['nobody', 'talent', 'impersonated', 'adminOneFactor', 'my', 'userManager'])(
    '%s cannot change, create or delete one',
    async (role) => {
      await assertFails(
        db(role)
          .doc(HAND)
          .update({ location: 'Espoo', updated: { date: serverTime, id: 'x', name: null } }),
      );
      await assertFails(db(role).doc('talents/hand-new').set(handTalent));
      await assertFails(db(role).doc(HAND).delete());
    },
  );
});
