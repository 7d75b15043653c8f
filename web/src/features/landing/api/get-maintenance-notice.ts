import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMaintenancePreInfoMessage, type SupportedLanguage, type MaintenancePreInfoResponse } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';
import { callEndpoint } from '@/lib/staff-api';

/** GET /v1/System/MaintenancePreInfoMessage (no auth). */
export function getMaintenanceNotice(culture: SupportedLanguage, signal?: AbortSignal): Promise<MaintenancePreInfoResponse> {
  return callEndpoint(getMaintenancePreInfoMessage, { query: { culture } }, signal ? { signal } : {});
}

/** The maintenance notice in the current language; nothing while loading or when the call fails. */
export function useMaintenanceNotice(): MaintenancePreInfoResponse | null {
  const { i18n } = useTranslation();
  const [notice, setNotice] = useState<MaintenancePreInfoResponse | null>(null);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  useEffect(() => {
    const controller = new AbortController();
    getMaintenanceNotice(language, controller.signal).then(setNotice, () => setNotice(null));
    return () => controller.abort();
  }, [language]);
  return notice;
}
