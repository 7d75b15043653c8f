import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NEW_ASSIGNMENT_ID, openPositionsLeft, routes, summarize, type Assignment } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import type { Live } from '@/lib/reads';
import { filterAssignments, keepOrder } from '../model';
import { HiringChips } from './hiring-chips';
import { ButtonLink } from '@/lib/ui/button';

type Job = Assignment;

/**
 * The order the recruiter sees, kept while they stay on one assignment (`key`): a hire there
 * stamps the job as updated, and re-sorting would move its row under the cursor. Leaving the
 * assignment (or reloading) takes the newest-first order again. Returns the ids in that order.
 */
function useSteadyOrder(jobs: readonly Job[], key: string | null): readonly string[] {
  const [kept, setKept] = useState<{ key: string | null; ids: readonly string[] }>({ key, ids: [] });
  const ids = (kept.key === key ? keepOrder(kept.ids, jobs) : jobs).map((job) => job.id);
  const same = kept.key === key && ids.length === kept.ids.length && ids.every((id, i) => id === kept.ids[i]);
  // Adjusting state while rendering (React's pattern for state derived from props): settles in one pass.
  if (!same) setKept({ key, ids });
  return same ? kept.ids : ids;
}

export interface AssignmentListProps {
  jobs: Live<Assignment[]>;
  selectedId: string | null;
  canEdit: boolean;
}

/**
 * The assignments: active only by default, a switch to show all, and a title/company search.
 * Beside an open assignment, a column of cards; alone, rows with the useful columns.
 */
export function AssignmentList({ jobs, selectedId, canEdit }: AssignmentListProps) {
  const { t } = useTranslation(['assignments', 'common', 'errors']);
  const ids = { search: useId(), all: useId(), heading: useId() };
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const all = useMemo(() => (jobs.status === 'ready' ? filterAssignments(jobs.data, { showAll: true, search: '' }) : []), [jobs]);
  const steady = useSteadyOrder(all, selectedId);
  const shown = useMemo(() => keepOrder(steady, filterAssignments(all, { showAll, search })), [steady, all, showAll, search]);
  // With no assignment open the list has the screen's width: a row per assignment with its columns.
  const wide = selectedId === null;

  return (
    <section aria-labelledby={ids.heading} className="min-w-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={ids.heading} className="text-lg font-bold text-slate-900">
          {t('assignments:list.heading')}
        </h2>
        {canEdit && (
          <ButtonLink href={routes.assignment.href({ assignmentId: NEW_ASSIGNMENT_ID })} variant="secondary">
            {t('assignments:list.new')}
          </ButtonLink>
        )}
      </div>
      <form role="search" className="mt-3 space-y-2" onSubmit={(e) => e.preventDefault()}>
        <div>
          <label htmlFor={ids.search} className="block text-sm font-semibold text-slate-800">
            {t('assignments:list.search')}
          </label>
          <input
            id={ids.search}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            autoComplete="off"
            className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2"
          />
        </div>
        <label htmlFor={ids.all} className="inline-flex items-center gap-2 text-sm">
          <input
            id={ids.all}
            type="checkbox"
            className="size-4"
            checked={showAll}
            onChange={(e) => setShowAll(e.target.checked)}
          />
          {t('assignments:list.showAll')}
        </label>
      </form>
      {jobs.status === 'loading' && <Loading />}
      {jobs.status === 'error' && (
        <div className="mt-3">
          <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
        </div>
      )}
      {jobs.status === 'ready' && (
        <>
          <p className="mt-3 text-sm text-slate-700" aria-live="polite">
            {t('assignments:list.count', { count: shown.length })}
          </p>
          {wide ? <WideRows jobs={shown} /> : <Cards jobs={shown} selectedId={selectedId} />}
          {shown.length === 0 && <p className="mt-2 text-slate-700">{t('assignments:list.empty')}</p>}
        </>
      )}
    </section>
  );
}

/** "Open positions" and its "N of M" (M asked for, N = M less the hired), or nothing without a count. */
function usePositions() {
  const { t } = useTranslation(['assignments']);
  return (job: Job) => {
    const positions = openPositionsLeft(job);
    return positions && t('assignments:list.positionsLeft', { count: positions.left, total: positions.of });
  };
}

