import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiFactorResolver, PhoneMultiFactorInfo } from 'firebase/auth';
import { smsCodeField } from '@vuoro/domain';
import { authErrorKey } from '../auth-errors';
import { auth } from '../firebase';
import { maskPhone, reauthenticateWithPassword, resolveWithCode, sendSignInCode } from '../mfa';
import { setReauthHandler } from '../reauth';
import { buttonClass } from './button';
import { CodeField, TextField } from './account-form';
import { Notice } from './notice';

/**
 * The re-authentication dialog (spec sections 4 and 8). The app mounts this host once, lazily
 * (it stays out of the first load); it registers itself with `setReauthHandler`, so the Staff
 * API client ('Credentials too old') and the identity screens (`auth/requires-recent-login`) can
 * ask the user to sign in again. It resolves `true` once the user signed in again with the
 * password, and the SMS code where a second factor is enrolled; `false` on Cancel.
 */
export default function ReauthDialogHost() {
  const [open, setOpen] = useState(false);
  const pending = useRef<{ promise: Promise<boolean>; resolve: (ok: boolean) => void } | null>(null);

  useEffect(() => {
    setReauthHandler(() => {
      if (pending.current) return pending.current.promise;
      if (!auth.currentUser?.email) return Promise.resolve(false);
      let resolve: (ok: boolean) => void = () => undefined;
      const promise = new Promise<boolean>((r) => (resolve = r));
      pending.current = { promise, resolve };
      setOpen(true);
      return promise;
    });
    return () => setReauthHandler(null);
  }, []);

  const finish = (ok: boolean) => {
    pending.current?.resolve(ok);
    pending.current = null;
    setOpen(false);
  };

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog onFinish={finish} />
    </Suspense>
  );
}

type Step =
  | { kind: 'password' }
  | { kind: 'code'; resolver: MultiFactorResolver; hint: PhoneMultiFactorInfo; verificationId: string | null };

function ReauthDialog({ onFinish }: { onFinish: (ok: boolean) => void }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = auth.currentUser;

  async function sendCode(resolver: MultiFactorResolver, hint: PhoneMultiFactorInfo) {
    setStep({ kind: 'code', resolver, hint, verificationId: null });
    try {
      const verificationId = await sendSignInCode(resolver, hint);
      setStep({ kind: 'code', resolver, hint, verificationId });
    } catch (error) {
      setFailure(authErrorKey(error, 'mfa'));
    }
  }

  async function submitPassword(event: FormEvent) {
    event.preventDefault();
    if (!user) return onFinish(false);
    if (!password) {
      setFieldError('validation:fieldRequired');
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      const outcome = await reauthenticateWithPassword(user, password);
      setPassword('');
      if (outcome.kind === 'done') onFinish(true);
      else await sendCode(outcome.resolver, outcome.hint);
    } catch (error) {
      const key = authErrorKey(error, 'reauth');
      if (key === 'errors:incorrectPassword') setFieldError(key);
      else setFailure(key);
    } finally {
      setBusy(false);
    }
  }

  async function submitCode(event: FormEvent) {
    event.preventDefault();
    if (step.kind !== 'code' || !step.verificationId) return;
    const parsed = smsCodeField.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'validation:smsCodeFormat');
      return;
    }
    setBusy(true);
    setFieldError(null);
    setFailure(null);
    try {
      await resolveWithCode(step.resolver, step.verificationId, parsed.data);
      onFinish(true);
    } catch (error) {
      const key = authErrorKey(error, 'mfa');
      if (key === 'errors:incorrectCode') setFieldError(key);
      else setFailure(key);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => onFinish(false)} className="relative z-50">
      <div className="fixed inset-0 bg-slate-900/50" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-3">
        <DialogPanel className="w-full max-w-md rounded-2xl bg-white p-5 shadow-xl">
          <DialogTitle className="text-xl font-bold text-slate-900">{t('account:reauth.title')}</DialogTitle>
          {step.kind === 'password' ? (
            <form onSubmit={submitPassword} noValidate className="mt-3 space-y-4">
              <p className="text-slate-700">{t('errors:sessionExpired')}</p>
              <p className="text-sm text-slate-700">{t('account:reauth.signedInAs', { email: user?.email ?? '' })}</p>
              <TextField
                label={t('account:reauth.password')}
                type="password"
                autoComplete="current-password"
                value={password}
                onValue={setPassword}
                error={fieldError}
                required
                autoFocus
              />
              {failure && <Notice tone="error">{t(failure)}</Notice>}
              <div className="flex flex-wrap justify-end gap-3">
                <button type="button" className={buttonClass.secondary} onClick={() => onFinish(false)}>
                  {t('account:cancel')}
                </button>
                <button type="submit" className={buttonClass.primary} disabled={busy}>
                  {t('account:reauth.continue')}
                </button>
              </div>
            </form>
          ) : (
            <form onSubmit={submitCode} noValidate className="mt-3 space-y-4">
              <p className="text-slate-700">{t('errors:mfaReauthRequired')}</p>
              {step.verificationId && (
                <p className="text-sm text-slate-700">
                  {t('account:loginMfa.sentTo', { phone: maskPhone(step.hint.phoneNumber) })}
                </p>
              )}
              <CodeField label={t('account:mfa.code')} value={code} onValue={setCode} error={fieldError} required autoFocus />
              {failure && <Notice tone="error">{t(failure)}</Notice>}
              <div className="flex flex-wrap justify-end gap-3">
                <button type="button" className={buttonClass.secondary} onClick={() => onFinish(false)}>
                  {t('account:cancel')}
                </button>
                <button type="submit" className={buttonClass.primary} disabled={busy || !step.verificationId}>
                  {t('account:reauth.continue')}
                </button>
              </div>
            </form>
          )}
        </DialogPanel>
      </div>
    </Dialog>
  );
}
