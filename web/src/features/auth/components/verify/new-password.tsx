import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from 'firebase/auth';
import { fieldErrors } from '@vuoro/domain';
import { authErrorKey, errorCode } from '@/lib/auth-errors';
import { Button, Notice } from '@/lib/ui';
import { PasswordFields } from '@/lib/ui/password-fields';
import { setNewPassword, setPasswordInput } from '../../api/verify-set-password';

/** After the first sign-in by link: the account's new password, then on. */
export function NewPassword({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});
  const [failure, setFailure] = useState<{ key: string; retry: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  async function save() {
    setBusy(true);
    setFailure(null);
    try {
      await setNewPassword(user, password);
      onDone();
    } catch (error) {
      const code = errorCode(error);
      if (code === 'auth/requires-recent-login') setFailure({ key: 'errors:migrationStaleLogin', retry: true });
      else if (code === 'auth/weak-password') setErrors({ password: 'validation:passwordWeak' });
      else setFailure({ key: authErrorKey(error), retry: false });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = setPasswordInput.safeParse({ password, confirmPassword });
    if (!parsed.success) {
      setErrors(fieldErrors<keyof typeof errors>(parsed.error.issues));
      return;
    }
    setErrors({});
    void save();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
      <Notice tone="success">{t('account:verify.signedIn', { email: user.email ?? '' })}</Notice>
      <h2 className="text-lg font-bold">{t('account:verify.setPassword')}</h2>
      <PasswordFields
        password={password}
        confirmPassword={confirmPassword}
        onPassword={setPassword}
        onConfirmPassword={setConfirmPassword}
        errors={errors}
      />
      {failure && <Notice tone="error">{t(failure.key)}</Notice>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {failure?.retry ? t('account:retry') : t('account:verify.savePassword')}
        </Button>
      </div>
    </form>
  );
}
