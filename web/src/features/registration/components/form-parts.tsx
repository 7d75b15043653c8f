import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui';
import { FormField } from '@/lib/ui/field';
import type { RegistrationFormApi } from './use-registration-form';

export { Check, CheckGroup, checkboxClass, choiceLabelClass } from '@/lib/ui/check-group';

/** One block of a registration step: a titled region (under the step's heading) with an optional hint. */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-6">
      <div>
        <h3 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        {hint && <p className="mt-1 text-sm text-slate-700">{hint}</p>}
      </div>
      {children}
    </section>
  );
}

export interface TextInputProps {
  form: RegistrationFormApi;
  /** The field's path in the values and the errors (`educations.0.institution`). */
  path: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  required?: boolean;
  hint?: string | undefined;
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email';
}

/** A field of a table of text fields: its key in the values, its label key and its input's options. */
export interface TextSpec<K extends string> extends Omit<
  TextInputProps,
  'form' | 'path' | 'label' | 'value' | 'onValue' | 'hint'
> {
  key: K;
  /** `registration:field.<label>` (default: the key). */
  label?: string;
  /** `registration:hint.<hint>`. */
  hint?: string;
}

/** Text fields from a table: the values are read and written by key under `pathPrefix` (`educations.0.`). */
export function TextInputs<K extends string>({
  form,
  specs,
  values,
  onValue,
  pathPrefix = '',
}: {
  form: RegistrationFormApi;
  specs: readonly TextSpec<K>[];
  values: Record<K, string>;
  onValue: (key: K, value: string) => void;
  pathPrefix?: string;
}) {
  const { t } = useTranslation('registration');
  return (
    <>
      {specs.map(({ key, label, hint, ...options }) => (
        <TextInput
          key={key}
          form={form}
          path={`${pathPrefix}${key}`}
          label={t(`registration:field.${label ?? key}`)}
          hint={hint ? t(`registration:hint.${hint}`) : undefined}
          value={values[key]}
          onValue={(v) => onValue(key, v)}
          {...options}
        />
      ))}
    </>
  );
}

/** A text field of the form, its error and id by its path. */
export function TextInput({
  form,
  path,
  label,
  value,
  onValue,
  required = false,
  hint,
  type,
  autoComplete,
  multiline,
  inputMode,
}: TextInputProps) {
  return (
    <FormField
      id={form.idOf(path)}
      label={label}
      hint={hint}
      required={required}
      requiredText={form.requiredText}
      error={form.errorOf(path)}
    >
      {(props) =>
        multiline ? (
          <textarea {...props} rows={4} value={value} onChange={(e) => onValue(e.target.value)} />
        ) : (
          <input
            {...props}
            type={type ?? 'text'}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            {...(autoComplete ? { autoComplete } : {})}
            {...(inputMode ? { inputMode } : {})}
          />
        )
      }
    </FormField>
  );
}

export interface FileInputProps {
  id: string;
  kind: 'cv' | 'photo';
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  error: string | undefined;
  onFile: (file: File | null) => void;
}

export function FileInput({ id, kind, label, hint, accept, file, error, onFile }: FileInputProps) {
  const { t } = useTranslation('registration');
  const picker = useRef<HTMLInputElement>(null);
  // The browser's own file control speaks the browser's language, not the page's: a button of
  // ours (labelled by the field's label) opens the hidden picker, and the chosen name is shown.
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {({ className: _control, ...props }) => (
        <>
          <input
            ref={picker}
            data-file-input={kind}
            type="file"
            accept={accept}
            className="hidden"
            tabIndex={-1}
            aria-hidden="true"
            onChange={(e) => onFile(e.target.files?.[0] ?? null)}
          />
          <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button {...props} variant="secondary" onClick={() => picker.current?.click()}>
              {t('registration:chooseFile')}
            </Button>
            <span className="text-sm text-slate-700">
              {file ? t('registration:fileChosen', { name: file.name }) : t('registration:noFile')}
            </span>
            {file && (
              <Button
                variant="link"
                className="text-sm"
                onClick={() => {
                  if (picker.current) picker.current.value = '';
                  onFile(null);
                }}
              >
                {t('registration:removeFile', { name: file.name })}
              </Button>
            )}
          </div>
        </>
      )}
    </FormField>
  );
}
