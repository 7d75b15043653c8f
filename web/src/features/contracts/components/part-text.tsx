import { useTranslation } from 'react-i18next';
import type { SupportedLanguage } from '@vuoro/domain';
import { useScreenLanguage } from '../use-screen-language';

export interface PartTextProps {
  /** The text in the caller's language, or the Finnish where the agency gave no translation. */
  text: string;
  language: SupportedLanguage;
  /** The Finnish original; shown in a disclosure when `text` is a translation. */
  original: string;
}

/**
 * A contract part's text as written (line breaks kept), marked with its `lang` where it is not in
 * the screen's language, and the Finnish original (the version that binds) in a disclosure under
 * a translation. A text only in Finnish says so.
 */
export function PartText({ text, language, original }: PartTextProps) {
  const { t } = useTranslation('contracts');
  const screen = useScreenLanguage();
  const other = language !== screen;
  return (
    <div className="grid gap-3">
      <div lang={other ? language : undefined} className="whitespace-pre-line break-words text-slate-900">
        {text}
      </div>
      {other && language === 'fi' && screen !== 'fi' && (
        <p className="text-sm text-slate-700 italic">{t('contracts:parts.inFinnish')}</p>
      )}
      {language !== 'fi' && (
        <details className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <summary className="cursor-pointer py-1 text-sm font-semibold text-slate-800">{t('contracts:parts.original')}</summary>
          <div lang="fi" className="mt-2 whitespace-pre-line break-words text-slate-800">
            {original}
          </div>
        </details>
      )}
    </div>
  );
}
