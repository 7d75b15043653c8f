import { useTranslation } from 'react-i18next';

/**
 * The hint about a browser's enhanced protection: Firefox, Edge and Safari can block the
 * sign-in pop-up or the storage a sign-in needs; it says what to do about it.
 */
export function TrackingProtectionHint() {
  const { t } = useTranslation('auth');
  return (
    <details className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700">
      <summary className="cursor-pointer font-semibold text-slate-800">{t('auth:tracking.title')}</summary>
      <p className="mt-2">{t('auth:tracking.body')}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>{t('auth:tracking.allow')}</li>
        <li>{t('auth:tracking.popups')}</li>
        <li>{t('auth:tracking.other')}</li>
      </ul>
    </details>
  );
}
