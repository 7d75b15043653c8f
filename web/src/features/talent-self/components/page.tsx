import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/lib/ui/button';

/** A talent self-service page: its title and content at a readable width. */
export function SelfPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

/** A titled block of a page. */
export function SelfSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-3 text-lg font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** 'Could not load data' with a retry that opens the failed live read again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-red-900"
    >
      {t('errors:couldNotLoadData')}
      <Button variant="link" onClick={retry}>
        {t('common:error.retry')}
      </Button>
    </div>
  );
}
