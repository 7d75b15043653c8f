import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushSettingsResponse } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import account from '@/locales/en/account.json';

const ready = <T,>(data: T) => ({ status: 'ready' as const, data, retry: () => undefined });
type AnalyticsLoad = { status: 'ready' | 'error'; data: { enabled: boolean } | undefined; error?: unknown; retry: () => void };
const failed = (error: unknown): AnalyticsLoad => ({ status: 'error' as const, data: undefined, error, retry: vi.fn() });
const settings = (over: Partial<PushSettingsResponse> = {}): PushSettingsResponse => ({
  pushEnabled: false,
  devices: 0,
  preferredNotification: 'all',
  vapidPublicKey: 'BKey',
  ...over,
});

const api = {
  email: ready({ emailDisabled: false }),
  push: ready(settings()),
  setEmailNotifications: vi.fn(),
  setWorkSuggestions: vi.fn(),
  activatePush: vi.fn(),
  deactivatePush: vi.fn(),
  analytics: ready({ enabled: false }) as AnalyticsLoad,
  setMobileAnalytics: vi.fn(),
};
vi.mock('../api/notification-settings', () => ({
  useEmailSettings: () => api.email,
  usePushSettings: () => api.push,
  useNotificationOptions: () => ready({ options: ['all', 'singleShifts', 'bundles', 'none'], default: 'all' }),
  setEmailNotifications: (...a: unknown[]) => api.setEmailNotifications(...a),
  setWorkSuggestions: (...a: unknown[]) => api.setWorkSuggestions(...a),
  activatePush: (...a: unknown[]) => api.activatePush(...a),
  deactivatePush: (...a: unknown[]) => api.deactivatePush(...a),
  useMobileAnalytics: () => api.analytics,
  setMobileAnalytics: (...a: unknown[]) => api.setMobileAnalytics(...a),
}));
const browser = {
  availability: null as 'unsupported' | 'denied' | null,
  current: null as { endpoint: string; unsubscribe: () => Promise<boolean> } | null,
  subscribe: vi.fn(),
};
vi.mock('../push', () => ({
  pushAvailability: () => browser.availability,
  currentSubscription: async () => browser.current,
  subscribeThisBrowser: (...a: unknown[]) => browser.subscribe(...a),
}));

const { NotificationSettings } = await import('../components/notification-settings');
const { StaffApiError } = await import('@/lib/staff-api');

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, common, errors } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
beforeEach(() => {
  api.email = ready({ emailDisabled: false });
  api.push = ready(settings());
  api.analytics = ready({ enabled: false });
  for (const f of [
    api.setEmailNotifications,
    api.setWorkSuggestions,
    api.activatePush,
    api.deactivatePush,
    api.setMobileAnalytics,
    browser.subscribe,
  ])
    f.mockReset();
  browser.availability = null;
  browser.current = null;
});
afterEach(cleanup);

const renderIt = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <NotificationSettings />
    </I18nextProvider>,
  );

