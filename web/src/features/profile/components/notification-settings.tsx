import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PreferredNotification, PushSettingsResponse } from '@vuoro/domain';
import { isApiError } from '@/lib/api-error';
import { LoadFailed, Notice } from '@/lib/ui';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import {
  activatePush,
  deactivatePush,
  setEmailNotifications,
  setWorkSuggestions,
  useEmailSettings,
  useNotificationOptions,
  usePushSettings,
} from '../api/notification-settings';
import { currentSubscription, pushAvailability, subscribeThisBrowser, type PushUnavailable } from '../push';
import { MobileAnalyticsSetting } from './mobile-analytics-setting';
import { Outcome, SettingSwitch as Switch } from './setting-switch';

/** Why turning push on stopped before the server was asked: the browser cannot, or the user did not allow it. */
class PushRefused extends Error {
  constructor(readonly reason: PushUnavailable) {
    super(reason);
  }
}

const SAVED = 'account:saved';
const FAILED = 'account:saveFailed';

/**
 * The employee's notifications in /settings (issue 24): email notifications on or off, browser
 * push on this device on or off, which shift suggestions are pushed, and mobile analytics. Every
 * change says 'Saved successfully' or 'Failed to save' ('Mobile analytics failed to switch'); a browser without the Push API, or with
 * notifications blocked, says so and the switch stays off.
 */
export function NotificationSettings() {
  const { t } = useTranslation(['account', 'errors']);
  const id = useId();
  const email = useEmailSettings();
  const push = usePushSettings();
  const options = useNotificationOptions();

  const [emailAnswer, setEmailAnswer] = useState<boolean | null>(null);
  const [pushAnswer, setPushAnswer] = useState<PushSettingsResponse | null>(null);
  /** Whether this browser holds a subscription; null until looked at. */
  const [subscribed, setSubscribed] = useState<boolean | null>(null);
  const [availability] = useState(pushAvailability);

  useEffect(() => {
    let live = true;
    currentSubscription().then(
      (s) => live && setSubscribed(s !== null),
      () => live && setSubscribed(false),
    );
    return () => {
      live = false;
    };
  }, []);

  const emailAction = useEndpointAction(setEmailNotifications, {
    success: SAVED,
    failure: () => FAILED,
    onSuccess: (answer) => setEmailAnswer(answer.emailDisabled),
  });
  const suggestionsAction = useEndpointAction(setWorkSuggestions, {
    success: SAVED,
    failure: () => FAILED,
    onSuccess: (answer) => setPushAnswer(answer),
  });
  const pushAction = useEndpointAction(
    async ({ on, key }: { on: boolean; key: string | null }) => {
      if (!on) {
        const subscription = await currentSubscription();
        if (!subscription) return null;
        // The server forgets it first: should that fail, this browser stays subscribed and says so.
        const answer = await deactivatePush(subscription.endpoint);
        await subscription.unsubscribe();
        return answer;
      }
      if (!key) throw new PushRefused('unsupported');
      const made = await subscribeThisBrowser(key);
      if (!made.ok) throw new PushRefused(made.reason);
      return activatePush(made.subscription);
    },
    {
      success: SAVED,
      failure: (error) => {
        if (error instanceof PushRefused) return `account:notifications.push.${error.reason}`;
        if (isApiError(error, 409, 'pushNotConfigured')) return 'account:notifications.push.notConfigured';
        return FAILED;
      },
      onSuccess: (answer, { on }) => {
        if (answer) setPushAnswer(answer);
        setSubscribed(on);
      },
    },
  );

  const emailDisabled = emailAnswer ?? email.data?.emailDisabled;
  const pushSettings = pushAnswer ?? push.data;
  const notConfigured = pushSettings ? pushSettings.vapidPublicKey === null : false;
  const unavailable = availability ?? (notConfigured ? 'notConfigured' : null);
  const pushOn = unavailable === null && subscribed === true && (pushSettings?.pushEnabled ?? false);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {t('account:notifications.title')}
      </h2>
      <p className="text-slate-700">{t('account:notifications.intro')}</p>

      <div className="space-y-2">
        {email.status === 'error' && !email.data && <LoadFailed error={email.error} retry={email.retry} />}
        {emailDisabled !== undefined && (
          <Switch
            label={t('account:notifications.email.label')}
            hint={t('account:notifications.email.hint')}
            checked={!emailDisabled}
            disabled={emailAction.busy}
            onChange={(on) => void emailAction.run(on)}
          />
        )}
        <Outcome notice={emailAction.notice} />
      </div>

      <div className="space-y-2">
        {push.status === 'error' && !push.data && <LoadFailed error={push.error} retry={push.retry} />}
        {pushSettings && (
          <>
            <Switch
              label={t('account:notifications.push.label')}
              hint={t('account:notifications.push.hint')}
              checked={pushOn}
              disabled={pushAction.busy || unavailable !== null || subscribed === null}
              onChange={(on) => void pushAction.run({ on, key: pushSettings.vapidPublicKey })}
            />
            {unavailable && <Notice tone="info">{t(`account:notifications.push.${unavailable}`)}</Notice>}
            {pushSettings.devices > 0 && (
              <p className="text-sm text-slate-700" data-testid="push-devices">
                {t('account:notifications.push.devices', { count: pushSettings.devices })}
              </p>
            )}
          </>
        )}
        <Outcome notice={pushAction.notice} />
      </div>

      {options.status === 'error' && !options.data && <LoadFailed error={options.error} retry={options.retry} />}
      {pushSettings && options.data && (
        <fieldset className="space-y-2">
          <legend className="text-base font-semibold text-slate-900">{t('account:notifications.suggestions.legend')}</legend>
          <p className="text-sm text-slate-600">{t('account:notifications.suggestions.hint')}</p>
          {options.data.options.map((option: PreferredNotification) => (
            <label key={option} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="radio"
                name={`${id}-suggestions`}
                value={option}
                className="size-5 accent-brand-700"
                checked={pushSettings.preferredNotification === option}
                disabled={suggestionsAction.busy}
                onChange={() => void suggestionsAction.run(option)}
              />
              {t(`account:notifications.suggestions.${option}`)}
            </label>
          ))}
          <Outcome notice={suggestionsAction.notice} />
        </fieldset>
      )}

      <MobileAnalyticsSetting />
    </section>
  );
}
