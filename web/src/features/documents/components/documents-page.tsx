import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import type { EndpointState } from '@/lib/use-endpoint';

export interface DocumentsPageProps {
  screen: 'profileHolidays' | 'profileCertificate' | 'profileIdentityCard';
  intro: string;
  /** What the screen loads first: "Loading…" while it does, 'Could not load data' with a retry if it fails. */
  load?: EndpointState<unknown>;
  children: ReactNode;
}

/** A profile documents screen: its heading and intro, back to the profile, and its first load's state. */
export function DocumentsPage({ screen, intro, load, children }: DocumentsPageProps) {
  const { t } = useTranslation(['documents', 'common']);
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <PageHeader
        title={t(`common:screens.${screen}`)}
        description={intro}
        back={{ href: '/profile', label: t('common:screens.profile') }}
      />
      {load && (
        <>
          <p className="mt-3 text-slate-700" aria-live="polite">
            {load.status === 'loading' && !load.data ? t('documents:loading') : ''}
          </p>
          {load.status === 'error' && (
            <LoadFailed error={load.error} message={t('documents:loadFailed')} retry={load.retry} className="mt-3" />
          )}
        </>
      )}
      {children}
    </section>
  );
}
