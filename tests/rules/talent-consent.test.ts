import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '@vuoro/domain';
import { firestoreRulesEnv, rulesServerTime, withSecondFactor } from '../support/rules-env';

/**
 * The privacy notice's consent on the talent (issue 27 item 7): `consent: {version, at}`, given by
 * the talent on its own create only, of the current notice (domain PRIVACY_NOTICE_VERSION) at the
 * server's time; a registration (a create with its answers) must carry it; nobody changes it
 * afterwards: not the talent, not a "Sign in as" session, not `my`, not another talent, not a
 * visitor; an admin neither sets it on a create nor changes it, and only carries a person's consent
 * onto a profile without one (a merge).
 */
let env: RulesTestEnvironment;
let serverTime: unknown;

const as = (uid: string, claims: Record<string, unknown> = {}) => env.authenticatedContext(uid, claims).firestore();
const talentDb = (uid = 't1') => as(uid);
const adminDb = () => as('admin-1', withSecondFactor({ admin: true }));
const myDb = () => as('m1', withSecondFactor({ my: true }));
const impersonatedDb = (uid = 't1') => as(uid, { impersonatedBy: 'u-support' });
const nobodyDb = () => env.unauthenticatedContext().firestore();

const consent = () => ({ version: PRIVACY_NOTICE_VERSION, at: serverTime });
const registered = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Olena',
  lastName: 'Kovalenko',
  email: 'olena@example.com',
  phoneNumber: '+380671234567',
  jobs: ['cook'],
  languages: [{ language: 'uk', level: 'proficient' }],
  duplicate: false,
  registration: { jobFields: [], readyToMove: false, whereHeard: null, formLanguage: 'uk' },
  added: serverTime,
  consent: consent(),
  ...extra,
});
const storedConsent = { version: PRIVACY_NOTICE_VERSION, at: new Date('2026-11-29T08:00:00Z') };

beforeAll(async () => {
  env = await firestoreRulesEnv('talent-consent');
  serverTime = await rulesServerTime();
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('talents/given').set({ ...registered(), added: new Date(), consent: storedConsent });
    await db.doc('talents/byHand').set({ firstName: 'Aino', lastName: 'Virtanen', email: 'aino@example.com' });
  });
});

describe('talents: the privacy consent', () => {
  it('the rules know the same notice version as the domain', () => {
    const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
    expect(rules).toContain(`function privacyNoticeVersion() { return '${PRIVACY_NOTICE_VERSION}'; }`);
  });

  it('the talent registers with its consent: the current notice, at the server time', async () => {
    await assertSucceeds(talentDb().doc('talents/t1').set(registered()));
  });

  it('a registration without the consent, of another notice, at a time of its own or with more in it is refused', async () => {
    const { consent: _c, ...without } = registered();
    await assertFails(talentDb().doc('talents/t1').set(without));
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set(registered({ consent: { ...consent(), version: '2020-01-01' } })),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set(registered({ consent: { ...consent(), at: new Date() } })),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set(registered({ consent: { version: PRIVACY_NOTICE_VERSION } })),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set(registered({ consent: { ...consent(), ip: '1.2.3.4' } })),
    );
    await assertFails(
      talentDb()
        .doc('talents/t1')
        .set(registered({ consent: true })),
    );
  });

  it('nobody gives it for someone else: another talent, a "Sign in as" session, my, a visitor, an admin', async () => {
    await assertFails(talentDb('t2').doc('talents/t1').set(registered()));
    await assertFails(impersonatedDb().doc('talents/t1').set(registered()));
    await assertFails(myDb().doc('talents/t1').set(registered()));
    await assertFails(nobodyDb().doc('talents/t1').set(registered()));
    const { registration: _r, duplicate: _d, added: _a, ...byHand } = registered();
    await assertFails(adminDb().doc('talents/t1').set(byHand));
    const { consent: _c, ...withoutConsent } = byHand;
    await assertSucceeds(adminDb().doc('talents/t1').set(withoutConsent));
  });

  it('the talent cannot change or remove it afterwards, nor add one later; its other edits go on', async () => {
    await assertFails(talentDb('given').doc('talents/given').update({ consent: consent() }));
    await assertFails(talentDb('given').doc('talents/given').update({ 'consent.version': '2020-01-01' }));
    const { consent: _c, ...rest } = registered({ added: new Date() });
    await assertFails(talentDb('given').doc('talents/given').set(rest));
    await assertSucceeds(talentDb('given').doc('talents/given').update({ location: 'Vantaa' }));
    await assertFails(impersonatedDb('given').doc('talents/given').update({ consent: consent() }));
    await assertFails(talentDb('byHand').doc('talents/byHand').update({ consent: consent() }));
  });

  it('an admin never changes a consent; only carries one onto a profile without it (a merge)', async () => {
    await assertFails(
      adminDb()
        .doc('talents/given')
        .update({ consent: { ...storedConsent, version: '2020-01-01' } }),
    );
    await assertFails(adminDb().doc('talents/given').update({ consent: null }));
    await assertFails(myDb().doc('talents/byHand').update({ consent: storedConsent }));
    await assertFails(
      adminDb()
        .doc('talents/byHand')
        .update({ consent: { version: PRIVACY_NOTICE_VERSION } }),
    );
    await assertSucceeds(adminDb().doc('talents/byHand').update({ consent: storedConsent }));
  });

  it('the talent and the recruiters read it; other talents and visitors do not', async () => {
    await assertSucceeds(talentDb('given').doc('talents/given').get());
    await assertSucceeds(adminDb().doc('talents/given').get());
    await assertFails(talentDb('t2').doc('talents/given').get());
    await assertFails(nobodyDb().doc('talents/given').get());
  });
});
