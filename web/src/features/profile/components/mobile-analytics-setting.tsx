import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/api-error';
import { LoadFailed, Notice } from '@/lib/ui';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { setMobileAnalytics, useMobileAnalytics } from '../api/notification-settings';
import { Outcome, SettingSwitch } from './setting-switch';

/**
 * Mobile analytics on or off (spec section 2: settings cover mobile analytics; our extension
 * route). A change says 'Saved successfully' or 'Mobile analytics failed to switch' and the switch
 * stays as the server has it. In a "Sign in as" session the server refuses it: the consent is the
 * person's own, so the screen says why instead of a load error.
 */
export function MobileAnalyticsSetting() {
  const { t } = useTranslation(['account']);
  const analytics = useMobileAnalytics();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const action = useEndpointAction(setMobileAnalytics, {
    success: 'account:saved',
    failure: () => 'account:notifications.analytics.failed',
    onSuccess: (saved) => setAnswer(saved.enabled),
  });
  const enabled = answer ?? analytics.data?.enabled;

  if (analytics.status === 'error' && !analytics.data) {
    return isApiError(analytics.error, 403, 'impersonated') ? (
      <Notice tone="info">{t('account:notifications.analytics.impersonated')}</Notice>
    ) : (
      <LoadFailed error={analytics.error} retry={analytics.retry} />
    );
  }
  // Its own group below the push choices: a line apart, so it does not read as a suggestion option.
  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      {enabled !== undefined && (
        <SettingSwitch
          label={t('account:notifications.analytics.label')}
          hint={t('account:notifications.analytics.hint')}
          checked={enabled}
          disabled={action.busy}
          onChange={(on) => void action.run(on)}
        />
      )}
      <Outcome notice={action.notice} />
    </div>
  );
}
