import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { NEW_ASSIGNMENT_ID, routes, type Assignment } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { Loading } from '@/lib/ui/account-form';
import { Notice } from '@/lib/ui/notice';
import type { Live } from '@/lib/reads';
import { filterAssignments } from '../model';
import { HiringChips } from './hiring-chips';
import { ButtonLink } from '@/lib/ui/button';

export interface AssignmentListProps {
  jobs: Live<Assignment[]>;
  selectedId: string | null;
  canEdit: boolean;
}

/** The assignments: active only by default, a switch to show all, and a title/company search. */
export function AssignmentList({ jobs, selectedId, canEdit }: AssignmentListProps) {
  const { t } = useTranslation(['assignments', 'common', 'errors']);
  const ids = { search: useId(), all: useId(), heading: useId() };
  const [search, setSearch] = useState('');
  const [showAll, setShowAll] = useState(false);
  const shown = useMemo(
    () => (jobs.status === 'ready' ? filterAssignments(jobs.data, { showAll, search }) : []),
    [jobs, showAll, search],
  );

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
          <ul className="mt-2 space-y-2">
            {shown.map((job) => {
              const selected = job.id === selectedId;
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
                    <span className="block text-sm text-slate-800">
                      {[job.company, job.location].filter(Boolean).join(' · ')}
                    </span>
                    <span className="mt-1 block text-sm text-slate-700">
                      {[
                        job.openPositions != null ? t('assignments:list.openPositions', { count: job.openPositions }) : null,
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
          {shown.length === 0 && <p className="mt-2 text-slate-700">{t('assignments:list.empty')}</p>}
        </>
      )}
    </section>
  );
}
