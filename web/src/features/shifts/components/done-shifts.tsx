import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { routes, sortDoneShifts } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { isSupportedLanguage } from '@/lib/language';
import { formatWeekdayDay } from '@/lib/weekday-date';
import { LoadFailed } from '@/lib/ui/load-failed';
import { useDonePlacesOfWork } from '../api/get-done-places-of-work';
import { useDoneShifts } from '../api/get-done-shifts';
import { doneViewSearch, nextSort, shiftDetailsHref, type DoneView } from '../model';
import { DoneFilter } from './done-filter';
import { DoneSummary } from './done-summary';
import { DoneTable } from './done-table';
import { ButtonLink } from '@/lib/ui/button';
import { PageHeader } from '@/lib/ui/page-header';

export interface DoneShiftsProps {
  view: DoneView;
  search: string;
}

/**
 * `/shifts/done`: the places of work load first (the filter), then the done shifts of the period
 * the address names. Sorting is the domain's `sortDoneShifts` on the loaded shifts: a click on a
 * column costs no call. The view lives in the address, so a shift's details and back keep it.
 */
export function DoneShifts({ view, search }: DoneShiftsProps) {
  const { t, i18n } = useTranslation(['shifts', 'common']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const [now] = useState(() => new Date());
  const [, navigate] = useLocation();
  const headingId = useId();
  const path = routes.shiftsDone.href();
  const places = useDonePlacesOfWork();
  const done = useDoneShifts(
    places.data ? { from: view.from, until: view.until, placeOfWorkId: view.placeOfWorkId || undefined } : null,
  );
  const go = (next: DoneView, replace = false) => navigate(`${path}?${doneViewSearch(next)}`, { replace });
  const shifts = done.data ? sortDoneShifts(done.data.shifts, view.sortBy, view.direction) : [];
  const dayText = (day: string) => formatWeekdayDay(day, language, { year: true });

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-4xl px-4 py-6">
      <PageHeader
        titleId={headingId}
        title={t('common:screens.shiftsDone')}
        actions={<ButtonLink href={routes.shiftsNew.href()}>{t('shifts:recordShift')}</ButtonLink>}
      />
      <DoneFilter
        key={search}
        view={view}
        placesOfWork={places.data?.placesOfWork ?? null}
        onShow={(filter) => go({ ...view, ...filter })}
        now={now}
      />
      {places.status === 'error' && !isSignedOut(places.error) && (
        <LoadFailed error={places.error} retry={places.retry} className="mt-4" />
      )}
      <p className="mt-4 text-slate-700" aria-live="polite">
        {!places.data || (done.status === 'loading' && !done.data)
          ? places.status === 'error'
            ? ''
            : t('shifts:loadingShifts')
          : !done.data
            ? ''
            : shifts.length === 0
              ? t('shifts:noneDone', { from: dayText(view.from), to: dayText(view.until) })
              : t('shifts:doneCount', { count: shifts.length, from: dayText(view.from), to: dayText(view.until) })}
      </p>
      {done.status === 'error' && !isSignedOut(done.error) && (
        <LoadFailed error={done.error} retry={done.retry} className="mt-3" />
      )}
      {done.data && shifts.length > 0 && <DoneSummary shifts={shifts} />}
      {done.data && shifts.length > 0 && (
        <DoneTable
          shifts={shifts}
          totalHours={done.data.totalHours}
          view={view}
          onSort={(column) => go({ ...view, ...nextSort(view, column) }, true)}
          detailsHref={(id) => shiftDetailsHref(path, search, id)}
        />
      )}
    </section>
  );
}
