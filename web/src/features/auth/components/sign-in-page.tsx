import { Suspense, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { Button, ButtonLink } from '@/lib/ui/button';
import { warmUpAfterSignInScreen } from '@/lib/warm-up';
import { setPendingMfa } from '../api/pending-mfa';
import { useSignInAttempt, type SignInOutcome } from '../api/sign-in-attempt';
import { safeNext } from './after-sign-in';
import { SignedOutNotice } from './signed-out';
import { PasswordSignInForm } from './password-sign-in-form';
import { anyProvider, availableProviders, ProviderButtons } from './provider-buttons';
import { TrackingProtectionHint } from './tracking-protection-hint';
import { useLandWhenSignedIn } from './use-land-when-signed-in';
import { lazyChunk, loadChunk } from '@/lib/load-chunk';

// Loaded when first used, not with the sign-in screen (bundle budget): the dialog library, and
// the forms whose calls parse with the shared schemas.
const FirstLoginDialog = lazyChunk(() => import('./first-login-dialog'));
const ResetPasswordForm = lazyChunk(() => import('./reset-password-form').then((m) => ({ default: m.ResetPasswordForm })));

/**
 * Which audience a sign-in screen puts first: `default` (/login: everyone, email first),
 * `talent` (/l: job seekers, LinkedIn first), `staff` (/s: employees and customers, email or
 * username, no LinkedIn), `ukraine` (/ukraine: the talent sign-in with registration up front).
 */
export type SignInVariant = 'default' | 'talent' | 'staff' | 'ukraine';

export interface SignInPageProps {
  variant: SignInVariant;
}

const providersFirst = (variant: SignInVariant) => variant === 'talent' || variant === 'ukraine';

/** The sign-in screen in its four emphases; every way in ends on the same landing rules. */
export function SignInPage({ variant }: SignInPageProps) {
  const { t } = useTranslation(['auth', 'errors']);
  const [, navigate] = useLocation();
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const landing = useLandWhenSignedIn(next);
  const attempt = useSignInAttempt();
  const [identifier, setIdentifier] = useState('');
  const [resetOpen, setResetOpen] = useState(false);
  const [dialogOpen, setDialogOpen] = useState(false);
  const resetId = useId();
  useEffect(() => warmUpAfterSignInScreen(), []);

  const handle = (outcome: SignInOutcome | null) => {
    if (outcome?.kind === 'mfa') {
      setPendingMfa(outcome.resolver, next);
      navigate(routes.loginMultifactor.href(undefined, { next: next ?? undefined }));
    }
    // Signed in: useLandWhenSignedIn moves on as soon as the session has the new roles.
  };

  if (landing) {
    return (
      <p role="status" className="mx-auto max-w-md px-4 py-12 text-center text-slate-700">
        {t('auth:landing')}
      </p>
    );
  }

  const form = (
    <PasswordSignInForm
      pending={attempt.pending}
      error={attempt.error}
      onIdentifierChange={setIdentifier}
      onSubmit={(id, password) =>
        void attempt
          .run(async () => (await loadChunk(() => import('../api/sign-in'))).signInWithPassword(id, password))
          .then(handle)
      }
    />
  );
  const shown = availableProviders({
    linkedin: variant !== 'staff',
    microsoft: variant === 'default' || variant === 'staff',
    federated: variant !== 'staff',
  });
  const providers = anyProvider(shown) && (
    <ProviderButtons
      {...shown}
      pending={attempt.pending}
      onLinkedIn={() =>
        void attempt.run(async () => {
          (await loadChunk(() => import('../api/linkedin'))).startLinkedInSignIn(next ?? undefined);
          return null;
        })
      }
      onFederated={(id) =>
        void attempt.run(async () => (await loadChunk(() => import('../api/federated'))).signInWithFederated(id)).then(handle)
      }
    />
  );
  const separator = (
    <div className="my-5 flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
      <span className="h-px flex-1 bg-slate-300" />
      {t('auth:or')}
      <span className="h-px flex-1 bg-slate-300" />
    </div>
  );

  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
      <SignedOutNotice className="mb-4" />
      <section aria-labelledby="sign-in-title" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h1 id="sign-in-title" className="text-2xl font-bold text-slate-900">
          {t(`auth:title.${variant}`)}
        </h1>
        <p className="mt-2 text-slate-700">{t(`auth:lead.${variant}`)}</p>
        {variant === 'ukraine' && (
          <div className="mt-4 rounded-xl bg-accent-100 p-4">
            <p className="font-semibold text-slate-900">{t('auth:ukraine.newHere')}</p>
            <ButtonLink href={routes.register.href()} className="mt-3 w-full text-center">
              {t('auth:ukraine.register')}
            </ButtonLink>
          </div>
        )}
        <div className="mt-6">
          {providersFirst(variant) ? (
            <>
              {providers}
              {providers && separator}
              {form}
            </>
          ) : (
            <>
              {form}
              {providers && separator}
              {providers}
            </>
          )}
        </div>
        <div className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
          <Button
            variant="link"
            aria-expanded={resetOpen}
            aria-controls={resetOpen ? resetId : undefined}
            onClick={() => setResetOpen((open) => !open)}
          >
            {t('auth:reset.open')}
          </Button>
          <Button variant="link" aria-haspopup="dialog" onClick={() => setDialogOpen(true)}>
            {t('auth:firstLogin.open')}
          </Button>
        </div>
        {resetOpen && (
          <div className="mt-4">
            <Suspense fallback={null}>
              <ResetPasswordForm id={resetId} initialIdentifier={identifier} onClose={() => setResetOpen(false)} />
            </Suspense>
          </div>
        )}
      </section>
      {variant !== 'ukraine' && (
        <p className="mt-6 text-center text-slate-700">
          {t('auth:noAccount')}{' '}
          <ButtonLink href={routes.register.href()} variant="link">
            {t('auth:register')}
          </ButtonLink>
        </p>
      )}
      <p className={`${variant === 'ukraine' ? 'mt-6' : 'mt-2'} text-center`}>
        <ButtonLink href={routes.createAccountHelp.href()} variant="link">
          {t('auth:createAccountHelp')}
        </ButtonLink>
      </p>
      <div className="mt-6">
        <TrackingProtectionHint />
      </div>
      {dialogOpen && (
        <Suspense fallback={null}>
          <FirstLoginDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
