import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { currentSide } from '@/lib/audience';
import { useSession } from '@/lib/session';
import { ButtonLink } from '@/lib/ui/button';
import { Spinner } from '@/lib/ui/spinner';
import { MessagePage } from '@/lib/ui/actions';
import { useCompleteLinkedInSignIn } from '../api/linkedin';
import { destinationAfterSignIn, safeNext } from '../components/after-sign-in';

/**
 * `/auth/linkedin/*`: where LinkedIn sends the browser back. It finishes the sign-in once, then
 * goes where the user was heading (or their first screen, once the session has read the new
 * user's roles). A cancel at LinkedIn goes quietly back to the sign-in screen; a reply that does
 * not match this tab's request is refused as a forgery attempt.
 */
export default function LinkedinCallbackRoute() {
  const { t } = useTranslation(['linkedin', 'errors']);
  const search = useSearch();
  const result = useCompleteLinkedInSignIn(search);
  const session = useSession();
  const [, navigate] = useLocation();

  const signedIn = result.status === 'signedIn' && session.status === 'ready' && session.user?.uid === result.uid;
  const destination =
    signedIn && session.user
      ? destinationAfterSignIn({ email: session.user.email, roles: session.roles, side: currentSide(), next: result.next })
      : null;
  useEffect(() => {
    if (destination) navigate(destination, { replace: true });
  }, [destination, navigate]);

  if (result.status === 'cancelled') {
    const next = safeNext(result.next);
    return <Redirect to={routes.login.href(undefined, next ? { next } : undefined)} replace />;
  }

  if (result.status === 'failed') {
    return (
      <MessagePage title={t('linkedin:failedTitle')} body={t(result.error)}>
        <ButtonLink href={routes.login.href()}>{t('linkedin:backToLogin')}</ButtonLink>
      </MessagePage>
    );
  }

  return (
    <section aria-labelledby="linkedin-title" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 id="linkedin-title" className="text-2xl font-bold text-slate-900">
        {t('linkedin:title')}
      </h1>
      <p role="status" aria-live="polite" className="mt-6 flex items-center justify-center gap-3 text-slate-700">
        <Spinner />
        {t('linkedin:signingIn')}
      </p>
    </section>
  );
}
