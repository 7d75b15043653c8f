import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes } from '@vuoro/domain';
import { ChunkLoadError } from './lazy-route';

export interface ErrorPageProps {
  error: Error;
  onRetry: () => void;
}

/** The error page for route failures: what happened in the user's language, a retry, a way home. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const chunk = error instanceof ChunkLoadError;
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 id="error-title" className="text-2xl font-bold text-slate-900">
        {t('error.title')}
      </h1>
      <p className="mt-3 text-slate-700">{chunk ? t('error.chunk') : t('error.body')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => (chunk ? window.location.reload() : onRetry())}
          className="rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500"
        >
          {t('error.retry')}
        </button>
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
