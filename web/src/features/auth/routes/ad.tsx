import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { authErrorKey, type ErrorKey } from '@/lib/auth-errors';
import { config } from '@/lib/config';
import { finishMicrosoftSignIn, startMicrosoftSignIn, takeMicrosoftRedirectMark } from '../api/federated';
import { setPendingMfa } from '../api/pending-mfa';
import { safeNext } from '../components/after-sign-in';
import { Button, ButtonLink } from '@/lib/ui';
import { alertClass } from '../components/styles';
import { useLandWhenSignedIn } from '../components/use-land-when-signed-in';

type Phase = 'checking' | 'redirecting' | 'idle' | 'failed';

/**
 * `/ad`: sign-in with the organisation's Microsoft tenant. The first visit goes straight to
 * Microsoft (redirect); on the way back the result is read and the user lands as from /login.
 * Coming back without a result (cancelled) offers the button instead of looping.
 */
export default function AdRoute() {
  const { t } = useTranslation(['auth', 'errors']);
  const tenant = config.microsoftTenant;
  const next = safeNext(new URLSearchParams(useSearch()).get('next'));
  const [, navigate] = useLocation();
  const landing = useLandWhenSignedIn(next);
  const [phase, setPhase] = useState<Phase>('checking');
  const [error, setError] = useState<ErrorKey | null>(null);
  const checked = useRef(false);

  const start = (currentTenant: string) => {
    setPhase('redirecting');
    setError(null);
    startMicrosoftSignIn(currentTenant).catch((e: unknown) => {
      setError(authErrorKey(e, 'signIn'));
      setPhase('failed');
    });
  };

  useEffect(() => {
    // Once per visit (also under StrictMode's double effects): the redirect mark is read only once.
    if (!tenant || checked.current) return;
    checked.current = true;
    const returning = takeMicrosoftRedirectMark();
    finishMicrosoftSignIn().then(
      (outcome) => {
        if (outcome?.kind === 'mfa') {
          setPendingMfa(outcome.resolver, next);
          navigate(routes.loginMultifactor.href(undefined, { next: next ?? undefined }));
        } else if (outcome?.kind === 'signedIn') {
          setPhase('idle'); // useLandWhenSignedIn moves on once the session has the roles
        } else if (returning) {
          setPhase('idle');
        } else {
          start(tenant);
        }
      },
      (e: unknown) => {
        setError(authErrorKey(e, 'signIn'));
        setPhase('failed');
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!tenant) {
    return (
      <section aria-labelledby="ad-title" className="mx-auto max-w-md px-4 py-12 text-center">
        <h1 id="ad-title" className="text-2xl font-bold text-slate-900">
          {t('auth:ad.title')}
        </h1>
        <p className="mt-3 text-slate-700">{t('auth:ad.notAvailable')}</p>
        <ButtonLink href={routes.login.href()} className="mt-6 w-full sm:w-auto">
          {t('auth:ad.toLogin')}
        </ButtonLink>
      </section>
    );
  }

  return (
    <section aria-labelledby="ad-title" className="mx-auto max-w-md px-4 py-12 text-center">
      <h1 id="ad-title" className="text-2xl font-bold text-slate-900">
        {t('auth:ad.title')}
      </h1>
      {landing || phase === 'checking' || phase === 'redirecting' ? (
        <p role="status" className="mt-4 text-slate-700">
          {landing ? t('auth:landing') : phase === 'redirecting' ? t('auth:ad.redirecting') : t('auth:ad.checking')}
        </p>
      ) : (
        <>
          {error && (
            <p role="alert" className={`${alertClass} mt-4`}>
              {t(error)}
            </p>
          )}
          <p className="mt-4 text-slate-700">{t('auth:ad.body')}</p>
          <Button onClick={() => start(tenant)} className="mt-6 w-full sm:w-auto">
            {t('auth:ad.start')}
          </Button>
          <p className="mt-6">
            <ButtonLink href={routes.login.href()} variant="link">
              {t('auth:ad.otherWays')}
            </ButtonLink>
          </p>
        </>
      )}
    </section>
  );
}
