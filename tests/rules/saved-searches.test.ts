import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { IMPERSONATED_BY_CLAIM, SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_VALUE_MAX, SAVED_SEARCHES } from '@vuoro/domain';
import { firestoreRulesEnv, passwordOnly, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * Issue 27 item 4. A saved search (`savedSearches/{id}`) is one recruiter's own: only the admin
 * (with a second factor) named in `ownerUid` reads it, lists its own (where ownerUid == uid),
 * creates it (stamped with the server's time, the list's filter keys only), renames and deletes
 * it. Another admin, `my`, talents, employees, customer users, a user manager, a "Sign in as"
 * session, a password-only admin and a visitor get nothing.
 */
let env: RulesTestEnvironment;
let serverTime: unknown;
const at = new Date('2026-11-20T08:00:00Z');

beforeAll(async () => {
  env = await firestoreRulesEnv('saved-searches');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc(`${SAVED_SEARCHES}/s1`)
      .set({
        ownerUid: 'admin-1',
        name: 'Kokit Helsinki, ukraina',
        filters: { q: 'kokki', location: 'Helsinki', lang: 'uk' },
        created: at,
      });
  });
});

const as = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore();
const owner = () => as('admin-1', withSecondFactor({ admin: true }));
const otherAdmin = () => as('admin-2', withSecondFactor({ admin: true }));
/** Everyone but the owner: none reads, lists, creates, renames or deletes the owner's saved search. */
const others = () =>
  [
    ['another admin', otherAdmin()],
    ['the owner without a second factor', as('admin-1', passwordOnly({ admin: true }))],
    ['my', as('my-1', withSecondFactor({ my: true }))],
    ['a talent', as('talent-1')],
    ['another talent', as('talent-2')],
    [
      'a "Sign in as" session with the owner\'s uid',
      as('admin-1', withSecondFactor({ admin: true, actAs: 'e1', [IMPERSONATED_BY_CLAIM]: 'um-1' })),
    ],
    ['an employee', as('employee-1', { employee: true })],
    ['a customer user', as('customer-1', { customerIds: ['hotelli-aurora'] })],
    ['a user manager', as('um-1', withSecondFactor({ userManager: true }))],
    ['a visitor', env.unauthenticatedContext().firestore()],
  ] as const;

const search = (uid: string, extra: Record<string, unknown> = {}) => ({
  ownerUid: uid,
  name: 'Siivoojat Espoo',
  filters: { tag: 'siivous', location: 'Espoo' },
  created: serverTime,
  ...extra,
});

describe('savedSearches: the owner', () => {
  it('reads, lists its own, creates, renames and deletes', async () => {
    const db = owner();
    await assertSucceeds(db.doc(`${SAVED_SEARCHES}/s1`).get());
    await assertSucceeds(db.collection(SAVED_SEARCHES).where('ownerUid', '==', 'admin-1').get());
    await assertSucceeds(db.collection(SAVED_SEARCHES).add(search('admin-1')));
    await assertSucceeds(
      db.collection(SAVED_SEARCHES).add(search('admin-1', { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX), filters: {} })),
    );
    await assertSucceeds(
      db.collection(SAVED_SEARCHES).add(
        search('admin-1', {
          filters: {
            q: 'x'.repeat(SAVED_SEARCH_VALUE_MAX),
            tag: 't',
            industry: 'i',
            location: 'l',
            lang: 'uk',
            status: '-',
            job: 'j',
          },
        }),
      ),
    );
    await assertSucceeds(db.doc(`${SAVED_SEARCHES}/s1`).update({ name: 'Kokit Helsinki' }));
    await assertSucceeds(db.doc(`${SAVED_SEARCHES}/s1`).delete());
  });

  it('cannot list all saved searches, save one for another, backdate, add keys, or send bad filters or names', async () => {
    const db = owner();
    const add = (data: Record<string, unknown>) => db.collection(SAVED_SEARCHES).add(data);
    await assertFails(db.collection(SAVED_SEARCHES).get());
    await assertFails(add(search('admin-2')));
    await assertFails(add(search('admin-1', { created: at })));
    await assertFails(add(search('admin-1', { pinned: true })));
    await assertFails(add(search('admin-1', { name: '' })));
    await assertFails(add(search('admin-1', { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1) })));
    await assertFails(add(search('admin-1', { filters: { salary: '3000' } })));
    await assertFails(add(search('admin-1', { filters: { q: 7 } })));
    await assertFails(add(search('admin-1', { filters: { q: 'x'.repeat(SAVED_SEARCH_VALUE_MAX + 1) } })));
    await assertFails(add(search('admin-1', { filters: 'q=kokki' })));
    const { created: _c, ...unstamped } = search('admin-1');
    await assertFails(add(unstamped));
  });

  it('renames only: not the filters, the owner or the time; not to an empty or too long name', async () => {
    const doc = owner().doc(`${SAVED_SEARCHES}/s1`);
    await assertFails(doc.update({ filters: { q: 'siivooja' } }));
    await assertFails(doc.update({ ownerUid: 'admin-2' }));
    await assertFails(doc.update({ created: serverTime }));
    await assertFails(doc.update({ name: '' }));
    await assertFails(doc.update({ name: 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1) }));
  });
});

describe('savedSearches: everyone else', () => {
  it("neither reads, lists, renames nor deletes the owner's saved search", async () => {
    for (const [, db] of others()) {
      await assertFails(db.doc(`${SAVED_SEARCHES}/s1`).get());
      await assertFails(db.collection(SAVED_SEARCHES).where('ownerUid', '==', 'admin-1').get());
      await assertFails(db.doc(`${SAVED_SEARCHES}/s1`).update({ name: 'Mine now' }));
      await assertFails(db.doc(`${SAVED_SEARCHES}/s1`).delete());
    }
  });

  it('only an admin with a second factor creates one, and only its own', async () => {
    await assertSucceeds(otherAdmin().collection(SAVED_SEARCHES).add(search('admin-2')));
    await assertSucceeds(otherAdmin().collection(SAVED_SEARCHES).where('ownerUid', '==', 'admin-2').get());
    for (const [who, db] of others()) {
      if (who === 'another admin') continue;
      const uid =
        {
          'a visitor': 'nobody',
          'a talent': 'talent-1',
          'another talent': 'talent-2',
          my: 'my-1',
          'an employee': 'employee-1',
          'a customer user': 'customer-1',
          'a user manager': 'um-1',
        }[who as string] ?? 'admin-1';
      await assertFails(db.collection(SAVED_SEARCHES).add(search(uid)));
    }
  });
});
