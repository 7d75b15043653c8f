import type { notificationContracts } from '@vuoro/domain';
import type { Handlers } from '../../lib/api/app';
import {
  activatePush,
  deactivatePush,
  notificationOptions,
  readEmailSettings,
  readPushSettings,
  setDisableEmail,
  setWorkSuggestions,
} from './settings';
import { readMobileAnalytics, setMobileAnalytics } from './analytics';

/** `/v1/PushNotification/...` and the email switch: one handler per contract of `notificationContracts`. */
export const notificationHandlers: Handlers<typeof notificationContracts> = {
  getPushSettings: readPushSettings,
  getNotificationOptions: notificationOptions,
  putPushActivate: activatePush,
  putPushDeactivate: deactivatePush,
  putWorkSuggestions: setWorkSuggestions,
  getEmailSettings: readEmailSettings,
  putSetDisableEmail: setDisableEmail,
  getMobileAnalytics: readMobileAnalytics,
  putMobileAnalytics: setMobileAnalytics,
};
