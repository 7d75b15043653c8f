import { createHash } from 'node:crypto';
import webpush from 'web-push';
import { z } from 'zod';
import {
  pushEndpointAllowed,
  pushPayload,
  staffCollections,
  staffPushSubscription,
  PUSH_SUBSCRIPTIONS_MAX,
  type PushPayload,
  type StaffPushSubscription,
} from '@vuoro/domain';
import { db } from './admin';
import { log } from './log';

/**
 * Browser push (Web Push, RFC 8030) with VAPID (RFC 8292) and the payload encrypted for the
 * browser (RFC 8291, aes128gcm). `web-push` signs the VAPID JWT and encrypts; we send its request
 * with fetch ourselves, so one code path speaks to the browsers' push services over https and to
 * the local push service of the tests and the demo over loopback http
 * (`tests/support/push-endpoint.ts`; `PUSH_LOOPBACK_ENDPOINTS` in functions/.env.demo-vuoro).
 *
 * No key is in the repository: a deployment sets VAPID_PUBLIC_KEY and VAPID_SUBJECT in its
 * `.env.<project>` and binds VAPID_PRIVATE_KEY from Secret Manager (`pushSecrets`); the emulators
 * read a pair made on this machine (`scripts/vapid-keys.mjs` writes the gitignored
 * `functions/.env.local`, which the Functions emulator loads over `.env.demo-vuoro`).
 */

const base64url = (bytes: number) =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .refine((s) => Buffer.from(s, 'base64url').length === bytes);

const schema = z.object({
  /** The application server's public key, an uncompressed P-256 point (65 bytes), base64url. */
  VAPID_PUBLIC_KEY: base64url(65).optional(),
  /** Its private key (32 bytes), base64url; a secret. */
  VAPID_PRIVATE_KEY: base64url(32).optional(),
  /** Who the push services contact about our pushes: a mailto: or https: URL (RFC 8292 §2.1). */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/)
    .optional(),
  /** Demo and tests only: also send to `http://127.0.0.1:<port>` (domain's `pushEndpointAllowed`). */
  PUSH_LOOPBACK_ENDPOINTS: z.enum(['true', 'false']).default('false'),
  /** How long a push service keeps an undelivered push (an offer can be gone in half a day). */
  PUSH_TTL_SECONDS: z.coerce.number().int().min(0).max(2_419_200).default(43_200),
  /** How long to wait for a push service. */
  PUSH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
});

export interface PushConfig {
  /** Null where the deployment has no VAPID key pair: nothing is sent, Settings answers no key. */
  vapid: { publicKey: string; privateKey: string; subject: string } | null;
  loopback: boolean;
  ttlSeconds: number;
  timeoutMs: number;
}

/** Parses an environment into the push settings; throws naming the variables, never their values. */
export function parsePushConfig(env: Record<string, string | undefined>): PushConfig {
  const result = schema.safeParse(env);
  if (!result.success) {
    const names = [...new Set(result.error.issues.map((i) => i.path.join('.')))].join(', ');
    throw new Error(`Push configuration is invalid: ${names}`);
  }
  const e = result.data;
  // The subject alone (in .env.<project>) is no key pair yet: push is off, not broken.
  const keys = [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY];
  if ((keys.some(Boolean) && !keys.every(Boolean)) || (keys.every(Boolean) && !e.VAPID_SUBJECT)) {
    throw new Error('Push configuration is invalid: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together');
  }
  return {
    vapid:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY && e.VAPID_SUBJECT
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY, subject: e.VAPID_SUBJECT }
        : null,
    loopback: e.PUSH_LOOPBACK_ENDPOINTS === 'true',
    ttlSeconds: e.PUSH_TTL_SECONDS,
    timeoutMs: e.PUSH_TIMEOUT_MS,
  };
}

let cached: PushConfig | null = null;

/** The push settings of this process, parsed on first use. */
export function pushConfig(): PushConfig {
  cached ??= parsePushConfig(process.env);
  return cached;
}

