import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiError,
  emailSettingsResponse,
  getEmailSettings,
  getNotificationOptions,
  getPushSettings,
  notificationContracts,
  pushPayload,
  pushSettingsResponse,
  putPushActivate,
  putPushDeactivate,
  putSetDisableEmail,
  putWorkSuggestions,
  staffCollections,
  type AnyEndpoint,
} from '@vuoro/domain';
import { adminDb } from '../support/admin';
import { deleteTestUsers } from '../support/auth';
import { clearFirestore } from '../support/emulators';
import { callRoute, type RouteCall } from '../support/call-route';
import { startPushEndpoint, type PushEndpoint, type PushSubscriptionJson } from '../support/push-endpoint';
import { caller, fromNow, putPerson, putShift, putSuggestion, type Caller } from '../support/staff-shifts';

/**
 * The employee's notification settings and browser push (issue 24, "Notifications"): the
 * settings routes in-process; a push end to end: Activate with a subscription of the local push
 * service, a suggestion written as the product writes it (Admin SDK), the `staffSuggestionPush`
 * trigger in the Functions emulator sending a VAPID-signed, aes128gcm-encrypted push that the
 * local service verifies and decrypts.
 */
let eero: Caller, olena: Caller, customer: Caller, talent: Caller;
let push: PushEndpoint;

const subscriptions = () => adminDb.collection(staffCollections.pushSubscriptions);
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

beforeAll(async () => {
  await clearFirestore();
  push = await startPushEndpoint();
  eero = await caller('notify-eero', { employee: true }, { id: 'sp-eero' });
  olena = await caller('notify-olena', { employee: true }, { id: 'sp-olena' });
  customer = await caller('notify-customer', { customerIds: ['c-aurora'] });
  talent = await caller('notify-talent', {});
});
afterAll(async () => {
  await push.close();
  await deleteTestUsers([eero, olena, customer, talent].map((c) => c.user.uid));
});
beforeEach(async () => {
  await clearFirestore();
  await putPerson('sp-eero', { firebaseUid: eero.user.uid, email: eero.user.email, firstName: 'Eero', language: 'fi' });
  await putPerson('sp-olena', { firebaseUid: olena.user.uid, email: olena.user.email, firstName: 'Olena', language: 'uk' });
});

const settingsOf = async (who: Caller) => pushSettingsResponse.parse((await callRoute(getPushSettings, { caller: who })).body);

