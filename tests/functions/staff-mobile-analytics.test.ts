import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiError, getMobileAnalytics, mobileAnalyticsResponse, putMobileAnalytics } from '@vuoro/domain';
import { adminAuth, adminDb } from '../support/admin';
import { createTestUser, deleteTestUsers, signIn } from '../support/auth';
import { callRoute } from '../support/call-route';
import { clearFirestore } from '../support/emulators';
import { caller, putPerson, type Caller } from '../support/staff-shifts';

/**
 * The employee's mobile analytics switch (our extension `/v1/Employee/MobileAnalytics`): kept in
 * the caller's `users/{uid}.analytics`, where the talent side keeps the same consent, audited by
 * the `userAudit` trigger in the Functions emulator; refused to a "Sign in as" session.
 */
let eero: Caller, olena: Caller, customer: Caller, talent: Caller, support: Caller;

beforeAll(async () => {
  await clearFirestore();
  eero = await caller('analytics-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('analytics-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('analytics-customer', { customerIds: ['c-aurora'] });
  talent = await caller('analytics-talent', {});
  // A "Sign in as" session for Eero: a support identity acting as his staff record.
  const user = await createTestUser({ prefix: 'analytics-support', claims: { employee: true } });
  await adminAuth.setCustomUserClaims(user.uid, { employee: true, actAs: 'sp-eero', impersonatedBy: 'manager-uid' });
  support = { user, idToken: (await signIn(user.email, user.password)).idToken, staffId: null };
}, 60_000);
afterAll(() => deleteTestUsers([eero, olena, customer, talent, support].map((c) => c.user.uid)));
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email });
});

const users = () => adminDb.collection('users');
const read = async (who: Caller) => {
  const res = await callRoute(getMobileAnalytics, { caller: who });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return mobileAnalyticsResponse.parse(res.body).enabled;
};

describe('mobile analytics (our extension)', () => {
  it("is off until turned on; on and off are stored in the caller's users record and audited; others keep theirs", async () => {
    expect(await read(eero)).toBe(false);
    const on = await callRoute(putMobileAnalytics, { caller: eero, body: { enabled: true } });
    expect(on).toMatchObject({ status: 200, body: { enabled: true } });
    expect(await read(eero)).toBe(true);
    expect(await read(olena)).toBe(false);
    const stored = await users().doc(eero.user.uid).get();
    expect(stored.data()).toMatchObject({ analytics: true, updatedBy: eero.user.uid });

    expect((await callRoute(putMobileAnalytics, { caller: eero, body: { enabled: false } })).body).toEqual({ enabled: false });
    expect(await read(eero)).toBe(false);
    // The userAudit trigger names Eero on each change, with the field that changed.
    const audit = users().doc(eero.user.uid).collection('audit');
    await expect.poll(async () => (await audit.get()).size, { timeout: 20_000 }).toBe(2);
    const entries = (await audit.get()).docs.map((d) => d.data());
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
    for (const entry of entries) expect(entry).toMatchObject({ userId: eero.user.uid, fields: ['analytics'] });
    expect((await users().doc(olena.user.uid).get()).exists).toBe(false);
  });

  it('keeps the consent a talent-side write left beside it (marketing, language)', async () => {
    await users().doc(eero.user.uid).set({ analytics: false, marketing: true, language: 'sv' });
    await callRoute(putMobileAnalytics, { caller: eero, body: { enabled: true } });
    expect((await users().doc(eero.user.uid).get()).data()).toMatchObject({ analytics: true, marketing: true, language: 'sv' });
  });

  it('400 for a body that is not one boolean `enabled`, and nothing is written', async () => {
    for (const body of [{}, { enabled: 'true' }, { enabled: 1 }, { enabled: true, marketing: true }, null]) {
      const res = await callRoute(putMobileAnalytics, { caller: eero, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiError.parse(res.body).error).toBeTruthy();
    }
    expect((await users().get()).size).toBe(0);
  });

  it('401 without a token; 403 for a customer user, a talent and a "Sign in as" session, nothing written', async () => {
    for (const contract of [getMobileAnalytics, putMobileAnalytics]) {
      const body = contract === putMobileAnalytics ? { enabled: true } : undefined;
      expect((await callRoute(contract, { caller: null, body })).status).toBe(401);
      for (const who of [customer, talent]) expect((await callRoute(contract, { caller: who, body })).status).toBe(403);
      expect(await callRoute(contract, { caller: support, body })).toMatchObject({
        status: 403,
        body: { error: 'impersonated' },
      });
    }
    expect((await users().get()).size).toBe(0);
  });
});
