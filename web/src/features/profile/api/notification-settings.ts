import {
  getEmailSettings,
  getMobileAnalytics,
  getNotificationOptions,
  getPushSettings,
  putPushActivate,
  putMobileAnalytics,
  putPushDeactivate,
  putSetDisableEmail,
  putWorkSuggestions,
  type PreferredNotification,
  type PushSubscriptionBody,
} from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { useEndpoint } from '@/lib/use-endpoint';

/** Whether the employee has turned email notifications off (GET /v1/Employee/EmailSettings). */
export function useEmailSettings() {
  return useEndpoint(getEmailSettings, {});
}

/** Whether push is on in any browser, the suggestions chosen and the VAPID key (GET /v1/PushNotification/Settings). */
export function usePushSettings() {
  return useEndpoint(getPushSettings, {});
}

/** The choices of which suggestions to push, in their order (GET /v1/PushNotification/NotificationOptions). */
export function useNotificationOptions() {
  return useEndpoint(getNotificationOptions, {});
}

/** Email notifications on (`enabled`) or off (PUT /v1/Employee/SetDisableEmail?disable). */
export function setEmailNotifications(enabled: boolean) {
  return callEndpoint(putSetDisableEmail, { query: { disable: enabled ? 'false' : 'true' } });
}

/** Which suggestions to push (PUT /v1/PushNotification/WorkSuggestions?preferredNotification). */
export function setWorkSuggestions(preferredNotification: PreferredNotification) {
  return callEndpoint(putWorkSuggestions, { query: { preferredNotification } });
}

/** Stores this browser's subscription (PUT /v1/PushNotification/Activate). */
export function activatePush(subscription: PushSubscriptionBody) {
  return callEndpoint(putPushActivate, { body: subscription });
}

/** Forgets this browser's subscription (PUT /v1/PushNotification/Deactivate). */
export function deactivatePush(endpoint: string) {
  return callEndpoint(putPushDeactivate, { body: { endpoint } });
}

/** Whether the employee allows mobile analytics (GET /v1/Employee/MobileAnalytics, our extension). */
export function useMobileAnalytics() {
  return useEndpoint(getMobileAnalytics, {});
}

/** Mobile analytics on or off (PUT /v1/Employee/MobileAnalytics). */
export function setMobileAnalytics(enabled: boolean) {
  return callEndpoint(putMobileAnalytics, { body: { enabled } });
}
