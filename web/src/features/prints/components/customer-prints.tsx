import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { PageHeader } from '@/lib/ui/page-header';
import { loadErrorMessage } from '@/lib/use-endpoint';
import { usePrintPlaces } from '../api/get-print-places';
import { RosterForm } from './roster-form';

/** `/customer/prints`: the roster of a place of work for a period, downloaded as PDF. */
export function CustomerPrints() {
  const { t } = useTranslation(['customer', 'common', 'errors']);
  const headingId = useId();
  const places = usePrintPlaces();
  // "Today" is read once: the presets do not move while the screen is open.
  const [now] = useState(() => new Date());
  const list = places.data?.placesOfWork ?? null;
  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-5xl px-4 py-6">
      <PageHeader titleId={headingId} title={t('common:screens.customerPrints')} description={t('customer:prints.description')} />
      {places.status === 'loading' && !list && <p className="mt-4 text-slate-700">{t('customer:prints.loading')}</p>}
      {places.status === 'error' && !isSignedOut(places.error) && (
        <LoadFailed error={places.error} message={t(loadErrorMessage(places.error))} retry={places.retry} className="mt-4" />
      )}
      {list && list.length === 0 && (
        <EmptyState title={t('customer:prints.noPlaces')} className="mt-4">
          {t('customer:prints.noPlacesBody')}
        </EmptyState>
      )}
      {list && list.length > 0 && <RosterForm places={list} now={now} />}
    </section>
  );
}
