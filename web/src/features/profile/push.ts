import type { PushSubscriptionBody } from '@vuoro/domain';

/**
 * This browser's side of Web Push (issue 24): the service worker at /push-sw.js shows what the
 * functions send; a subscription made with the deployment's VAPID key is what Activate stores.
 * Import only from lazy route code.
 */

export const PUSH_WORKER_URL = '/push-sw.js';

/** Why this browser cannot take pushes: no Push API at all, or the user has blocked notifications. */
export type PushUnavailable = 'unsupported' | 'denied';

/** Whether this browser could take pushes now, or why not. */
export function pushAvailability(): PushUnavailable | null {
  if (
    typeof window === 'undefined' ||
    !('serviceWorker' in navigator) ||
    !('PushManager' in window) ||
    !('Notification' in window)
  )
    return 'unsupported';
  return Notification.permission === 'denied' ? 'denied' : null;
}

/** A base64url key (the VAPID public key as the server gives it) as the bytes `subscribe` takes. */
export function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** This browser's current subscription, if it has one (without registering anything). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushAvailability() === 'unsupported') return null;
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export type SubscribeResult =
  { ok: true; subscription: PushSubscriptionBody; endpoint: string } | { ok: false; reason: PushUnavailable };

/**
 * Asks for permission, registers the worker and subscribes with the VAPID key. A browser without
 * the Push API, or a user who does not allow notifications, gets the reason instead.
 */
export async function subscribeThisBrowser(vapidPublicKey: string): Promise<SubscribeResult> {
  const unavailable = pushAvailability();
  if (unavailable) return { ok: false, reason: unavailable };
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { ok: false, reason: 'denied' };
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' });
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlBytes(vapidPublicKey),
  });
  const json = subscription.toJSON();
  return {
    ok: true,
    endpoint: subscription.endpoint,
    subscription: {
      endpoint: subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}

/** Ends this browser's subscription; the endpoint it had (for Deactivate), or null when there was none. */
export async function unsubscribeThisBrowser(): Promise<string | null> {
  const subscription = await currentSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
