import { assertFails, assertSucceeds, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { firestoreRulesEnv, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * `vacancies` and `vacancies/{id}/interests` (issue 6 item 5), beside the matrix's published
 * case: drafts are read by admins and `my` only, and an unconstrained list is theirs only;
 * admins write the vacancy's short keys within limits, with `u` as the server's time and safe
 * image addresses; everyone else is refused every write. An interest is created by the `forms`
 * function only (published vacancies, rate-limited): no client creates one, not even a valid one
 * on a published vacancy. The talent side reads interests; only admins change or delete them.
 */
let env: RulesTestEnvironment;
let serverTime: unknown;

const who: Record<string, (e: RulesTestEnvironment) => RulesTestContext> = {
  anonymous: (e) => e.unauthenticatedContext(),
  talent: (e) => e.authenticatedContext('t1'),
  admin: (e) => e.authenticatedContext('admin-1', withSecondFactor({ admin: true })),
  my: (e) => e.authenticatedContext('my-1', withSecondFactor({ my: true })),
  userManager: (e) => e.authenticatedContext('um-1', { userManager: true }),
  employee: (e) => e.authenticatedContext('emp-1', { employee: true }),
  customer: (e) => e.authenticatedContext('cust-1', { customerIds: ['c1'] }),
};
const db = (role: string) => who[role]!(env).firestore();
const OUTSIDERS = ['anonymous', 'talent', 'userManager', 'employee', 'customer'];
const NOT_ADMIN = [...OUTSIDERS, 'my'];

const draft = { n: 'Siivooja', c: 'Hotelli Aurora', ci: ['Helsinki'], p: false };
const interest = () => ({
  name: 'Olena Shevchenko',
  employer: 'Hotelli Aurora',
  contractType: 'fixedTerm',
  workTimeType: 'regular',
  weeklyHours: 37.5,
  phone: '+358451234502',
  email: 'olena@example.com',
  interested: true,
  collectiveAgreement: 'Matkailu-, ravintola- ja vapaa-ajan palveluja koskeva TES',
  timestamp: serverTime,
});

beforeAll(async () => {
  env = await firestoreRulesEnv('vacancies');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const d = ctx.firestore();
    await d.doc('vacancies/draft').set(draft);
    await d.doc('vacancies/open').set({ n: 'Kokki', p: true });
    await d.doc('vacancies/open/interests/i1').set({ ...interest(), timestamp: new Date() });
  });
});

describe('vacancies: reading drafts and listing all', () => {
  it.each(['admin', 'my'])('%s gets a draft and lists every vacancy', async (role) => {
    await assertSucceeds(db(role).doc('vacancies/draft').get());
    await assertSucceeds(db(role).collection('vacancies').get());
  });
  it.each(OUTSIDERS)('%s cannot get a draft or list unconstrained, but lists the published ones', async (role) => {
    await assertFails(db(role).doc('vacancies/draft').get());
    await assertFails(db(role).collection('vacancies').get());
    await assertFails(db(role).collection('vacancies').where('p', '==', false).get());
    await assertSucceeds(db(role).collection('vacancies').where('p', '==', true).get());
  });
});

describe('vacancies: admins write every field; nobody else writes', () => {
  const full = () => ({
    r: 'Sanna Mäkelä',
    n: 'Kerroshoitaja',
    c: 'Hotelli Aurora',
    ci: ['Helsinki', 'Espoo'],
    co: ['Uusimaa'],
    lo: 'https://cdn.example.com/aurora.png',
    im: '/images/aurora.jpg',
    la: 'fi',
    t: ['horeca'],
    u: serverTime,
    et: 'Kokoaikainen',
    sd: 'Heti',
    d: '<p>Aamuvuoroja</p>',
    l: 'Mannerheimintie',
    cd: '<p>Kaupunkihotelli</p>',
    al: 'kerroshoitaja',
    p: true,
  });
  it('an admin creates with every short key, edits, publishes, unpublishes and deletes', async () => {
    const admin = db('admin');
    await assertSucceeds(admin.doc('vacancies/new').set(full()));
    await assertSucceeds(admin.doc('vacancies/new').set({ ...full(), n: 'Kerroshoitaja, aamu', p: false }));
    await assertSucceeds(admin.doc('vacancies/draft').update({ p: true, u: serverTime }));
    await assertSucceeds(admin.doc('vacancies/draft').update({ p: false }));
    await assertSucceeds(admin.doc('vacancies/new').delete());
  });
  it('an admin cannot add unknown keys, leave out the title, oversize a field or fake the time', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('vacancies/x').set({ ...full(), owner: 'me' }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), n: '' }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), p: 'yes' }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), d: 'x'.repeat(20001) }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), ci: Array.from({ length: 101 }, (_, i) => `c${i}`) }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), u: new Date('2020-01-01') }));
    await assertFails(admin.doc('vacancies/draft').update({ u: new Date('2020-01-01') }));
  });
  it('an admin cannot store a script or data address as logo or image', async () => {
    const admin = db('admin');
    await assertFails(admin.doc('vacancies/x').set({ ...full(), lo: 'javascript:alert(1)' }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), im: 'data:image/png;base64,AAAA' }));
    await assertFails(admin.doc('vacancies/x').set({ ...full(), im: '//evil.example/x.png' }));
  });
  it.each(NOT_ADMIN)('%s cannot create, update, publish or delete', async (role) => {
    const d = db(role);
    await assertFails(d.doc('vacancies/x').set({ n: 'Kokki', p: true }));
    await assertFails(d.doc('vacancies/draft').update({ p: true }));
    await assertFails(d.doc('vacancies/open').update({ n: 'Muutettu' }));
    await assertFails(d.doc('vacancies/open').delete());
  });
});

describe('vacancies/{id}/interests', () => {
  it.each(Object.keys(who))('%s cannot create an interest, not even a valid one on a published vacancy', async (role) => {
    await assertFails(db(role).collection('vacancies/open/interests').add(interest()));
    await assertFails(db(role).doc('vacancies/open/interests/mine').set(interest()));
    await assertFails(db(role).collection('vacancies/draft/interests').add(interest()));
  });
  it.each(['admin', 'my'])('%s reads and lists the interests', async (role) => {
    await assertSucceeds(db(role).doc('vacancies/open/interests/i1').get());
    await assertSucceeds(db(role).collection('vacancies/open/interests').get());
  });
  it.each(OUTSIDERS)('%s cannot read or list the interests, even of a published vacancy', async (role) => {
    await assertFails(db(role).doc('vacancies/open/interests/i1').get());
    await assertFails(db(role).collection('vacancies/open/interests').get());
  });
  it('an admin updates and deletes an interest (deleting a vacancy removes its interests)', async () => {
    await assertSucceeds(db('admin').doc('vacancies/open/interests/i1').update({ interested: false }));
    await assertSucceeds(db('admin').doc('vacancies/open/interests/i1').delete());
  });
  it.each(NOT_ADMIN)('%s cannot update or delete an interest', async (role) => {
    await assertFails(db(role).doc('vacancies/open/interests/i1').update({ interested: false }));
    await assertFails(db(role).doc('vacancies/open/interests/i1').delete());
  });
});
