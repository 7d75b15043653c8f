import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';

/** `/no-access`: signed in, but without the role this screen needs (e.g. no employee flag). */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="no-access-title" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 id="no-access-title" className="text-2xl font-bold">
        {t('noAccess.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('noAccess.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link
          href={routes.signout.href()}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          {t('noAccess.signOut')}
        </Link>
        <Link
          href={routes.landing.href()}
          className="rounded-lg border border-brand-700 px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('nav.home')}
        </Link>
      </div>
    </section>
  );
}
