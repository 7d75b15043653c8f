import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { useRoles } from '@/lib/session';
import { ButtonLink } from '@/lib/ui/button';
import { ChoiceCard } from '../components/choice-card';
import { MaintenanceBanner } from '../components/maintenance-banner';
import { lazyChunk } from '@/lib/load-chunk';

/** Only a signed-in employee's landing loads it (with the Staff API client). */
const BankAccountNotice = lazyChunk(() => import('../components/bank-account-notice'));

/** `/`: who are you? Employee or customer sign-in, recruiters' sign-in, work seekers and employers, old or new interface. */
export default function LandingRoute() {
  const { t } = useTranslation();
  const { employee } = useRoles();
  return (
    <>
      {employee && (
        <Suspense fallback={null}>
          <BankAccountNotice />
        </Suspense>
      )}
      <div className="bg-brand-800 pb-12 pt-8 text-white sm:pt-12">
        <div className="mx-auto max-w-6xl px-4">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{t('landing.title')}</h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{t('landing.lead')}</p>
          {/* The agency's recruiters sign in here too; after the second factor they land on the talent list. */}
          <Link
            href={routes.login.href(undefined, { next: routes.talents.href() })}
            className="mt-4 inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4"
          >
            {t('nav.recruiterSignIn')}
          </Link>
        </div>
      </div>
      <div className="mx-auto -mt-8 grid max-w-6xl gap-4 px-4 sm:grid-cols-2">
        <ChoiceCard
          href={routes.login.href(undefined, { as: 'employee' })}
          title={t('landing.employee.title')}
          body={t('landing.employee.body')}
          action={t('landing.signIn')}
        />
        <ChoiceCard
          href={routes.login.href(undefined, { as: 'customer' })}
          title={t('landing.customer.title')}
          body={t('landing.customer.body')}
          action={t('landing.signIn')}
        />
      </div>
      <div className="mx-auto mt-8 grid max-w-6xl gap-4 px-4 pb-12 sm:grid-cols-2">
        <section aria-labelledby="seekers" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="seekers" className="text-lg font-bold">
            {t('landing.seeker.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('landing.seeker.body')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <ButtonLink href={routes.register.href()}>{t('landing.seeker.register')}</ButtonLink>
            {/* Addressed to Ukrainians in Ukrainian, whatever language the page shows. */}
            <ButtonLink variant="secondary" href={routes.ukraine.href()} lang="uk">
              {t('landing.forUkrainians')}
            </ButtonLink>
          </div>
        </section>
        <section aria-labelledby="employers" className="rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h2 id="employers" className="text-lg font-bold">
            {t('landing.employer.title')}
          </h2>
          <p className="mt-2 text-slate-700">{t('landing.employer.body')}</p>
          <div className="mt-4">
            <ButtonLink variant="secondary" href={routes.assignmentRequest.href()}>
              {t('landing.employer.action')}
            </ButtonLink>
          </div>
        </section>
        <p className="text-sm text-slate-700 sm:col-span-2">
          {t('landing.oldInterface')}{' '}
          <Link href={routes.betaOrOld.href()} className="font-semibold text-brand-700 underline underline-offset-2">
            {t('landing.chooseInterface')}
          </Link>
        </p>
      </div>
      {/* Last, so that its arrival (a Staff API answer) moves nothing above it: no layout shift. */}
      <MaintenanceBanner />
    </>
  );
}
