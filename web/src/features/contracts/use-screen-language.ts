import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { isSupportedLanguage } from '@/lib/language';

/** The screen's language (English while i18next reports something else). */
export function useScreenLanguage(): SupportedLanguage {
  const { i18n } = useTranslation();
  return isSupportedLanguage(i18n.language) ? i18n.language : 'en';
}