/** Secrets the function that sends pushes binds in production (the emulator reads `.env.local`). */
export function pushSecrets(): string[] {
  return process.env.FUNCTIONS_EMULATOR === 'true' ? [] : ['VAPID_PRIVATE_KEY'];
}

export const pushSubscriptions = () => db().collection(staffCollections.pushSubscriptions);

/** A subscription's document id: the SHA-256 (hex) of its endpoint, so one browser is one document. */
export const subscriptionId = (endpoint: string): string => createHash('sha256').update(endpoint, 'utf8').digest('hex');

/** A person's subscriptions, newest first (at most a few more than `PUSH_SUBSCRIPTIONS_MAX`). */
export async function subscriptionsOf(
  personId: string,
): Promise<{ ref: FirebaseFirestore.DocumentReference; sub: StaffPushSubscription; updateTime: FirebaseFirestore.Timestamp }[]> {
  const snap = await pushSubscriptions()
    .where('personId', '==', personId)
    .limit(PUSH_SUBSCRIPTIONS_MAX * 2)
    .get();
  return snap.docs
    .map((d) => ({ ref: d.ref, sub: staffPushSubscription.parse({ id: d.id, ...d.data() }), updateTime: d.updateTime }))
    .sort((a, b) => b.sub.createdAt.getTime() - a.sub.createdAt.getTime());
}

/** The host of an endpoint for the logs; the path is the subscription's secret. */
const hostOf = (endpoint: string) => new URL(endpoint).host;

export interface PushOutcome {
  sent: number;
  /** Subscriptions deleted: the push service said 404/410 (gone), or the endpoint is no longer allowed. */
  removed: number;
  failed: number;
}

/**
 * Sends `payload` to each browser the person has subscribed. A subscription the push service
 * answers 404 or 410 for is gone (RFC 8030 §7.3, the browser unsubscribed) and is deleted, unless
 * it was written again meanwhile; other failures are logged and the subscription kept.
 */
export async function sendPush(personId: string, payload: PushPayload, config: PushConfig = pushConfig()): Promise<PushOutcome> {
  const outcome: PushOutcome = { sent: 0, removed: 0, failed: 0 };
  if (!config.vapid) {
    log.warn('push not configured: nothing sent', { personId });
    return outcome;
  }
  const body = JSON.stringify(pushPayload.parse(payload));
  const remove = async (entry: { ref: FirebaseFirestore.DocumentReference; updateTime: FirebaseFirestore.Timestamp }) => {
    // Only the version we sent to: a browser that subscribed again meanwhile keeps its new keys.
    const gone = await entry.ref.delete({ lastUpdateTime: entry.updateTime }).then(
      () => true,
      () => false,
    );
    if (gone) outcome.removed += 1;
  };
  for (const entry of await subscriptionsOf(personId)) {
    const { sub } = entry;
    if (!pushEndpointAllowed(sub.endpoint, { loopback: config.loopback })) {
      await remove(entry);
      continue;
    }
    const request = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: sub.keys }, body, {
      vapidDetails: config.vapid,
      TTL: config.ttlSeconds,
      contentEncoding: 'aes128gcm',
      urgency: 'normal',
    });
    // fetch sets the length of the body itself.
    const headers = Object.fromEntries(
      Object.entries(request.headers)
        .filter(([name]) => name.toLowerCase() !== 'content-length')
        .map(([k, v]) => [k, String(v)]),
    );
    let status: number;
    try {
      const res = await fetch(sub.endpoint, {
        method: 'POST',
        headers,
        body: new Uint8Array(request.body),
        redirect: 'manual',
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      status = res.status;
      await res.body?.cancel();
    } catch (error) {
      outcome.failed += 1;
      log.warn('push service unreachable', { host: hostOf(sub.endpoint), message: (error as Error).message });
      continue;
    }
    if (status >= 200 && status < 300) outcome.sent += 1;
    else if (status === 404 || status === 410) await remove(entry);
    else {
      outcome.failed += 1;
      log.warn('push service refused', { host: hostOf(sub.endpoint), status });
    }
  }
  log.info('push sent', { personId, ...outcome });
  return outcome;
}
