import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  DEFAULT_PREFERRED_NOTIFICATION,
  defaultNotificationSettings,
  PREFERRED_NOTIFICATIONS,
  PUSH_SUBSCRIPTIONS_MAX,
  PUSH_USER_AGENT_MAX,
  pushEndpointAllowed,
  staffCollections,
  staffNotificationSettings,
  validationMessages as m,
  type getEmailSettings,
  type getNotificationOptions,
  type getPushSettings,
  type PushSettingsResponse,
  type putPushActivate,
  type putPushDeactivate,
  type putSetDisableEmail,
  type putWorkSuggestions,
  type StaffNotificationSettings,
} from '@vuoro/domain';
import { db } from '../../lib/admin';
import type { Handler } from '../../lib/api/app';
import { ApiFailure, fieldFailure } from '../../lib/api/errors';
import { log } from '../../lib/log';
import { pushConfig, pushSubscriptions, subscriptionId } from '../../lib/push';
import { callerEmployeeId } from '../shift/store';

/**
 * The employee's notification settings (domain/src/staff/notifications/README.md): email on or
 * off, which suggestions to push, and the browsers subscribed to pushes. Everything is the
 * caller's own: the staff id comes from their account, never from the request.
 */

const settingsDocs = () => db().collection(staffCollections.notificationSettings);

/** The person's settings; the defaults when they never changed any. */
export async function notificationSettingsOf(personId: string, tx?: Transaction): Promise<StaffNotificationSettings> {
  const ref = settingsDocs().doc(personId);
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? staffNotificationSettings.parse(snap.data()) : defaultNotificationSettings();
}

const ownSubscriptions = (personId: string) => pushSubscriptions().where('personId', '==', personId);

async function pushSettings(personId: string): Promise<PushSettingsResponse> {
  const [settings, devices] = await Promise.all([
    notificationSettingsOf(personId),
    ownSubscriptions(personId)
      .count()
      .get()
      .then((s) => s.data().count),
  ]);
  return {
    pushEnabled: devices > 0,
    devices,
    preferredNotification: settings.preferredNotification,
    vapidPublicKey: pushConfig().vapid?.publicKey ?? null,
  };
}

/** Writes some of the caller's settings, leaving the others as they are. */
const saveSettings = (personId: string, change: Partial<Omit<StaffNotificationSettings, 'updatedAt'>>) =>
  settingsDocs()
    .doc(personId)
    .set({ ...change, updatedAt: Timestamp.now() }, { merge: true });

export const readPushSettings: Handler<typeof getPushSettings> = async (_input, c) => pushSettings(await callerEmployeeId(c));

export const notificationOptions: Handler<typeof getNotificationOptions> = async (_input, c) => {
  await callerEmployeeId(c);
  return { options: [...PREFERRED_NOTIFICATIONS], default: DEFAULT_PREFERRED_NOTIFICATION };
};

export const activatePush: Handler<typeof putPushActivate> = async ({ body }, c) => {
  const personId = await callerEmployeeId(c);
  const config = pushConfig();
  if (!config.vapid) throw new ApiFailure(409, 'pushNotConfigured');
  if (!pushEndpointAllowed(body.endpoint, { loopback: config.loopback })) throw fieldFailure('endpoint', m.invalidValue);
  const ref = pushSubscriptions().doc(subscriptionId(body.endpoint));
  const userAgent = c.req.header('User-Agent')?.slice(0, PUSH_USER_AGENT_MAX) || null;
  await db().runTransaction(async (tx) => {
    // One browser, one document: subscribing again (or another employee on the same browser) replaces it.
    const others = (await tx.get(ownSubscriptions(personId).limit(PUSH_SUBSCRIPTIONS_MAX * 2))).docs
      .filter((d) => d.id !== ref.id)
      .sort((a, b) => (b.get('createdAt') as Timestamp).toMillis() - (a.get('createdAt') as Timestamp).toMillis());
    // The newest devices stay; the oldest beyond the limit make room.
    for (const old of others.slice(PUSH_SUBSCRIPTIONS_MAX - 1)) tx.delete(old.ref);
    tx.set(ref, {
      personId,
      endpoint: body.endpoint,
      keys: body.keys,
      expirationTime: body.expirationTime ?? null,
      createdAt: Timestamp.now(),
      userAgent,
    });
  });
  log.info('push subscription stored', { personId, host: new URL(body.endpoint).host });
  return pushSettings(personId);
};

export const deactivatePush: Handler<typeof putPushDeactivate> = async ({ body }, c) => {
  const personId = await callerEmployeeId(c);
  const ref = pushSubscriptions().doc(subscriptionId(body.endpoint));
  const removed = await db().runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // Another person's subscription is left alone, with the same answer as an unknown one.
    if (!snap.exists || snap.get('personId') !== personId) return false;
    tx.delete(ref);
    return true;
  });
  log.info('push subscription removed', { personId, removed });
  return pushSettings(personId);
};

export const setWorkSuggestions: Handler<typeof putWorkSuggestions> = async ({ query }, c) => {
  const personId = await callerEmployeeId(c);
  await saveSettings(personId, { preferredNotification: query.preferredNotification });
  return pushSettings(personId);
};

export const readEmailSettings: Handler<typeof getEmailSettings> = async (_input, c) => {
  const settings = await notificationSettingsOf(await callerEmployeeId(c));
  return { emailDisabled: settings.emailDisabled };
};

export const setDisableEmail: Handler<typeof putSetDisableEmail> = async ({ query }, c) => {
  const personId = await callerEmployeeId(c);
  await saveSettings(personId, { emailDisabled: query.disable });
  log.info('email notifications switched', { personId, emailDisabled: query.disable });
  return { emailDisabled: query.disable };
};
