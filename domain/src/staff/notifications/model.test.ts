import { describe, expect, it } from 'vitest';
import {
  pushEndpointAllowed,
  pushSubscriptionBody,
  setDisableEmailQuery,
  staffNotificationSettings,
  wantsSuggestionPush,
  workSuggestionsQuery,
} from './model';

/** A browser's keys as `PushSubscription.toJSON()` gives them: a 65-byte point starting 0x04, 16 bytes of auth. */
const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 9).toString('base64url');
const body = (over: Record<string, unknown> = {}) => ({
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def',
  expirationTime: null,
  keys: { p256dh, auth },
  ...over,
});
const paths = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => i.path.join('.'));

describe('notification settings', () => {
  it('defaults: email on, every suggestion pushed', () => {
    expect(staffNotificationSettings.parse({})).toEqual({ emailDisabled: false, preferredNotification: 'all' });
  });

  it('preferredNotification picks which suggestion kinds are pushed', () => {
    expect([wantsSuggestionPush('all', 'single'), wantsSuggestionPush('all', 'bundle')]).toEqual([true, true]);
    expect([wantsSuggestionPush('singleShifts', 'single'), wantsSuggestionPush('singleShifts', 'bundle')]).toEqual([true, false]);
    expect([wantsSuggestionPush('bundles', 'single'), wantsSuggestionPush('bundles', 'bundle')]).toEqual([false, true]);
    expect([wantsSuggestionPush('none', 'single'), wantsSuggestionPush('none', 'bundle')]).toEqual([false, false]);
  });

  it('queries: the four choices only; disable as true or false', () => {
    expect(workSuggestionsQuery.parse({ preferredNotification: 'bundles' })).toEqual({ preferredNotification: 'bundles' });
    expect(paths(workSuggestionsQuery.safeParse({ preferredNotification: 'weekly' }))).toEqual(['preferredNotification']);
    expect(setDisableEmailQuery.parse({ disable: 'true' })).toEqual({ disable: true });
    expect(setDisableEmailQuery.parse({ disable: 'false' })).toEqual({ disable: false });
    expect(paths(setDisableEmailQuery.safeParse({ disable: '1' }))).toEqual(['disable']);
  });
});

describe('a Web Push subscription', () => {
  it("takes the browser's PushSubscription JSON, padding dropped from the keys", () => {
    expect(pushSubscriptionBody.parse(body())).toEqual(body());
    expect(pushSubscriptionBody.parse(body({ keys: { p256dh: `${p256dh}=`, auth: `${auth}==` } })).keys).toEqual({
      p256dh,
      auth,
    });
  });

  it('refuses keys of the wrong length or alphabet, a compressed point, and a non-http endpoint', () => {
    const compressed = Buffer.concat([Buffer.from([2]), Buffer.alloc(32, 7)]).toString('base64url');
    expect(paths(pushSubscriptionBody.safeParse(body({ keys: { p256dh: compressed, auth } })))).toEqual(['keys.p256dh']);
    expect(paths(pushSubscriptionBody.safeParse(body({ keys: { p256dh, auth: auth.slice(2) } })))).toEqual(['keys.auth']);
    expect(paths(pushSubscriptionBody.safeParse(body({ keys: { p256dh: p256dh.replace('A', '+'), auth } })))).toEqual([
      'keys.p256dh',
    ]);
    expect(paths(pushSubscriptionBody.safeParse(body({ endpoint: 'javascript:alert(1)' })))).toEqual(['endpoint']);
    expect(paths(pushSubscriptionBody.safeParse(body({ endpoint: `https://fcm.googleapis.com/${'x'.repeat(1100)}` })))).toEqual([
      'endpoint',
    ]);
  });

  it("sends only to the browsers' push services over https, and to 127.0.0.1 over http only where allowed", () => {
    const strict = { loopback: false };
    for (const ok of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-par02p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QAbc',
    ]) {
      expect(pushEndpointAllowed(ok, strict), ok).toBe(true);
    }
    for (const refused of [
      'https://attacker.example.com/push',
      'https://fcm.googleapis.com.attacker.example/push',
      'https://evilnotify.windows.com/x',
      'https://notify.windows.com/x',
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://user:pw@fcm.googleapis.com/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://127.0.0.1:9300/push/abc',
      'not a url',
    ]) {
      expect(pushEndpointAllowed(refused, strict), refused).toBe(false);
    }
    const demo = { loopback: true };
    expect(pushEndpointAllowed('http://127.0.0.1:9300/push/abc', demo)).toBe(true);
    for (const refused of [
      'http://localhost:9300/push',
      'http://127.0.0.2:9300/push',
      'http://127.0.0.1/push',
      'http://[::1]:9300/p',
    ]) {
      expect(pushEndpointAllowed(refused, demo), refused).toBe(false);
    }
  });
});
