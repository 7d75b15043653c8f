import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { routes, type DeskShiftView } from '@vuoro/domain';
import { isSignedOut } from '@/lib/api-error';
import { EmptyState } from '@/lib/ui/empty-state';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { DeskNav } from './desk-nav';
import { useDeskShifts } from '../api/get-desk-shifts';
import {
  customersOf,
  dayDate,
  deskLoadFailure,
  deskShiftsRequest,
  deskViewSearch,
  shiftsByDay,
  type DeskAction,
  type DeskView,
} from '../model';
import { DeskActionDialog } from './desk-action-dialog';
import { DeskDayTable } from './desk-day-table';
import { DeskFilter } from './desk-filter';
import { StateCounts } from './state-counts';

export interface DeskShiftsProps {
  view: DeskView;
}

/**
 * `/desk/shifts`: every customer's shifts of a period, by day, with the counts per state on top
 * (each a filter) and each row's actions by its state. An action opens a dialog; when it is saved
 * the dialog closes, the screen says so (the focus goes to the notice) and the list loads again.
 */
export function DeskShifts({ view }: DeskShiftsProps) {
  const { t } = useTranslation(['desk', 'common', 'errors', 'validation']);
  const [, navigate] = useLocation();
  const headingId = useId();
  const list = useDeskShifts(deskShiftsRequest(view));
  const [acting, setActing] = useState<{ action: DeskAction; shift: DeskShiftView } | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const go = (next: DeskView) => {
    setDone(null);
    const search = deskViewSearch(next);
    navigate(`${routes.deskShifts.href()}${search ? `?${search}` : ''}`);
  };
  const all = list.data?.shifts ?? [];
  const shown = view.state ? all.filter((s) => s.state === view.state) : all;
  const days = shiftsByDay(shown);
  const failure = list.status === 'error' ? deskLoadFailure(list.error) : null;

  function saved(text: string) {
    setActing(null);
    setDone(text);
    list.retry();
    requestAnimationFrame(() => doneRef.current?.focus());
  }

  return (
    <section aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-6">
      <DeskNav />
      <PageHeader titleId={headingId} title={t('common:screens.deskShifts')} description={t('desk:intro')} />
      <DeskFilter
        key={`${view.from}|${view.until}|${view.customerId}|${list.data?.from ?? ''}`}
        view={view}
        period={list.data ? { from: list.data.from, until: list.data.until } : null}
        customers={customersOf(all)}
        onShow={(filter) => go({ ...view, ...filter })}
      />
      {list.data && <StateCounts shifts={all} chosen={view.state} onChoose={(state) => go({ ...view, state })} />}
      {done && (
        <div ref={doneRef} tabIndex={-1} className="mt-4 focus:outline-none">
          <Notice tone="success">{done}</Notice>
        </div>
      )}
      <p className="mt-4 text-slate-700" aria-live="polite">
        {list.status === 'loading' && !list.data
          ? t('desk:loading')
          : list.data
            ? t('desk:count', { count: shown.length, from: dayDate(list.data.from), to: dayDate(list.data.until) })
            : ''}
      </p>
      {list.status === 'error' && !isSignedOut(list.error) && (
        <LoadFailed
          error={list.error}
          retry={failure?.retry ? list.retry : undefined}
          message={failure ? t(failure.key) : undefined}
          className="mt-3"
        />
      )}
      {list.data && shown.length === 0 && <EmptyState className="mt-4" title={t('desk:empty')} />}
      <div className="mt-4 space-y-6">
        {days.map(({ day, shifts }) => (
          <DeskDayTable key={day} day={day} shifts={shifts} onAction={(action, shift) => setActing({ action, shift })} />
        ))}
      </div>
      {acting && <DeskActionDialog action={acting.action} shift={acting.shift} onClose={() => setActing(null)} onSaved={saved} />}
    </section>
  );
}
