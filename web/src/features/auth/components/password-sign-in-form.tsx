import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorKey } from '@/lib/auth-errors';
import { Button } from '@/lib/ui/button';
import { alertClass, inputClass, labelClass } from './styles';

export interface PasswordSignInFormProps {
  pending: boolean;
  /** The last failure as an `errors:` key (from `authErrorKey(error, 'signIn')`). */
  error: ErrorKey | null;
  onSubmit: (identifier: string, password: string) => void;
  /** The identifier typed so far, e.g. to prefill the reset-password form. */
  onIdentifierChange?: (identifier: string) => void;
}

/**
 * Email or username and password. Failures are announced (role="alert") and what the user typed
 * stays in place; the password can be shown while typing it.
 */
export function PasswordSignInForm({ pending, error, onSubmit, onIdentifierChange }: PasswordSignInFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const id = useId();
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (!identifier.trim() || !password) {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(identifier.trim(), password);
  };

  const message = missing ? t('auth:form.missing') : error ? t(error) : null;
  return (
    <form onSubmit={submit} noValidate aria-describedby={message ? `${id}-error` : undefined} className="space-y-4">
      <div>
        <label htmlFor={`${id}-identifier`} className={labelClass}>
          {t('auth:form.identifier')}
        </label>
        <input
          id={`${id}-identifier`}
          name="username"
          type="text"
          inputMode="email"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={missing && !identifier.trim() ? true : undefined}
          value={identifier}
          onChange={(e) => {
            setIdentifier(e.target.value);
            onIdentifierChange?.(e.target.value);
          }}
          className={inputClass}
        />
      </div>
      <div>
        <div className="flex items-end justify-between gap-3">
          <label htmlFor={`${id}-password`} className={labelClass}>
            {t('auth:form.password')}
          </label>
          <Button
            variant="link"
            aria-pressed={showPassword}
            aria-controls={`${id}-password`}
            onClick={() => setShowPassword((shown) => !shown)}
            className="text-sm"
          >
            {showPassword ? t('auth:form.hidePassword') : t('auth:form.showPassword')}
          </Button>
        </div>
        <input
          id={`${id}-password`}
          name="password"
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          required
          aria-invalid={missing && !password ? true : undefined}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={inputClass}
        />
      </div>
      {message && (
        <p id={`${id}-error`} role="alert" className={alertClass}>
          {message}
        </p>
      )}
      <Button type="submit" disabled={pending} busy={pending} className="w-full">
        {pending ? t('auth:form.submitting') : t('auth:form.submit')}
      </Button>
    </form>
  );
}
