import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isUsernameLogin, routes, sameEmail } from '@vuoro/domain';
import { useSession } from '@/lib/session';
import { TextField } from '@/lib/ui/account-form';
import { Loading } from '@/lib/ui/loading';
import { EmailPairFields } from '@/lib/ui/email-pair-fields';
import { Button, ButtonLink, Notice } from '@/lib/ui';
import { PasswordFields } from '@/lib/ui/password-fields';
import { SignOutLink } from '@/lib/ui/sign-out-link';
import { changePassword, changePasswordInput, isIncorrectPassword } from '../api/change-password';
import { needsOwnSignIn, updateEmail, updateEmailInput } from '../api/update-email';

/** One settings card: a form titled by its heading. */
function SettingsForm({
  titleId,
  title,
  onSubmit,
  children,
}: {
  titleId: string;
  title: string;
  onSubmit: (event: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </form>
  );
}

type Outcome = { tone: 'success' | 'error'; key: string; values?: Record<string, string> } | null;

/**
 * Change the sign-in email: current, new and the new again. 'New email is invalid', 'New email
 * cannot be the same as the old email.', 'Emails do not match' (spec section 5). A save sends a
 * link to the new address and says so; the address changes when the link is opened. What was
 * typed stays after a failed save.
 */
export function ChangeEmailForm() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const { user } = useSession();
  const current = user?.email && !isUsernameLogin(user.email) ? user.email : '';
  const [newEmail, setNewEmail] = useState('');
  const [confirmEmail, setConfirmEmail] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'newEmail' | 'confirmEmail', string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return <Loading />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = updateEmailInput.safeParse({ oldEmail: current, newEmail });
    const next = parsed.success ? {} : fieldErrors<'newEmail' | 'confirmEmail'>(parsed.error.issues);
    if (!next.newEmail && !sameEmail(newEmail, confirmEmail)) next.confirmEmail = 'validation:emailsDoNotMatch';
    setErrors(next);
    if (!parsed.success || next.confirmEmail || !user) return;
    setBusy(true);
    try {
      await updateEmail(user, parsed.data.newEmail);
      setOutcome({ tone: 'success', key: 'account:settings.emailLinkSent', values: { email: parsed.data.newEmail } });
      setNewEmail('');
      setConfirmEmail('');
    } catch (error) {
      setOutcome({ tone: 'error', key: needsOwnSignIn(error) ? 'account:settings.emailNeedsOwnSignIn' : 'account:saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsForm titleId="email-title" title={t('account:settings.emailTitle')} onSubmit={submit}>
      <TextField label={t('account:settings.currentEmail')} type="email" value={current} onValue={() => undefined} readOnly />
      <EmailPairFields
        labels={{ email: t('account:settings.newEmail'), confirmEmail: t('account:settings.confirmNewEmail') }}
        email={newEmail}
        confirmEmail={confirmEmail}
        onEmail={setNewEmail}
        onConfirmEmail={setConfirmEmail}
        errors={{ email: errors.newEmail, confirmEmail: errors.confirmEmail }}
      />
      <p className="text-sm text-slate-600">{t('account:settings.emailVerifyNote')}</p>
      {outcome && <Notice tone={outcome.tone}>{t(outcome.key, outcome.values)}</Notice>}
      <Button type="submit" disabled={busy}>
        {t('account:settings.saveEmail')}
      </Button>
    </SettingsForm>
  );
}

type PasswordField = 'oldPassword' | 'password' | 'confirmPassword';

/**
 * Change the password: the current one, the new one with the live checklist of the five rules,
 * and the new one again ('Passwords differ'; 'This password does not meet all the requirements').
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'errors', 'validation']);
  const { user } = useSession();
  const [values, setValues] = useState<Record<PasswordField, string>>({ oldPassword: '', password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return <Loading />;
  const set = (field: PasswordField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const parsed = changePasswordInput.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors<PasswordField>(parsed.error.issues));
      return;
    }
    setErrors({});
    if (!user) return;
    setBusy(true);
    try {
      await changePassword(user, parsed.data);
      setValues({ oldPassword: '', password: '', confirmPassword: '' });
      setOutcome({ tone: 'success', key: 'account:saved' });
    } catch (error) {
      if (isIncorrectPassword(error)) setErrors({ oldPassword: 'errors:incorrectPassword' });
      setOutcome({ tone: 'error', key: 'account:saveFailed' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsForm titleId="password-title" title={t('account:settings.passwordTitle')} onSubmit={submit}>
      <TextField
        label={t('account:settings.currentPassword')}
        type="password"
        autoComplete="current-password"
        value={values.oldPassword}
        onValue={set('oldPassword')}
        error={errors.oldPassword}
        required
      />
      <PasswordFields
        password={values.password}
        confirmPassword={values.confirmPassword}
        onPassword={set('password')}
        onConfirmPassword={set('confirmPassword')}
        errors={errors}
      />
      {outcome && <Notice tone={outcome.tone}>{t(outcome.key)}</Notice>}
      <Button type="submit" disabled={busy}>
        {t('account:settings.savePassword')}
      </Button>
    </SettingsForm>
  );
}

/** The identity part of /settings and /customer/settings: email, password, multi-factor; `children` are the page's own sections, placed before signing out. */
export function IdentitySettings({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('account');
  const { actingAs } = useSession();
  return (
    <section aria-labelledby="settings-title" className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <h1 id="settings-title" className="text-2xl font-bold text-slate-900">
        {t('account:settings.title')}
      </h1>
      {actingAs ? (
        // A "Sign in as" session: the person's email, password and second factor are theirs alone.
        <p className="rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200">{t('account:settings.actingAs')}</p>
      ) : (
        <>
          <ChangeEmailForm />
          <ChangePasswordForm />
          <section aria-labelledby="settings-mfa-title" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
            <h2 id="settings-mfa-title" className="text-lg font-bold">
              {t('account:mfa.title')}
            </h2>
            <p className="text-slate-700">{t('account:settings.mfaBody')}</p>
            <ButtonLink href={routes.multiFactor.href()} variant="secondary">
              {t('account:settings.mfaLink')}
            </ButtonLink>
          </section>
        </>
      )}
      {children}
      <section aria-labelledby="settings-sign-out-title" className="space-y-3 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 id="settings-sign-out-title" className="text-lg font-bold">
          {t('account:settings.signOutTitle')}
        </h2>
        <p className="text-slate-700">{t('account:settings.signOutBody')}</p>
        <SignOutLink />
      </section>
    </section>
  );
}
