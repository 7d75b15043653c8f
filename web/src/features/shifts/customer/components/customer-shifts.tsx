import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { agencyDayStart, formatAgencyDate, routes } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useCustomerShifts } from '../api/get-customer-shifts';
import { useCustomerPlaces } from '../api/get-places-of-work';
import { useShiftSummary } from '../api/get-shift-summary';
import { useUnapprovedShiftCount } from '../api/get-unapproved-count';
import { useTopAlerts } from '../api/get-top-alerts';
import { customerShiftHref, customerViewSearch, type CustomerShiftsView } from '../model';
import { AcceptAll } from './accept-all';
import { PlaceSummary } from './place-summary';
import { ShiftList } from './shift-list';
import { ShiftsFilter } from './shifts-filter';
import { TopAlerts } from './top-alerts';

export interface CustomerShiftsProps {
  view: CustomerShiftsView;
  search: string;
  /** "Today" as the address was read: the alerts' links count days from it. */
  now: Date;
}

/**
 * `/customer/shifts`: the alerts and the summary per place on top, "Accept N shifts", the filter
 * (in the address, so a filtered list is shared and survives a reload) and the shifts by
 * Helsinki day. An acceptance reads the list, the alerts, the summary and the count again.
 */
export function CustomerShifts({ view, search, now }: CustomerShiftsProps) {
  const { t } = useTranslation(['customerShifts', 'common', 'shifts']);
  const [, navigate] = useLocation();
  const headingId = useId();
  const path = routes.customerShifts.href();
  const places = useCustomerPlaces();
  const alerts = useTopAlerts();
  const summary = useShiftSummary(view);
  const shifts = useCustomerShifts(view);
  const waiting = useUnapprovedShiftCount();
  const [said, setSaid] = useState<string | null>(null);
  const saidRef = useRef<HTMLDivElement>(null);
  const reload = (notice: string | null) => {
    shifts.retry();
    alerts.retry();
    summary.retry();
    setSaid(notice);
    if (notice) requestAnimationFrame(() => saidRef.current?.focus());
  };
  const list = shifts.data?.shifts ?? [];
  const dayText = (day: string) => formatAgencyDate(agencyDayStart(day) ?? new Date());

  // The first time, the screen waits for every part before it shows any: the count to accept, the
  // alerts and the summary stand above the filter and the list, and arriving one by one they would
  // push them down under the reader's eyes (a layout shift). Later reloads keep what is shown.
  const firstLoad = [waiting, alerts, summary, places, shifts].some((read) => read.status === 'loading' && !read.data);
  if (firstLoad) {
    return (
      <section aria-labelledby={headingId} className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
        <PageHeader titleId={headingId} title={t('common:screens.customerShifts')} />
        {/* data-screen-loading: the kept picture of this screen stays until the data are here (app/first-screen.ts). */}
        <p className="text-slate-700" role="status" data-screen-loading="">
          {t('shifts:loadingShifts')}
        </p>
      </section>
    );
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto grid max-w-5xl gap-6 px-4 py-6">
      <PageHeader titleId={headingId} title={t('common:screens.customerShifts')} />
      <AcceptAll waiting={waiting} onAccepted={() => reload(null)} />
      {said && (
        <div ref={saidRef} tabIndex={-1} className="outline-none">
          <Notice tone="success">{t(said)}</Notice>
        </div>
      )}
      <TopAlerts alerts={alerts} view={view} now={now} />
      <PlaceSummary summary={summary} />
      <ShiftsFilter
        key={search}
        view={view}
        placesOfWork={places.data?.placesOfWork ?? null}
        onShow={(next) => navigate(`${path}?${customerViewSearch(next)}`)}
      />
      <p className="text-slate-700" aria-live="polite">
        {shifts.status === 'loading' && !shifts.data
          ? t('shifts:loadingShifts')
          : shifts.data && list.length > 0
            ? t('customerShifts:list.count', { count: list.length, from: dayText(view.from), to: dayText(view.until) })
            : ''}
      </p>
      {shifts.status === 'error' && !isSignedOut(shifts.error) && <LoadFailed error={shifts.error} retry={shifts.retry} />}
      {shifts.data && list.length === 0 && (
        <EmptyState title={t('customerShifts:list.none', { from: dayText(view.from), to: dayText(view.until) })} />
      )}
      {list.length > 0 && (
        <ShiftList
          shifts={list}
          view={view}
          detailsHref={(id) => customerShiftHref(search, id)}
          onAccepted={() => reload('customerShifts:accept.done')}
        />
      )}
    </section>
  );
}
