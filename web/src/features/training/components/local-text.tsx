import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { useUiLanguage } from '../use-ui-language';

export interface LocalTextProps {
  text: string;
  /** The language the text is written in: the user's, or Finnish where the agency gave no translation. */
  language: SupportedLanguage;
  /** In a list: at most four lines of it. */
  clamp?: boolean;
  className?: string;
}

/**
 * The agency's text (a description) as written, with line breaks kept. In another language than
 * the screen's it is marked with its `lang` (a screen reader reads it with Finnish sounds) and
 * says "In Finnish" (the agency gave no translation, or the employee's chosen language is Finnish).
 */
export function LocalText({ text, language, clamp = false, className = '' }: LocalTextProps) {
  const { t } = useTranslation('files');
  const other = language !== useUiLanguage();
  return (
    <div className={className || undefined}>
      <p
        lang={other ? language : undefined}
        className={`whitespace-pre-line text-slate-800 ${clamp ? 'line-clamp-4' : ''}`.trim()}
      >
        {text}
      </p>
      {other && language === 'fi' && <p className="mt-1 text-sm text-slate-700 italic">{t('files:inFinnish')}</p>}
    </div>
  );
}
