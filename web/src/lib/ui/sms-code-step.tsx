import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { smsCodeField } from '@vuoro/domain';
import { CodeField } from './account-form';
import { Button } from './button';
import { Notice } from './notice';

export interface SmsCodeStepProps {
  /** Where the code went ("We sent a code to +358 •••• 67"), or a wait while it is being sent. */
  intro: ReactNode;
  /** From useSmsCode: the code, its error ('Incorrect code', the format's message), the step's failure, "sent again". */
  sms: SmsCode;
  busy: boolean;
  submitLabel: string;
  /** The submit waits too (e.g. until the first code has been sent). */
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent) => void;
  onResend: () => void;
  /** More buttons after "Send the code again" (e.g. "Use another number"). */
  children?: ReactNode;
  className?: string;
}

/**
 * The SMS code step of multi-factor sign-in and enrolment: the six-digit code field, what went
 * wrong, "Code sent again" and the buttons to confirm or to send the code again.
 */
export function SmsCodeStep({
  intro,
  sms,
  busy,
  submitLabel,
  submitDisabled = false,
  onSubmit,
  onResend,
  children,
  className = 'space-y-4',
}: SmsCodeStepProps) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  return (
    <form onSubmit={onSubmit} noValidate className={className}>
      {intro}
      <CodeField label={t('account:mfa.code')} value={sms.code} onValue={sms.setCode} error={sms.codeError} required autoFocus />
      {sms.failure && <Notice tone="error">{t(sms.failure)}</Notice>}
      {sms.resent && <Notice tone="info">{t('account:mfa.codeResent')}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy || submitDisabled}>
          {submitLabel}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onResend}>
          {t('account:mfa.resend')}
        </Button>
        {children}
      </div>
    </form>
  );
}

/**
 * The code step's state: the typed code, its error, the step's failure and "sent again". `checked()`
 * gives the code when it has the right form (else shows why); `refused(key)` puts 'Incorrect code'
 * on the field and any other failure under it.
 */
export function useSmsCode() {
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [resent, setResent] = useState(false);
  return {
    code,
    setCode,
    codeError,
    failure,
    setFailure,
    resent,
    setResent,
    checked(): string | null {
      const parsed = smsCodeField.safeParse(code);
      if (!parsed.success) {
        setCodeError(parsed.error.issues[0]?.message ?? 'validation:smsCodeFormat');
        return null;
      }
      setCodeError(null);
      setFailure(null);
      return parsed.data;
    },
    refused(key: string) {
      if (key === 'errors:incorrectCode') setCodeError(key);
      else setFailure(key);
    },
    /** Back to the number: the code's messages go. */
    clear() {
      setCodeError(null);
      setFailure(null);
    },
  };
}

export type SmsCode = ReturnType<typeof useSmsCode>;
