import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '@/lib/ui/field';
import { isSupportedLanguage } from '@/lib/language';
import { fileRefusal, formatFileSize, maxFileSize } from './desk-files-model';

export interface FileChoiceProps {
  id: string;
  label: string;
  /** The file chosen so far (null: none, or the one chosen was refused). */
  onChange: (file: File | null) => void;
  required?: boolean;
  /** The form's error (no file chosen), already translated; a refused file says its own. */
  error?: string | undefined;
}

/**
 * A file input that refuses, as soon as it is chosen, a file over 8 MB or an empty one: nothing is
 * read or sent, and the field says why with the file's name and size. The input keeps its file
 * until the form remounts it (after a successful send), so a failed send keeps the choice.
 */
export function FileChoice({ id, label, onChange, required = false, error }: FileChoiceProps) {
  const { t, i18n } = useTranslation('desk');
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [refused, setRefused] = useState<string | null>(null);
  return (
    <Field
      id={id}
      label={label}
      hint={t('desk:files.file.hint', { size: maxFileSize(language) })}
      required={required}
      requiredText={t('desk:files.translations.required')}
      error={refused ?? error}
    >
      {(props) => (
        <input
          {...props}
          type="file"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            const refusal = file ? fileRefusal(file) : null;
            setRefused(
              file && refusal
                ? t(`desk:files.file.${refusal}`, {
                    name: file.name,
                    size: formatFileSize(file.size, language),
                    max: maxFileSize(language),
                  })
                : null,
            );
            // A refused file leaves the input empty: what it shows is what would be sent.
            if (refusal) e.target.value = '';
            onChange(refusal ? null : file);
          }}
        />
      )}
    </Field>
  );
}
