import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { chooseLanguage } from '../i18n';
import { isSupportedLanguage } from '../language';

/** Each language named in itself, so a user finds their own whatever is showing now. */
export const LANGUAGE_NAMES: Record<SupportedLanguage, string> = {
  fi: 'Suomi',
  en: 'English',
  sv: 'Svenska',
  uk: 'Українська',
  ru: 'Русский',
};

export interface LanguageSwitchProps {
  /** Called after a choice applies: a signed-in staff user's is saved for the server (`saveLanguageIfStaffUser`). */
  onChosen?: ((language: SupportedLanguage) => void) | undefined;
}

/**
 * A native select: on phones it opens the system picker, it works by keyboard and screen
 * reader as is, and it costs nothing in the first-load bundle.
 */
export function LanguageSwitch({ onChosen }: LanguageSwitchProps = {}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        {t('language.choose')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const chosen = e.target.value;
          if (!isSupportedLanguage(chosen)) return;
          void chooseLanguage(chosen);
          onChosen?.(chosen);
        }}
        className="min-h-11 cursor-pointer rounded-lg border border-white/40 bg-brand-800 px-2 text-sm font-semibold text-white hover:bg-white/10"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
    </div>
  );
}
