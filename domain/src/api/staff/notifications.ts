import {
  emailSettingsResponse,
  mobileAnalyticsBody,
  mobileAnalyticsResponse,
  notificationOptionsResponse,
  pushDeactivateBody,
  pushSettingsResponse,
  pushSubscriptionBody,
  setDisableEmailQuery,
  workSuggestionsQuery,
} from '../../staff/notifications/model';
import { endpoint } from './endpoint';
import { notAnEmployee } from './error-texts';

/**
 * The employee's notification settings (spec section 7, `/v1/PushNotification/...` and the
 * email switch under `/v1/Employee`). Contracts only: the schemas and the decisions behind them
 * live in domain/src/staff/notifications (model.ts, README.md).
 */

export const getPushSettings = endpoint({
  method: 'GET',
  path: '/v1/PushNotification/Settings',
  access: 'employee',
  summary:
    'Whether push is on for the caller (any browser subscribed), which suggestions they want pushed, and the VAPID public key a browser subscribes with (null where push is not configured).',
  response: pushSettingsResponse,
  errors: { 403: notAnEmployee },
});

export const getNotificationOptions = endpoint({
  method: 'GET',
  path: '/v1/PushNotification/NotificationOptions',
  access: 'employee',
  summary: 'The choices of WorkSuggestions: all, singleShifts, bundles, none (the web words them), and the default.',
  response: notificationOptionsResponse,
  errors: { 403: notAnEmployee },
});

export const putPushActivate = endpoint({
  method: 'PUT',
  path: '/v1/PushNotification/Activate',
  access: 'employee',
  summary:
    "Stores the browser's PushSubscription (its JSON) for the caller, replacing one with the same endpoint; answers the push settings.",
  body: pushSubscriptionBody,
  response: pushSettingsResponse,
  errors: {
    400: '`Invalid input`: the subscription is malformed, or its endpoint is not on a browser push service (`endpoint`: `validation:invalidValue`)',
    403: notAnEmployee,
    409: '`pushNotConfigured`: this deployment has no VAPID key, so no browser can subscribe',
  },
});

export const putPushDeactivate = endpoint({
  method: 'PUT',
  path: '/v1/PushNotification/Deactivate',
  access: 'employee',
  summary:
    "Removes the caller's subscription with this endpoint (an unknown one, or another person's, changes nothing); answers the push settings.",
  body: pushDeactivateBody,
  response: pushSettingsResponse,
  errors: { 403: notAnEmployee },
});

export const putWorkSuggestions = endpoint({
  method: 'PUT',
  path: '/v1/PushNotification/WorkSuggestions',
  access: 'employee',
  summary:
    'Which new shift suggestions the caller wants a push for: all, singleShifts, bundles or none; answers the push settings.',
  query: workSuggestionsQuery,
  response: pushSettingsResponse,
  errors: { 403: notAnEmployee },
});

export const getEmailSettings = endpoint({
  method: 'GET',
  path: '/v1/Employee/EmailSettings',
  access: 'employee',
  summary: 'Whether the caller has turned email notifications off (they are on by default).',
  response: emailSettingsResponse,
  errors: { 403: notAnEmployee },
});

export const putSetDisableEmail = endpoint({
  method: 'PUT',
  path: '/v1/Employee/SetDisableEmail',
  access: 'employee',
  summary: "Turns the caller's email notifications off (`disable=true`) or on again (`disable=false`).",
  query: setDisableEmailQuery,
  response: emailSettingsResponse,
  errors: { 403: notAnEmployee },
});

const impersonated = '`impersonated`: a "Sign in as" session may not read or give the person\'s consent';

export const getMobileAnalytics = endpoint({
  method: 'GET',
  path: '/v1/Employee/MobileAnalytics',
  access: 'employee',
  extension: true,
  impersonation: 'refused',
  summary:
    "Our extension: whether the caller allows usage analytics in the mobile app (their account's `users/{uid}.analytics`; off by default).",
  response: mobileAnalyticsResponse,
  errors: { 403: `${notAnEmployee}; ${impersonated}` },
});

export const putMobileAnalytics = endpoint({
  method: 'PUT',
  path: '/v1/Employee/MobileAnalytics',
  access: 'employee',
  extension: true,
  impersonation: 'refused',
  summary:
    "Our extension: turns the caller's mobile analytics on or off (`users/{uid}.analytics`, audited in `users/{uid}/audit`); answers the setting.",
  body: mobileAnalyticsBody,
  response: mobileAnalyticsResponse,
  errors: { 403: `${notAnEmployee}; ${impersonated}` },
});

/** Every route of the group, by name: the server's handler map must have exactly these keys (functions/src/staffApi/notifications). */
export const notificationContracts = {
  getPushSettings,
  getNotificationOptions,
  putPushActivate,
  putPushDeactivate,
  putWorkSuggestions,
  getEmailSettings,
  putSetDisableEmail,
  getMobileAnalytics,
  putMobileAnalytics,
} as const;
