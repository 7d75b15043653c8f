import { useTranslation } from 'react-i18next';
import { getMaintenancePreInfoMessage, type MaintenancePreInfoResponse } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { useEndpoint } from '@/lib/use-endpoint';

/**
 * GET /v1/System/MaintenancePreInfoMessage (no auth): the maintenance notice in the current
 * language; nothing while the first answer loads or when the call fails (the banner is a hint,
 * not worth an error of its own).
 */
export function useMaintenanceNotice(): MaintenancePreInfoResponse | null {
  const { i18n } = useTranslation();
  const culture = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const notice = useEndpoint(getMaintenancePreInfoMessage, { query: { culture } });
  return notice.status === 'error' ? null : notice.data;
}
