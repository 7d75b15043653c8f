import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Labelled form controls of the assignment form: a text input or text area, a select, and a
 * group of checkboxes (the consultant pickers). Errors arrive as `validation:` i18n keys.
 */

const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-700 aria-[invalid=true]:border-red-700';

interface BaseProps {
  label: string;
  error?: string | undefined;
  className?: string;
}

function Described({ id, error }: { id: string; error?: string | undefined }) {
  const { t } = useTranslation();
  return error ? (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {t(error)}
    </p>
  ) : null;
}

export interface InputFieldProps extends BaseProps {
  value: string;
  onValue: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'number' | 'email' | 'tel';
  required?: boolean;
  hint?: string;
}

export function InputField({
  label,
  value,
  onValue,
  error,
  className,
  multiline,
  type = 'text',
  required,
  hint,
}: InputFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
    className: controlClass,
  };
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onValue(e.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          onChange={(e) => onValue(e.target.value)}
          {...(type === 'number' ? { min: 0, step: 1 } : {})}
        />
      )}
      <Described id={`${id}-error`} error={error} />
    </div>
  );
}

export interface SelectFieldProps extends BaseProps {
  value: string;
  onValue: (value: string) => void;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, value, onValue, options, error, className }: SelectFieldProps) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={controlClass}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described id={`${id}-error`} error={error} />
    </div>
  );
}

export interface CheckboxGroupProps extends BaseProps {
  values: readonly string[];
  onValues: (values: string[]) => void;
  options: readonly { value: string; label: ReactNode }[];
  empty: string;
  /** Many short options: side by side, two to four a row. */
  columns?: boolean;
}

/** A group of checkboxes (pick any number), e.g. the consultants of one role. */
export function CheckboxGroup({ label, values, onValues, options, error, className, empty, columns }: CheckboxGroupProps) {
  const id = useId();
  return (
    <fieldset className={className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{label}</legend>
      {options.length === 0 && <p className="mt-1 text-sm text-slate-600">{empty}</p>}
      <ul className={columns ? 'mt-1 grid grid-cols-2 gap-1 sm:grid-cols-4' : 'mt-1 space-y-1'}>
        {options.map((o) => (
          <li key={o.value}>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={values.includes(o.value)}
                onChange={(e) => onValues(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))}
              />
              {o.label}
            </label>
          </li>
        ))}
      </ul>
      <Described id={`${id}-error`} error={error} />
    </fieldset>
  );
}
