import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkPassword, PASSWORD_RULES, SMS_CODE_LENGTH } from '@vuoro/domain';

/**
 * Form pieces of the identity screens (multi-factor, /verify, settings, the re-authentication
 * dialog): a labelled field with its error, the six-digit code field, the live password rule
 * checklist. Errors arrive as i18n keys (`validation:…`, `errors:…`).
 */

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  label: string;
  value: string;
  onValue: (value: string) => void;
  /** An i18n key (`validation:…` or `errors:…`), translated here. */
  error?: string | null | undefined;
  hint?: ReactNode;
  /** Id of an element (e.g. the password checklist) that describes the field too. */
  describedBy?: string | undefined;
}

export function TextField({ label, value, onValue, error, hint, describedBy, className, ...input }: TextFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const described = [hint ? hintId : null, error ? errorId : null, describedBy ?? null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input
        id={id}
        value={value}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 read-only:border-slate-300 read-only:bg-slate-100 read-only:text-slate-700 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export type CodeFieldProps = Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'pattern'>;

/** The six-digit SMS code: numeric keyboard, and the phone offers the code it just received. */
export function CodeField(props: CodeFieldProps) {
  return (
    <TextField
      {...props}
      onValue={(v) => props.onValue(v.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH))}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={SMS_CODE_LENGTH}
      spellCheck={false}
    />
  );
}

/** The five password rules of spec section 5, ticked live as the user types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const { t } = useTranslation();
  const met = checkPassword(password);
  return (
    <ul id={id} className="mt-2 space-y-0.5 text-sm" aria-live="polite">
      {PASSWORD_RULES.map((rule) => (
        <li key={rule.id} className={met[rule.id] ? 'text-green-800' : 'text-slate-700'}>
          <span aria-hidden="true" className="inline-block w-5">
            {met[rule.id] ? '✓' : '•'}
          </span>
          {t(rule.message)}
          <span className="sr-only"> {met[rule.id] ? t('account:rule.met') : t('account:rule.notMet')}</span>
        </li>
      ))}
    </ul>
  );
}