async function activate(who: Caller, subscription: PushSubscriptionJson = push.subscription()) {
  const res = await callRoute(putPushActivate, {
    caller: who,
    body: subscription,
    headers: { 'User-Agent': 'Mozilla/5.0 (Test)' },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { subscription, settings: pushSettingsResponse.parse(res.body) };
}

/** A suggestion of a shift (or a bundle of `count`) to `employeeId`, written as the desk and the customer routes write them. */
async function suggest(id: string, employeeId: string, kind: 'single' | 'bundle' = 'single', count = 1) {
  const shiftIds = Array.from({ length: count }, (_, i) => `${id}-shift${i}`);
  for (const [i, shiftId] of shiftIds.entries()) {
    await putShift(shiftId, null, fromNow(3 + i, 6), fromNow(3 + i, 14));
  }
  await putSuggestion({
    id,
    employeeId,
    kind,
    shiftIds,
    start: fromNow(3, 6),
    end: fromNow(2 + count, 14),
    suggestedAt: new Date().toISOString(),
  });
}

const pushesTo = (endpoint: string) => push.received.filter((p) => p.endpoint === endpoint);

describe('notification settings', () => {
  it('answers the defaults (email on, push off, every suggestion) with the VAPID key, and stores what the employee changes', async () => {
    const first = await settingsOf(eero);
    expect(first).toMatchObject({ pushEnabled: false, devices: 0, preferredNotification: 'all' });
    expect(first.vapidPublicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect((await callRoute(getNotificationOptions, { caller: eero })).body).toEqual({
      options: ['all', 'singleShifts', 'bundles', 'none'],
      default: 'all',
    });
    expect((await callRoute(getEmailSettings, { caller: eero })).body).toEqual({ emailDisabled: false });

    const off = await callRoute(putSetDisableEmail, { caller: eero, query: { disable: true } });
    expect(emailSettingsResponse.parse(off.body)).toEqual({ emailDisabled: true });
    expect((await callRoute(getEmailSettings, { caller: eero })).body).toEqual({ emailDisabled: true });
    const bundles = await callRoute(putWorkSuggestions, { caller: eero, query: { preferredNotification: 'bundles' } });
    expect(pushSettingsResponse.parse(bundles.body).preferredNotification).toBe('bundles');
    expect(await settingsOf(eero)).toMatchObject({ preferredNotification: 'bundles', pushEnabled: false });
    // Olena's settings are hers: still the defaults.
    expect((await callRoute(getEmailSettings, { caller: olena })).body).toEqual({ emailDisabled: false });
    expect((await settingsOf(olena)).preferredNotification).toBe('all');
    const stored = await adminDb.collection(staffCollections.notificationSettings).doc('sp-eero').get();
    expect(stored.data()).toMatchObject({ emailDisabled: true, preferredNotification: 'bundles' });

    expect((await callRoute(putSetDisableEmail, { caller: eero, query: { disable: false } })).body).toEqual({
      emailDisabled: false,
    });
  });

  it("Activate stores the browser under the SHA-256 of its endpoint (again: the same one), Deactivate removes only the caller's own", async () => {
    const { subscription, settings } = await activate(eero);
    expect(settings).toMatchObject({ pushEnabled: true, devices: 1 });
    const doc = await subscriptions().doc(sha256(subscription.endpoint)).get();
    expect(doc.data()).toMatchObject({
      personId: 'sp-eero',
      endpoint: subscription.endpoint,
      keys: subscription.keys,
      userAgent: 'Mozilla/5.0 (Test)',
    });
    expect((await activate(eero, subscription)).settings.devices).toBe(1);

    // Olena cannot switch off Eero's browser: the same answer as for an unknown endpoint.
    const hers = await callRoute(putPushDeactivate, { caller: olena, body: { endpoint: subscription.endpoint } });
    expect(pushSettingsResponse.parse(hers.body)).toMatchObject({ pushEnabled: false, devices: 0 });
    expect((await settingsOf(eero)).devices).toBe(1);

    const off = await callRoute(putPushDeactivate, { caller: eero, body: { endpoint: subscription.endpoint } });
    expect(pushSettingsResponse.parse(off.body)).toMatchObject({ pushEnabled: false, devices: 0 });
    expect((await subscriptions().get()).size).toBe(0);
  });

  it('400 for a bad query or body: an unknown choice, a non-boolean, malformed keys, an endpoint off the push services', async () => {
    const fields = async (contract: AnyEndpoint, call: RouteCall) => {
      const res = await callRoute(contract, { caller: eero, ...call });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      return apiError.parse(res.body).issues?.map((i) => i.path);
    };
    expect(await fields(putWorkSuggestions, { query: { preferredNotification: 'weekly' } })).toEqual(['preferredNotification']);
    expect(await fields(putWorkSuggestions, {})).toEqual(['preferredNotification']);
    expect(await fields(putSetDisableEmail, { query: { disable: 'yes' } })).toEqual(['disable']);
    const good = push.subscription();
    expect(
      await fields(putPushActivate, { body: { ...good, keys: { ...good.keys, p256dh: good.keys.p256dh.slice(1) } } }),
    ).toEqual(['keys.p256dh']);
    expect(await fields(putPushActivate, { body: { ...good, keys: { ...good.keys, auth: 'c2hvcnQ' } } })).toEqual(['keys.auth']);
    for (const endpoint of [
      'https://attacker.example.com/push/1',
      'http://localhost:9/push/1',
      'http://10.0.0.1:80/push/1',
      'https://127.0.0.1:8443/push/1',
      'ftp://fcm.googleapis.com/x',
    ]) {
      expect(await fields(putPushActivate, { body: { ...good, endpoint } }), endpoint).toEqual(['endpoint']);
    }
    expect(await fields(putPushDeactivate, { body: {} })).toEqual(['endpoint']);
    expect((await subscriptions().get()).size).toBe(0);
  });

  it('401 without a token; 403 for a customer user and a talent on every route of the group', async () => {
    // A valid request of each route, so only the caller decides the answer.
    const valid: Record<string, Pick<RouteCall, 'query' | 'body'>> = {
      [putWorkSuggestions.path]: { query: { preferredNotification: 'none' } },
      [putSetDisableEmail.path]: { query: { disable: 'true' } },
      [putPushActivate.path]: { body: push.subscription() },
      [putPushDeactivate.path]: { body: { endpoint: 'https://fcm.googleapis.com/fcm/send/x' } },
    };
    for (const contract of Object.values(notificationContracts)) {
      const { query, body } = valid[contract.path] ?? {};
      expect((await callRoute(contract, { query, body, caller: null })).status, contract.path).toBe(401);
      for (const who of [customer, talent]) {
        const res = await callRoute(contract, { query, body, caller: who });
        expect(res.status, contract.path).toBe(403);
      }
    }
    expect((await adminDb.collection(staffCollections.notificationSettings).get()).size).toBe(0);
    expect((await subscriptions().get()).size).toBe(0);
  });
});

describe('a push for a new suggestion (the staffSuggestionPush trigger in the Functions emulator)', () => {
  it("arrives VAPID-signed and decrypts to a notification in the employee's language naming the shift", async () => {
    const { subscription, settings } = await activate(olena);
    await suggest('sug-olena', 'sp-olena');
    const received = await push.waitFor((p) => p.endpoint === subscription.endpoint);
    // Signed with the key the Settings route hands the browser, for this push service's origin.
    expect(received.vapid).toMatchObject({ k: settings.vapidPublicKey, aud: push.origin, sub: 'mailto:push@demo.vuoro.fi' });
    expect(received.ttl).toBeGreaterThan(0);
    const payload = pushPayload.parse(received.payload);
    expect(payload).toMatchObject({ title: 'Нова пропозиція зміни', url: '/open-shifts/0/10', tag: 'suggestion-sug-olena' });
    // 'Kokki, Keittiö: <weekday> d.M., H.mm–H.mm' in Ukrainian, the weekday spelled out.
    expect(payload.body).toMatch(
      /^Kokki, Keittiö: (понеділок|вівторок|середа|четвер|пʼятниця|субота|неділя) \d{1,2}\.\d{1,2}\., \d{1,2}\.\d{2}–\d{1,2}\.\d{2}$/,
    );
    const log = await adminDb.collection(staffCollections.pushLog).doc('suggestion-sug-olena').get();
    await expect.poll(async () => (await log.ref.get()).get('sent'), { timeout: 10_000 }).toBe(1);
  });

  it('a bundle in Finnish with its count; preferredNotification decides what is pushed, none pushes nothing', async () => {
    const { subscription } = await activate(eero);
    const olenas = (await activate(olena)).subscription;
    await callRoute(putWorkSuggestions, { caller: eero, query: { preferredNotification: 'bundles' } });
    await callRoute(putWorkSuggestions, { caller: olena, query: { preferredNotification: 'none' } });
    await suggest('single-eero', 'sp-eero');
    await suggest('single-olena', 'sp-olena');
    await suggest('bundle-olena', 'sp-olena', 'bundle', 2);
    await suggest('bundle-eero', 'sp-eero', 'bundle', 3);

    const bundle = pushPayload.parse((await push.waitFor((p) => p.endpoint === subscription.endpoint)).payload);
    expect(bundle).toMatchObject({ title: 'Uusi vuoropaketti', tag: 'suggestion-bundle-eero' });
    expect(bundle.body).toMatch(/^3 työvuoroa, Keittiö, alkaen (ma|ti|ke|to|pe|la|su) \d{1,2}\.\d{1,2}\.$/);
    // The triggers of the others have run by now (the emulator runs them in order); nothing more arrived.
    await new Promise((settle) => setTimeout(settle, 1500));
    expect(pushesTo(subscription.endpoint).map((p) => pushPayload.parse(p.payload).tag)).toEqual(['suggestion-bundle-eero']);
    expect(pushesTo(olenas.endpoint)).toEqual([]);
    expect((await adminDb.collection(staffCollections.pushLog).get()).docs.map((d) => d.id)).toEqual(['suggestion-bundle-eero']);
  });

  it('a subscription the push service answers 410 Gone for is deleted, and push turns off', async () => {
    const { subscription } = await activate(eero);
    push.gone(subscription.endpoint);
    await suggest('sug-gone', 'sp-eero');
    await expect
      .poll(async () => (await subscriptions().doc(sha256(subscription.endpoint)).get()).exists, {
        timeout: 15_000,
        interval: 200,
      })
      .toBe(false);
    expect(push.requests.filter((r) => r.path === new URL(subscription.endpoint).pathname).map((r) => r.status)).toEqual([410]);
    expect(await settingsOf(eero)).toMatchObject({ pushEnabled: false, devices: 0 });
    expect(pushesTo(subscription.endpoint)).toEqual([]);
  });
});
