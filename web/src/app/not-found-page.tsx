import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl px-4 py-12 text-center">
      <p className="text-5xl font-bold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-3 text-2xl font-bold text-slate-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-slate-700">{t('notFound.body')}</p>
      <Link
        href={routes.landing.href()}
        className="mt-6 inline-block rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        {t('nav.home')}
      </Link>
    </section>
  );
}
