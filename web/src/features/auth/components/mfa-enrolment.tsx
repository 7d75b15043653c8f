import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiFactorInfo, User } from 'firebase/auth';
import { DEFAULT_PHONE_PREFIX } from '@vuoro/domain';
import { authErrorKey, errorCode } from '@/lib/auth-errors';
import { TextField } from '@/lib/ui/account-form';
import { Button, Notice } from '@/lib/ui';
import { SmsCodeStep, useSmsCode } from '@/lib/ui/sms-code-step';
import { enrolMfaPhone } from '../api/mfa-enrol-phone';
import { enrolmentPhoneInput, sendMfaEnrolmentCode } from '../api/mfa-send-enrolment-code';
import { reloadVerification, sendMfaVerificationEmail } from '../api/mfa-send-verification-email';

/** Errors of the enrolment steps, as i18n keys. */
function enrolmentErrorKey(error: unknown): string {
  const code = errorCode(error);
  if (code === 'auth/invalid-phone-number' || code === 'auth/missing-phone-number') return 'validation:phoneFormat';
  return authErrorKey(error, 'mfa');
}

export interface PhoneEnrolFormProps {
  user: User;
  /** When changing the number: the factor the new one replaces. */
  replaces?: MultiFactorInfo | null;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Enrols a phone as the second factor: the number (default prefix +358, spec section 9), the
 * six-digit code sent to it, 'Incorrect code' on a wrong one.
 */
export function PhoneEnrolForm({ user, replaces = null, onDone, onCancel }: PhoneEnrolFormProps) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const [phone, setPhone] = useState(DEFAULT_PHONE_PREFIX);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [verificationId, setVerificationId] = useState<string | null>(null);
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const sms = useSmsCode();
  const { failure, setFailure, setResent } = sms;

  async function send(number: string) {
    setBusy(true);
    setFailure(null);
    try {
      setVerificationId(await sendMfaEnrolmentCode(user, number));
      setSentTo(number);
      sms.setCode('');
    } catch (error) {
      const key = enrolmentErrorKey(error);
      if (key === 'validation:phoneFormat') setPhoneError(key);
      else setFailure(key);
    } finally {
      setBusy(false);
    }
  }

  async function submitPhone(event: FormEvent) {
    event.preventDefault();
    const parsed = enrolmentPhoneInput.safeParse(phone);
    if (!parsed.success) {
      setPhoneError(parsed.error.issues[0]?.message ?? 'validation:phoneFormat');
      return;
    }
    setPhoneError(null);
    setResent(false);
    await send(parsed.data);
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    const code = sms.checked();
    if (code === null || !verificationId) return;
    setBusy(true);
    try {
      await enrolMfaPhone(user, { verificationId, code, replaces });
      onDone();
    } catch (error) {
      sms.refused(enrolmentErrorKey(error));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo && verificationId) {
    return (
      <SmsCodeStep
        intro={<p className="text-slate-700">{t('account:mfa.codeSent', { phone: sentTo })}</p>}
        sms={sms}
        busy={busy}
        submitLabel={t('account:mfa.confirm')}
        onSubmit={submitCode}
        onResend={() => {
          setResent(false);
          void send(sentTo).then(() => setResent(true));
        }}
      >
        <Button
          variant="link"
          disabled={busy}
          onClick={() => {
            setSentTo(null);
            setVerificationId(null);
            sms.clear();
          }}
        >
          {t('account:mfa.otherNumber')}
        </Button>
      </SmsCodeStep>
    );
  }

  return (
    <form onSubmit={submitPhone} noValidate className="space-y-4">
      <TextField
        label={replaces ? t('account:mfa.newPhone') : t('account:mfa.phone')}
        hint={t('account:mfa.phoneHint')}
        type="tel"
        autoComplete="tel"
        value={phone}
        onValue={setPhone}
        error={phoneError}
        required
      />
      {failure && <Notice tone="error">{t(failure)}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {t('account:mfa.sendCode')}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('account:cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

export interface VerifyEmailFirstProps {
  user: User;
  onVerified: () => void;
}

/** Firebase enrols a second factor only for a verified email: explain, send the link, check again. */
export function VerifyEmailFirst({ user, onVerified }: VerifyEmailFirstProps) {
  const { t } = useTranslation(['account', 'errors']);
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed' | 'stillUnverified'>('idle');
  return (
    <div className="space-y-4">
      <Notice tone="info">{t('account:mfa.verifyEmailFirst', { email: user.email ?? '' })}</Notice>
      {state === 'sent' && <Notice tone="success">{t('account:mfa.verificationSent', { email: user.email ?? '' })}</Notice>}
      {state === 'failed' && <Notice tone="error">{t('errors:somethingWentWrong')}</Notice>}
      {state === 'stillUnverified' && <Notice tone="error">{t('account:mfa.stillUnverified')}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button
          disabled={state === 'sending'}
          onClick={() => {
            setState('sending');
            sendMfaVerificationEmail(user).then(
              () => setState('sent'),
              () => setState('failed'),
            );
          }}
        >
          {t('account:mfa.sendVerification')}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            reloadVerification(user).then(
              (verified) => (verified ? onVerified() : setState('stillUnverified')),
              () => setState('failed'),
            )
          }
        >
          {t('account:mfa.checkAgain')}
        </Button>
      </div>
    </div>
  );
}