describe('notification settings', () => {
  it('turns email notifications off, says it saved, and on a failure says so and keeps the switch as it was', async () => {
    renderIt();
    const ue = userEvent.setup();
    const email = screen.getByRole('switch', { name: 'Email notifications' });
    expect(email).toBeChecked();

    api.setEmailNotifications.mockResolvedValueOnce({ emailDisabled: true });
    await ue.click(email);
    expect(api.setEmailNotifications).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(email).not.toBeChecked();

    api.setEmailNotifications.mockRejectedValueOnce(new Error('offline'));
    await ue.click(email);
    expect(api.setEmailNotifications).toHaveBeenLastCalledWith(true);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(email).not.toBeChecked();
  });

  it('a browser without the Push API says so and keeps push off', async () => {
    browser.availability = 'unsupported';
    renderIt();
    const push = screen.getByRole('switch', { name: 'Browser notifications on this device' });
    expect(push).not.toBeChecked();
    expect(push).toBeDisabled();
    expect(screen.getByText(/This browser cannot show notifications/)).toBeInTheDocument();
  });

  it('subscribes this browser with the VAPID key and stores the subscription; a refused permission keeps it off', async () => {
    renderIt();
    const ue = userEvent.setup();
    const push = screen.getByRole('switch', { name: 'Browser notifications on this device' });
    await vi.waitFor(() => expect(push).toBeEnabled());

    browser.subscribe.mockResolvedValueOnce({ ok: false, reason: 'denied' });
    await ue.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent(/Notifications are blocked for Vuoro/);
    expect(push).not.toBeChecked();
    expect(api.activatePush).not.toHaveBeenCalled();

    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      expirationTime: null,
      keys: { p256dh: 'B', auth: 'a' },
    };
    browser.subscribe.mockResolvedValueOnce({ ok: true, endpoint: subscription.endpoint, subscription });
    api.activatePush.mockResolvedValueOnce(settings({ pushEnabled: true, devices: 1 }));
    await ue.click(push);
    expect(browser.subscribe).toHaveBeenLastCalledWith('BKey');
    expect(api.activatePush).toHaveBeenCalledWith(subscription);
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(push).toBeChecked();
    expect(screen.getByTestId('push-devices')).toHaveTextContent('Browser notifications are on in 1 browser.');
  });

  it('turning push off forgets the subscription on the server first, then in the browser', async () => {
    const unsubscribe = vi.fn(async () => true);
    browser.current = { endpoint: 'https://fcm.googleapis.com/fcm/send/y', unsubscribe };
    api.push = ready(settings({ pushEnabled: true, devices: 1 }));
    renderIt();
    const ue = userEvent.setup();
    const push = screen.getByRole('switch', { name: 'Browser notifications on this device' });
    await vi.waitFor(() => expect(push).toBeChecked());

    api.deactivatePush.mockRejectedValueOnce(new Error('offline'));
    await ue.click(push);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save');
    expect(unsubscribe).not.toHaveBeenCalled();
    expect(push).toBeChecked();

    api.deactivatePush.mockResolvedValueOnce(settings());
    await ue.click(push);
    expect(api.deactivatePush).toHaveBeenLastCalledWith('https://fcm.googleapis.com/fcm/send/y');
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(unsubscribe).toHaveBeenCalled();
    expect(push).not.toBeChecked();
  });

  it('says when push is not configured on the server', () => {
    api.push = ready(settings({ vapidPublicKey: null }));
    renderIt();
    expect(screen.getByRole('switch', { name: 'Browser notifications on this device' })).toBeDisabled();
    expect(screen.getByText('Browser notifications are not in use in this service yet.')).toBeInTheDocument();
  });

  it('chooses which suggestions are pushed', async () => {
    renderIt();
    const ue = userEvent.setup();
    expect(screen.getByRole('radio', { name: 'All suggestions' })).toBeChecked();
    api.setWorkSuggestions.mockResolvedValueOnce(settings({ preferredNotification: 'bundles' }));
    await ue.click(screen.getByRole('radio', { name: 'Shift bundles only' }));
    expect(api.setWorkSuggestions).toHaveBeenCalledWith('bundles');
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Shift bundles only' })).toBeChecked();
  });

  it("switches mobile analytics: 'Saved successfully', or 'Mobile analytics failed to switch' with the switch as it was", async () => {
    renderIt();
    const ue = userEvent.setup();
    const analytics = screen.getByRole('switch', { name: 'Mobile analytics' });
    expect(analytics).not.toBeChecked();

    api.setMobileAnalytics.mockResolvedValueOnce({ enabled: true });
    await ue.click(analytics);
    expect(api.setMobileAnalytics).toHaveBeenCalledWith(true);
    expect(await screen.findByText('Saved successfully')).toBeInTheDocument();
    expect(analytics).toBeChecked();

    api.setMobileAnalytics.mockRejectedValueOnce(new StaffApiError(503, 'unavailable'));
    await ue.click(analytics);
    expect(api.setMobileAnalytics).toHaveBeenLastCalledWith(false);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mobile analytics failed to switch');
    expect(analytics).toBeChecked();
  });

  it('mobile analytics in a "Sign in as" session says why it is not shown; another load failure offers a retry', () => {
    api.analytics = failed(new StaffApiError(403, 'impersonated'));
    renderIt();
    expect(screen.queryByRole('switch', { name: 'Mobile analytics' })).toBeNull();
    expect(screen.getByText(/not shown while signed in as another user/)).toBeInTheDocument();
    cleanup();

    api.analytics = failed(new StaffApiError(503, 'unavailable'));
    renderIt();
    expect(screen.queryByRole('switch', { name: 'Mobile analytics' })).toBeNull();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
