import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, type RouteId } from '@vuoro/domain';

export interface FeaturePendingProps {
  screen: RouteId;
}

/** A declared route whose feature is not built yet says so, in the user's language. */
export function FeaturePending({ screen }: FeaturePendingProps) {
  const { t } = useTranslation();
  const name = t(`screens.${screen}`);
  return (
    <section aria-labelledby="pending-title" className="mx-auto max-w-2xl px-4 py-10">
      <h1 id="pending-title" className="text-2xl font-bold text-slate-900">
        {name}
      </h1>
      <p className="mt-3 rounded-lg border border-accent-400 bg-accent-100 p-4 text-slate-800" role="note">
        {t('pending.body')}
      </p>
      <Link href={routes.landing.href()} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-4">
        {t('nav.home')}
      </Link>
    </section>
  );
}
