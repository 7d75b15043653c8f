import { assertFails, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { staffCollections } from '@vuoro/domain';
import { firestoreRulesEnv, rulesOffFirestore, withSecondFactor } from '../support/rules-env';

/**
 * Deny by default: a collection no rule names, and the Staff API's own collections, refuse
 * every client read and write, whatever the caller's role. (tests/rules/matrix.test.ts covers
 * the collections the rules do open.)
 */
// Collections no rule names (a typo, a future collection) and the Staff API's own.
const collections = ['unknownCollection', 'shifts', ...Object.values(staffCollections)];

const identities: [string, (env: RulesTestEnvironment) => RulesTestContext][] = [
  ['anonymous', (env) => env.unauthenticatedContext()],
  ['talent', (env) => env.authenticatedContext('talent-1')],
  ['admin', (env) => env.authenticatedContext('admin-1', withSecondFactor({ admin: true }))],
  ['my', (env) => env.authenticatedContext('my-1', withSecondFactor({ my: true }))],
  ['userManager', (env) => env.authenticatedContext('um-1', { userManager: true })],
  ['employee', (env) => env.authenticatedContext('emp-1', { employee: true })],
  ['customer user', (env) => env.authenticatedContext('cust-1', { customerIds: ['c1'] })],
];

let env: RulesTestEnvironment;
/** Seeds with rules off: one client for the file (speed; the same writes as withSecurityRulesDisabled). */
let rulesOff: ReturnType<typeof rulesOffFirestore>;

beforeAll(async () => {
  env = await firestoreRulesEnv('deny');
  rulesOff = rulesOffFirestore('deny');
});
afterAll(async () => {
  await env.cleanup();
  await rulesOff.close();
});
beforeEach(async () => {
  await env.clearFirestore();
  // Side by side: one collection's seed does not wait for the last's.
  await Promise.all(collections.map((c) => rulesOff.db.collection(c).doc('seeded').set({ name: 'seeded' })));
});

describe.each(identities)('Firestore rules deny by default: %s', (_who, context) => {
  // One client per identity for its collections (a client per collection only added start-up time).
  let made: RulesTestContext | undefined;
  it.each(collections)('%s: get, list, create, update and delete are refused', async (collection) => {
    const db = (made ??= context(env)).firestore();
    await assertFails(db.collection(collection).doc('seeded').get());
    await assertFails(db.collection(collection).get());
    await assertFails(db.collection(collection).doc('new').set({ name: 'x' }));
    await assertFails(db.collection(collection).doc('seeded').update({ name: 'y' }));
    await assertFails(db.collection(collection).doc('seeded').delete());
  });
});
