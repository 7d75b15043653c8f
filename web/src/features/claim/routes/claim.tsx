import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'wouter';
import { fieldErrors, isClaimRefusal, newPasswordForm, routes, type ReadClaimInviteResponse } from '@vuoro/domain';
import { errorCode, authErrorKey } from '@/lib/auth-errors';
import { CallableError } from '@/lib/callable';
import { chooseLanguage } from '@/lib/i18n';
import { TextField } from '@/lib/ui/account-form';
import { Loading } from '@/lib/ui/loading';
import { Button } from '@/lib/ui/button';
import { Notice } from '@/lib/ui/notice';
import { PasswordFields } from '@/lib/ui/password-fields';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { claimProfile, readClaimInvite, type ClaimProfileInput } from '../api/claim-profile';

type Loaded = { token: string; invite: ReadClaimInviteResponse } | { token: string; failed: true };

/** What a failed claim says: the invitation's own reason, a sign-in failure, or 'Something went wrong'. */
function claimFailure(error: unknown): string {
  if (error instanceof CallableError && isClaimRefusal(error.message)) return `auth:claim.${error.message}`;
  if (errorCode(error)) return authErrorKey(error, 'signIn');
  return 'errors:somethingWentWrong';
}

/**
 * `/claim/:token` (no sign-in needed to open it): the link in the mail a recruiter's "Add talent"
 * sends. An open invitation names its email; the person signs in to that email's account or
 * creates it (a password), and the profile the recruiter typed becomes theirs on /talent-profile.
 * The page speaks the invitation's language. An expired, used or unknown link says so.
 */
export default function ClaimRoute() {
  const { t } = useTranslation(['auth', 'account', 'errors', 'common', 'validation']);
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmPassword?: string }>({});

  useEffect(() => {
    let live = true;
    readClaimInvite(token).then(
      async (invite) => {
        if (invite.state === 'active') await chooseLanguage(invite.language);
        if (live) setLoaded({ token, invite });
      },
      (error: unknown) => {
        console.warn('vuoro: reading the claim invitation failed', error);
        if (live) setLoaded({ token, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [token, attempt]);

  const claim = useEndpointAction((input: ClaimProfileInput) => claimProfile(input), {
    failure: claimFailure,
    onSuccess: () => navigate(routes.talentProfile.href(), { replace: true }),
  });

  const page = (body: React.ReactNode) => (
    <section aria-labelledby="claim-title" className="mx-auto max-w-md space-y-4 px-4 py-10">
      <h1 id="claim-title" className="text-2xl font-bold text-slate-900">
        {t('common:screens.claimTalent')}
      </h1>
      {body}
    </section>
  );

  if (!loaded || loaded.token !== token) return <Loading />;
  if ('failed' in loaded) {
    return page(
      <>
        <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('common:error.retry')}</Button>
      </>,
    );
  }
  const { invite } = loaded;
  if (invite.state !== 'active') {
    return page(
      <>
        <Notice tone="error">{t(`auth:claim.${invite.state}`)}</Notice>
        <Link href={routes.login.href()} className="font-semibold text-brand-800 underline underline-offset-4">
          {t('auth:claim.signInLink')}
        </Link>
      </>,
    );
  }

  const create = !invite.accountExists;
  function submit(event: FormEvent) {
    event.preventDefault();
    if (invite.state !== 'active') return;
    if (create) {
      const parsed = newPasswordForm.safeParse({ password, confirmPassword });
      setErrors(parsed.success ? {} : fieldErrors(parsed.error.issues));
      if (!parsed.success) return;
    } else if (!password) {
      setErrors({ password: 'validation:fieldRequired' });
      return;
    }
    void claim.run({ token, email: invite.email, password, createAccount: create });
  }

  return page(
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-slate-800">
        {t(create ? 'auth:claim.introCreate' : 'auth:claim.introSignIn', { name: invite.firstName })}
      </p>
      <TextField
        label={t('auth:claim.email')}
        value={invite.email}
        onValue={() => undefined}
        readOnly
        type="email"
        autoComplete="username"
      />
      {create ? (
        <PasswordFields
          password={password}
          confirmPassword={confirmPassword}
          onPassword={setPassword}
          onConfirmPassword={setConfirmPassword}
          errors={errors}
        />
      ) : (
        <TextField
          label={t('auth:claim.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
        />
      )}
      {claim.notice && <Notice tone={claim.notice.tone}>{claim.notice.text}</Notice>}
      <Button type="submit" busy={claim.busy}>
        {t(create ? 'auth:claim.create' : 'auth:claim.signIn')}
      </Button>
    </form>,
  );
}
