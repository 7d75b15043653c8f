import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useRequestPasswordReset } from '../api/reset-password';
import { RequestOutcome } from './request-outcome';
import { Button } from '@/lib/ui/button';
import { alertClass, inputClass, labelClass } from './styles';

export interface ResetPasswordFormProps {
  id: string;
  /** What the user had typed in the sign-in form. */
  initialIdentifier: string;
  onClose: () => void;
}

/**
 * "Forgot password?" inline: an email or an old username. The answer is always the same neutral
 * message, so the form never tells whether an account exists.
 */
export function ResetPasswordForm({ id, initialIdentifier, onClose }: ResetPasswordFormProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const fieldId = useId();
  const [identifier, setIdentifier] = useState(initialIdentifier);
  const [missing, setMissing] = useState(false);
  const { state, send } = useRequestPasswordReset();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    if (!identifier.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    void send(identifier.trim());
  };

  return (
    <section id={id} aria-labelledby={`${fieldId}-title`} className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h2 id={`${fieldId}-title`} className="text-lg font-bold">
        {t('auth:reset.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('auth:reset.help')}</p>
      <form onSubmit={submit} noValidate className="mt-3 space-y-3">
        <div>
          <label htmlFor={fieldId} className={labelClass}>
            {t('auth:form.identifier')}
          </label>
          <input
            id={fieldId}
            name="identifier"
            type="text"
            inputMode="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={missing ? true : undefined}
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            className={inputClass}
          />
        </div>
        {missing && (
          <p role="alert" className={alertClass}>
            {t('auth:reset.missing')}
          </p>
        )}
        <RequestOutcome state={state} sentText={t('auth:reset.sent')} />
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" disabled={state === 'sending'} className="w-full sm:w-auto">
            {state === 'sending' ? t('auth:sending') : t('auth:reset.submit')}
          </Button>
          <Button variant="link" onClick={onClose}>
            {t('auth:reset.close')}
          </Button>
        </div>
      </form>
    </section>
  );
}
