import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { routes } from '@vuoro/domain';
import { useSignOut } from '../api/sign-out';
import { SIGNED_OUT } from '../components/signed-out';
import { Button } from '@/lib/ui';

/**
 * `/signout`: signs out, forgets the sign-in's local traces and goes to /login of the same site
 * (staff or talent: the host decides), which says "You have signed out." (the history entry's
 * `signedOut`); a failure offers a retry.
 */
export default function SignoutRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  const { state, run } = useSignOut();
  useEffect(run, [run]);

  if (state === 'done') return <Redirect to={routes.login.href()} replace state={SIGNED_OUT} />;
  return (
    <section aria-labelledby="signout-title" className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 id="signout-title" className="text-2xl font-bold text-slate-900">
        {t('auth:signout.title')}
      </h1>
      {state === 'failed' ? (
        <>
          <p role="alert" className="mt-4 font-semibold text-red-800">
            {t('errors:signOutFailed')}
          </p>
          <Button onClick={run} className="mt-6 w-full sm:w-auto">
            {t('auth:signout.retry')}
          </Button>
        </>
      ) : (
        <p role="status" className="mt-4 text-slate-700">
          {t('auth:signout.signingOut')}
        </p>
      )}
    </section>
  );
}
