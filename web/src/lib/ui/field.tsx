import type { ReactNode } from 'react';

export const controlClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 aria-[invalid=true]:border-red-700';

export interface ControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

export interface FieldProps {
  id: string;
  label: string;
  hint?: string | undefined;
  required?: boolean;
  /** Read to screen readers after the label of a required field (the visible mark is `*`). */
  requiredText?: string | undefined;
  /** The error, already translated; shown under the control and tied to it. */
  error?: string | undefined;
  children: (props: ControlProps) => ReactNode;
}

/**
 * A labelled form control (the control is the caller's: input, select, textarea, given the props) with its hint and its error, both tied to the control
 * (`aria-describedby`), the error last; required fields are marked and `aria-required`.
 */
export function Field({ id, label, hint, required = false, requiredText, error, children }: FieldProps) {
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
        {required && (
          <span className="text-red-800">
            {' '}
            <span aria-hidden="true">*</span>
            {requiredText && <span className="sr-only">{requiredText}</span>}
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children({
        id,
        'aria-required': required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': described,
        className: controlClass,
      })}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** The earlier names of Field (the registration and talent-self forms use them). */
export const FormField = Field;
export type FormFieldProps = FieldProps;
