import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '@vuoro/domain';

/**
 * A language code's name in the user's language ("ukraina" for `uk` in Finnish), or the code
 * itself (the domain's `languageName`). The same function until the language changes, so a
 * memoised row or list that takes it keeps its last render.
 */
export function useLanguageName(): (code: string) => string {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useCallback((code: string) => languageName(code, language), [language]);
}
