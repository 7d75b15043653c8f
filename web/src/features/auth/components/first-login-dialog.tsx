import { useId, useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { emailField, routes } from '@vuoro/domain';
import { useSendSignInLink } from '../api/send-sign-in-link';
import { RequestOutcome } from './request-outcome';
import { Button, ButtonLink } from '@/lib/ui/button';
import { alertClass, inputClass, labelClass } from './styles';

export interface FirstLoginDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The first-time-login help: new users first sign in with a link sent by email. Loaded only when
 * opened (its dialog library stays out of the sign-in screen's first load).
 */
export default function FirstLoginDialog({ open, onClose }: FirstLoginDialogProps) {
  const { t } = useTranslation(['auth', 'errors', 'validation']);
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const { state, send } = useSendSignInLink();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (state === 'sending') return;
    const parsed = emailField.safeParse(email);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'validation:invalidEmail');
      return;
    }
    setInvalid(null);
    void send(parsed.data);
  };

  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-end justify-center overflow-y-auto p-2 xs:items-center xs:p-4">
        <DialogPanel className="w-full max-w-lg rounded-2xl bg-white p-5 shadow-xl sm:p-6">
          <DialogTitle className="text-xl font-bold text-slate-900">{t('auth:firstLogin.title')}</DialogTitle>
          <p className="mt-2 text-slate-700">{t('auth:firstLogin.body')}</p>
          <form onSubmit={submit} noValidate className="mt-4 space-y-3">
            <div>
              <label htmlFor={`${id}-email`} className={labelClass}>
                {t('auth:firstLogin.email')}
              </label>
              <input
                id={`${id}-email`}
                name="email"
                type="email"
                autoComplete="email"
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? `${id}-invalid` : undefined}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                className={inputClass}
              />
            </div>
            {invalid && (
              <p id={`${id}-invalid`} role="alert" className={alertClass}>
                {t(invalid)}
              </p>
            )}
            <RequestOutcome state={state} sentText={t('auth:firstLogin.sent')} />
            <Button type="submit" disabled={state === 'sending'} className="w-full">
              {state === 'sending' ? t('auth:sending') : t('auth:firstLogin.submit')}
            </Button>
          </form>
          <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
            <ButtonLink href={routes.createAccountHelp.href()} variant="link">
              {t('auth:createAccountHelp')}
            </ButtonLink>
            <Button variant="secondary" onClick={onClose}>
              {t('auth:firstLogin.close')}
            </Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
