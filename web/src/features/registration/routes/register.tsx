import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import type { RegistrationProgress } from '../api/register-talent';
import { NextPanel } from '../components/next-panel';
import { RegistrationForm } from '../components/registration-form';
import { stepIndexOf } from '../components/use-registration-form';
import { loadChunk } from '@/lib/load-chunk';

/**
 * Route module for `register` (`/register`, public): a job seeker registers, creating the
 * account, the talent profile and its files in one go, in five steps, and is then told what
 * happens next (signed in, with the way to /talent-profile).
 * What is done survives a failed step (kept here, across retries), so "Try again" resumes and
 * never creates a second account. The language is the app's (from /ukraine: Ukrainian). The
 * Firestore and Storage code loads only on the first send, so the form opens fast on a phone.
 */
export default function RegisterRoute() {
  const { t } = useTranslation(['registration']);
  const [registered, setRegistered] = useState(false);
  // The introduction on the first step only: the later steps stay short on a phone.
  const firstStep = stepIndexOf(useSearch()) === 0;
  const progress = useRef<RegistrationProgress>({ uid: null, profileSaved: false, cvPath: null, photoPath: null });

  return (
    <section aria-labelledby="register-title" className="mx-auto max-w-3xl px-3 py-6 sm:px-4 sm:py-8">
      <h1 id="register-title" className="text-2xl font-bold text-slate-900">
        {t('registration:title')}
      </h1>
      {registered ? (
        <div className="mt-6">
          <NextPanel />
        </div>
      ) : (
        <>
          {firstStep && (
            <>
              <p className="mt-2 text-slate-700">{t('registration:intro')}</p>
              <p className="mt-2 text-sm text-slate-700">
                {t('registration:haveAccount')}{' '}
                <Link href={routes.login.href()} className="font-semibold text-brand-700 underline underline-offset-4">
                  {t('registration:signIn')}
                </Link>
              </p>
            </>
          )}
          <div className="mt-6">
            <RegistrationForm
              onRegister={async (form, files, honeypot) => {
                // Auth, Firestore and Storage load when the talent registers, not with the form.
                const { registerTalent } = await loadChunk(() => import('../api/register-talent'));
                return registerTalent(form, files, progress.current, honeypot);
              }}
              onRegistered={() => setRegistered(true)}
            />
          </div>
        </>
      )}
    </section>
  );
}
