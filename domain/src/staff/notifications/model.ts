import { z } from 'zod';
import { booleanQuery } from '../../api/identity';
import { docId } from '../../entities/common';
import { firestoreDate, optionalFirestoreDate } from '../../firestore';
import { validationMessages as m } from '../../texts/messages';
import type { SuggestionKind } from '../../states/shift';

/**
 * An employee's notification settings and Web Push subscriptions (collections in
 * `staffCollections`, Admin SDK only); the why of each decision is in ./README.md.
 */

/** Which shift suggestions the employee wants a push for (WorkSuggestions?preferredNotification). */
export const PREFERRED_NOTIFICATIONS = ['all', 'singleShifts', 'bundles', 'none'] as const;
export const preferredNotification = z.enum(PREFERRED_NOTIFICATIONS, { error: m.invalidValue });
export type PreferredNotification = z.infer<typeof preferredNotification>;
/** What an employee who never chose gets: every suggestion and bundle. */
export const DEFAULT_PREFERRED_NOTIFICATION: PreferredNotification = 'all';

/** Whether a new suggestion of `kind` is one the employee asked to be told about. */
export function wantsSuggestionPush(preferred: PreferredNotification, kind: SuggestionKind): boolean {
  if (preferred === 'all') return true;
  if (preferred === 'none') return false;
  return preferred === (kind === 'bundle' ? 'bundles' : 'singleShifts');
}

/**
 * `staffNotificationSettings/{staff person id}`. A missing document is the defaults: email
 * notifications on, pushes for every suggestion. Whether push is on is not stored here: it is on
 * while the employee has a subscription (`staffPushSubscriptions`), so a device the push service
 * has forgotten turns it off by itself.
 */
export const staffNotificationSettings = z.object({
  emailDisabled: z.boolean().default(false),
  preferredNotification: preferredNotification.default(DEFAULT_PREFERRED_NOTIFICATION),
  updatedAt: optionalFirestoreDate,
});
export type StaffNotificationSettings = z.infer<typeof staffNotificationSettings>;

/** The settings of an employee without a settings document. */
export const defaultNotificationSettings = (): StaffNotificationSettings => staffNotificationSettings.parse({});

/** The longest push endpoint we keep (the push services' are 150–500 characters). */
export const PUSH_ENDPOINT_MAX = 1024;
/** How many devices one employee may have subscribed; a new one beyond it replaces the oldest. */
export const PUSH_SUBSCRIPTIONS_MAX = 10;
/** The user agent kept with a subscription (to tell devices apart), cut to this length. */
export const PUSH_USER_AGENT_MAX = 200;

/**
 * The hosts of the browsers' push services (Chrome, Edge, Firefox, Safari and the browsers built
 * on them), by suffix. The function POSTs to whatever endpoint is stored, so an endpoint is
 * accepted only on these hosts over https: an employee cannot make our server call anything else.
 */
export const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '.push.services.mozilla.com',
  '.notify.windows.com',
  '.push.apple.com',
] as const;

export interface PushEndpointPolicy {
  /**
   * Also `http://127.0.0.1:<port>/…`: the local push service of the tests and the demo
   * (`PUSH_LOOPBACK_ENDPOINTS=true` in functions/.env.demo-vuoro only). Never `localhost`, never
   * another address, never https on loopback.
   */
  loopback: boolean;
}

/** Whether the function may send to `endpoint` (see `PUSH_SERVICE_HOSTS`). */
export function pushEndpointAllowed(endpoint: string, policy: PushEndpointPolicy): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || endpoint.length > PUSH_ENDPOINT_MAX) return false;
  if (url.protocol === 'http:') return policy.loopback && url.hostname === '127.0.0.1' && url.port !== '';
  if (url.protocol !== 'https:' || url.port !== '') return false;
  const host = url.hostname;
  return PUSH_SERVICE_HOSTS.some((h) => (h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h));
}

