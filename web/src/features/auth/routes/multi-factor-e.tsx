import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation } from 'wouter';
import { routes } from '@vuoro/domain';
import { hasSecondFactor } from '@/lib/mfa';
import { useSession } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Button, Notice } from '@/lib/ui';
import { signOutEverywhere } from '../api/sign-out';
import { PhoneEnrolForm, VerifyEmailFirst } from '../components/mfa-enrolment';
import { nextFromLocation } from '../components/mfa-next';

/**
 * `/multifactor/e`: enforced enrolment, reached when the Staff API answered 'User needs mfa'
 * and this account has no second factor (spec section 4). The secondary way out, signing in
 * again with an existing second factor, is shown only when one is enrolled.
 */
export default function MultiFactorERoute() {
  const { t } = useTranslation(['account', 'errors']);
  const { status, user, refresh } = useSession();
  const [location, navigate] = useLocation();
  const [, setVersion] = useState(0);
  const [failed, setFailed] = useState(false);

  if (status === 'loading') return <Loading />;
  const next = nextFromLocation();
  if (!user)
    return <Redirect to={routes.login.href(undefined, { next: next ?? `${location}${window.location.search}` })} replace />;

  const signInWithFactor = () =>
    signOutEverywhere().then(
      () => navigate(routes.login.href(undefined, next ? { next } : {}), { replace: true }),
      () => setFailed(true),
    );

  return (
    <section aria-labelledby="mfa-e-title" className="mx-auto max-w-xl px-4 py-8">
      <h1 id="mfa-e-title" className="text-2xl font-bold text-slate-900">
        {t('account:mfaRequired.title')}
      </h1>
      <p className="mt-2 text-slate-700">{t('account:mfaRequired.body')}</p>
      <div className="mt-6 space-y-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="text-lg font-bold">{t('account:mfa.enrolTitle')}</h2>
        {user.emailVerified ? (
          <PhoneEnrolForm
            user={user}
            onDone={() =>
              void refresh()
                .catch(() => undefined)
                .then(() => navigate(next ?? routes.multiFactor.href(), { replace: true }))
            }
          />
        ) : (
          <VerifyEmailFirst user={user} onVerified={() => setVersion((v) => v + 1)} />
        )}
      </div>
      {hasSecondFactor(user) && (
        <div className="mt-6">
          <Button variant="link" onClick={() => void signInWithFactor()}>
            {t('account:mfaRequired.haveFactor')}
          </Button>
        </div>
      )}
      {failed && (
        <div className="mt-4">
          <Notice tone="error">{t('errors:signOutFailed')}</Notice>
        </div>
      )}
    </section>
  );
}
