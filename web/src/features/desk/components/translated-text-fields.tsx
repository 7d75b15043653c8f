import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, type ControlProps } from '@/lib/ui/field';

/** A text the desk writes once in Finnish and optionally in the other four languages. */
export interface TranslatedTextValue {
  fi: string;
  en?: string;
  sv?: string;
  uk?: string;
  ru?: string;
}

const TRANSLATIONS = ['en', 'sv', 'uk', 'ru'] as const;

export interface TranslatedTextFieldsProps {
  /** What the text is ("Description"); names the group. */
  legend: string;
  value: TranslatedTextValue;
  onChange: (value: TranslatedTextValue) => void;
  /** A textarea instead of a one-line input. */
  multiline?: boolean;
  /** The Finnish text's error, already translated (the Finnish text is the required one). */
  error?: string | undefined;
}

/**
 * One text in five languages: the Finnish field is required and always shown; English, Swedish,
 * Ukrainian and Russian sit in a disclosure (open from the start when one of them has text, so
 * nothing typed is hidden). An employee whose language has no translation reads the Finnish.
 */
export function TranslatedTextFields({ legend, value, onChange, multiline = false, error }: TranslatedTextFieldsProps) {
  const { t } = useTranslation(['desk', 'labels']);
  const prefix = useId();
  const [open, setOpen] = useState(() => TRANSLATIONS.some((l) => (value[l] ?? '') !== ''));
  const control = (language: keyof TranslatedTextValue, props: ControlProps) => {
    const common = {
      ...props,
      lang: language,
      value: value[language] ?? '',
      onChange: (e: { target: { value: string } }) => onChange({ ...value, [language]: e.target.value }),
    };
    return multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />;
  };
  return (
    <fieldset className="grid gap-3">
      <legend className="text-base font-semibold text-slate-900">{legend}</legend>
      <Field
        id={`${prefix}-fi`}
        label={t('labels:language.fi')}
        required
        requiredText={t('desk:files.translations.required')}
        error={error}
      >
        {(props) => control('fi', props)}
      </Field>
      <details
        open={open}
        onToggle={(e) => setOpen(e.currentTarget.open)}
        className="rounded-lg border border-slate-200 bg-white px-3 py-2"
      >
        <summary className="cursor-pointer py-1 text-sm font-semibold text-slate-800">
          {t('desk:files.translations.summary')}
        </summary>
        <p className="mt-1 text-sm text-slate-600">{t('desk:files.translations.hint')}</p>
        <div className="mt-2 grid gap-3 pb-2">
          {TRANSLATIONS.map((language) => (
            <Field key={language} id={`${prefix}-${language}`} label={t(`labels:language.${language}`)}>
              {(props) => control(language, props)}
            </Field>
          ))}
        </div>
      </details>
    </fieldset>
  );
}