/**
 * The browser's keys as base64url (RFC 4648 §5; the padding browsers leave off is accepted and
 * dropped): `p256dh` an uncompressed P-256 point (65 bytes, first byte 0x04, so its text starts
 * with `B`), `auth` 16 random bytes (RFC 8291 §3).
 */
const P256DH = /^B[A-Za-z0-9_-]{86}$/;
const AUTH = /^[A-Za-z0-9_-]{22}$/;
const base64urlKey = (pattern: RegExp) =>
  z
    .string({ error: m.invalidValue })
    .transform((s) => s.replace(/=+$/, ''))
    .refine((s) => pattern.test(s), { error: m.invalidValue });

export const pushKeys = z.object({ p256dh: base64urlKey(P256DH), auth: base64urlKey(AUTH) });

/**
 * `PUT /v1/PushNotification/Activate`: the browser's `PushSubscription.toJSON()` as it comes
 * (`expirationTime` is a number or null; browsers add nothing else we use, and extra fields are
 * ignored as a browser may add some). Whether the endpoint's host is allowed is the route's check
 * (`pushEndpointAllowed`), as it depends on the deployment.
 */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/, error: m.invalidValue }).max(PUSH_ENDPOINT_MAX, { error: m.textTooLong }),
  expirationTime: z.number({ error: m.invalidValue }).nullish(),
  keys: pushKeys,
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** `PUT /v1/PushNotification/Deactivate`: the endpoint of the browser's subscription. */
export const pushDeactivateBody = z
  .object({ endpoint: z.string({ error: m.invalidValue }).min(1, { error: m.fieldRequired }).max(PUSH_ENDPOINT_MAX) })
  .strict();

/** `staffPushSubscriptions/{SHA-256 hex of the endpoint}`: one browser's subscription, of one employee. */
export const staffPushSubscription = z.object({
  id: docId,
  personId: docId,
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
  keys: pushKeys,
  /** When the push service says the subscription ends (ms since the epoch), if it says. */
  expirationTime: z.number().nullish(),
  createdAt: firestoreDate,
  userAgent: z.string().max(PUSH_USER_AGENT_MAX).nullish(),
});
export type StaffPushSubscription = z.infer<typeof staffPushSubscription>;

/** `PUT /v1/PushNotification/WorkSuggestions?preferredNotification=…`. */
export const workSuggestionsQuery = z.object({ preferredNotification }).strict();

/** `GET /v1/PushNotification/Settings` (and the answer of Activate, Deactivate and WorkSuggestions). */
export const pushSettingsResponse = z.object({
  /** True while at least one of the employee's browsers is subscribed. */
  pushEnabled: z.boolean(),
  /** How many browsers are subscribed. */
  devices: z.number().int().min(0),
  preferredNotification,
  /** The application server key the browser subscribes with (base64url), or null where push is not configured. */
  vapidPublicKey: z.string().nullable(),
});
export type PushSettingsResponse = z.infer<typeof pushSettingsResponse>;

/** `GET /v1/PushNotification/NotificationOptions`: the choices, in the order a screen lists them. */
export const notificationOptionsResponse = z.object({
  options: z.array(preferredNotification),
  default: preferredNotification,
});

/** `GET /v1/Employee/EmailSettings`, and the answer of SetDisableEmail. */
export const emailSettingsResponse = z.object({ emailDisabled: z.boolean() });
/** `PUT /v1/Employee/SetDisableEmail?disable=true|false`. */
export const setDisableEmailQuery = z.object({ disable: booleanQuery }).strict();

/**
 * Our extension `PUT /v1/Employee/MobileAnalytics` (spec section 2: settings cover mobile
 * analytics): whether the employee allows usage analytics in the mobile app. Kept where the talent
 * side keeps the same consent, `users/{uid}.analytics` (`entities/user.ts`), off until turned on.
 */
export const mobileAnalyticsBody = z.object({ enabled: z.boolean({ error: m.invalidValue }) }).strict();
/** `GET /v1/Employee/MobileAnalytics`, and the answer of the PUT. */
export const mobileAnalyticsResponse = z.object({ enabled: z.boolean() });