const companyOf = (job: Job) => [job.company, job.location].filter(Boolean).join(' · ');

/** A column of cards, beside the open assignment (and on a phone). */
function Cards({ jobs, selectedId }: { jobs: readonly Job[]; selectedId: string | null }) {
  const { t } = useTranslation(['assignments']);
  const positions = usePositions();
  return (
    <ul className="mt-2 space-y-2">
      {jobs.map((job) => {
        const selected = job.id === selectedId;
        const left = positions(job);
        return (
          <li key={job.id}>
            <Link
              href={routes.assignment.href({ assignmentId: job.id })}
              aria-current={selected ? 'page' : undefined}
              className={`block rounded-lg border p-3 hover:border-brand-600 hover:bg-brand-50 ${
                selected ? 'border-brand-700 bg-brand-50' : 'border-slate-300 bg-white'
              }`}
            >
              <span className="block font-semibold text-slate-900">{job.title}</span>
              <span className="block text-sm text-slate-800">{companyOf(job)}</span>
              <span className="mt-1 block text-sm text-slate-700">
                {[
                  left ? `${t('assignments:list.column.openPositions')}: ${left}` : null,
                  job.contractStatus === false ? t('assignments:list.inactive') : null,
                  job.updated ? t('assignments:list.updated', { date: formatDate(job.updated.date) }) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </Link>
            <div className="mt-1 px-1">
              <HiringChips presentedTalents={job.presentedTalents} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * One row per assignment across the width (from the lg breakpoint; stacked cards below it): title,
 * company, open positions, presented / hired, updated. The column heads are for the eye; each
 * cell carries its own label for a screen reader (and shows it on a phone).
 */
function WideRows({ jobs }: { jobs: readonly Job[] }) {
  const { t } = useTranslation(['assignments']);
  const positions = usePositions();
  const column = (key: 'title' | 'company' | 'openPositions' | 'people' | 'updated') => t(`assignments:list.column.${key}`);
  const cell = (key: 'openPositions' | 'people' | 'updated', value: string | null) =>
    value && (
      <span className="block text-sm text-slate-800 lg:tabular-nums">
        <span className="lg:sr-only">{column(key)}: </span>
        {value}
      </span>
    );
  return (
    <div className="mt-2 lg:grid lg:grid-cols-[minmax(0,3fr)_minmax(0,3fr)_auto_auto_auto] lg:gap-x-6">
      <div
        aria-hidden="true"
        className="hidden border-b-2 border-slate-300 px-3 pb-1 text-sm font-semibold text-slate-700 lg:col-span-full lg:grid lg:grid-cols-subgrid"
      >
        {(['title', 'company', 'openPositions', 'people', 'updated'] as const).map((key) => (
          <span key={key}>{column(key)}</span>
        ))}
      </div>
      <ul className="space-y-2 lg:col-span-full lg:grid lg:grid-cols-subgrid lg:space-y-0">
        {jobs.map((job) => {
          const { hired } = summarize(job.presentedTalents);
          return (
            <li
              key={job.id}
              className="rounded-lg border border-slate-300 bg-white p-3 lg:col-span-full lg:grid lg:grid-cols-subgrid lg:items-center lg:rounded-none lg:border-0 lg:border-b lg:px-3 lg:py-2 lg:hover:bg-brand-50"
            >
              <Link
                href={routes.assignment.href({ assignmentId: job.id })}
                className="block font-semibold text-brand-800 underline underline-offset-4"
              >
                {job.title}
                {job.contractStatus === false && (
                  <span className="ml-2 text-sm font-normal text-slate-700">({t('assignments:list.inactive')})</span>
                )}
              </Link>
              <span className="block text-sm text-slate-800">{companyOf(job)}</span>
              {cell('openPositions', positions(job) || null) ?? <span aria-hidden="true" />}
              {cell('people', `${job.presentedTalents.length} / ${hired}`)}
              {cell('updated', job.updated ? formatDate(job.updated.date) : null) ?? <span aria-hidden="true" />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
