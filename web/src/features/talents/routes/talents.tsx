import { Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { AGENCY_TIME_ZONE } from '@vuoro/domain';
import { useTranslation } from 'react-i18next';
import { useLocation, useRoute, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { db } from '@/lib/firestore';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { useLanguageName } from '@/lib/use-language-name';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useAssignmentSummary } from '../api/read-assignment-summary';
import { useCatalogues } from '../api/read-catalogues';
import { useLatestNotes } from '../api/read-latest-notes';
import { useTalentJobs } from '../api/read-talent-jobs';
import { useSavedSearches, useSavedSearchWrites } from '../api/saved-searches';
import { prefetchTalentPages, useTalentPages } from '../api/talent-pages';
import { AddTalentButton } from '../components/add-talent';
import { AssignmentSummaryPanel } from '../components/assignment-summary';
import { BulkBar } from '../components/bulk-bar';
import type { CsvTalent } from '../lib/bulk-csv';
import { PresentToAssignmentDialog, preloadListActions } from '../components/lazy-dialogs';
import { SavedSearches } from '../components/saved-searches';
import { TalentFiltersForm } from '../components/talent-filters';
import { TalentRows, type TalentRowExtras } from '../components/talent-rows';
import {
  distinctValues,
  filtersFromSearch,
  filterTalents,
  hasFilters,
  searchFromFilters,
  type TalentFilters,
  type TalentListItem,
} from '../components/talent-search';
import { Button } from '@/lib/ui/button';
import { whenFirstUsed } from '@/lib/warm-up';

// This module loads only once the guard let an admin or `my` in: start the first page now,
// while the translations load (the screen picks the same store up from reactfire's Firestore).
prefetchTalentPages(db);

/** A talent's detail screen (one function for every row, so the memoised rows keep theirs). */
const detailHref = (id: string) => routes.talentDetail.href(undefined, { id });

/**
 * `/talents` (admin, my): every talent, newest first, live, with its job names and its newest recruiter note;
 * search and filters run over the loaded talents, their state in the URL query. Also renders
 * the child route `/talents/assignments/:assignmentId` (talentsAssignment): that assignment's
 * summary beside the list (below it on narrow screens).
 */
export default function TalentsRoute() {
  return (
    <FirestoreScope>
      <TalentsScreen />
    </FirestoreScope>
  );
}

function TalentsScreen() {
  const { t } = useTranslation(['talents', 'common', 'labels', 'errors']);
  const roles = useRoles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [child, params] = useRoute(routes.talentsAssignment.path);
  const assignmentId = child ? params.assignmentId : null;

  const pages = useTalentPages();
  const [presenting, setPresenting] = useState<TalentListItem | null>(null);
  // The actions are an admin's: their chunks load once an admin starts using the screen (not a focus the app moves).
  useEffect(() => (roles.admin ? whenFirstUsed(preloadListActions, ['pointerdown', 'keydown']) : undefined), [roles.admin]);
  const jobs = useTalentJobs();
  const notes = useLatestNotes();
  const { tags, industries } = useCatalogues();

  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const query = searchFromFilters(filters);
  const withQuery = useCallback((path: string) => (query ? `${path}?${query}` : path), [query]);
  const setFilters = useCallback(
    (next: TalentFilters) => {
      const qs = searchFromFilters(next);
      const path = window.location.pathname;
      navigate(qs ? `${path}?${qs}` : path, { replace: true });
    },
    [navigate],
  );

  // Typing stays immediate; the filtering of 10 000 rows follows at a lower priority.
  const deferredFilters = useDeferredValue(filters);
  const deferredRows = useDeferredValue(pages.rows);
  const jobIdsOf = useCallback((id: string) => (jobs.byTalent.get(id) ?? []).map((j) => j.id), [jobs.byTalent]);
  const shown = useMemo(() => filterTalents(deferredRows, deferredFilters, jobIdsOf), [deferredRows, deferredFilters, jobIdsOf]);
  const stale = deferredFilters !== filters;

  // Issue 27 item 3: the selection (admins). It keeps only talents still shown: when the filters
  // change, a selected talent they hide leaves the selection (the bar says so).
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [selectionOf, setSelectionOf] = useState(shown);
  if (selectionOf !== shown) {
    setSelectionOf(shown);
    const still = new Set(shown.filter((x) => selectedIds.has(x.id)).map((x) => x.id));
    if (still.size !== selectedIds.size) setSelectedIds(still);
  }
  const selected = useMemo(() => shown.filter((x) => selectedIds.has(x.id)), [shown, selectedIds]);
  const selection = useMemo(
    () => ({
      selected: selectedIds,
      toggle: (talent: TalentListItem) =>
        setSelectedIds((before) => {
          const next = new Set(before);
          if (!next.delete(talent.id)) next.add(talent.id);
          return next;
        }),
    }),
    [selectedIds],
  );

  const languageName = useLanguageName();
  const industryNames = useMemo(() => new Map(industries.map((i) => [i.id, i.name])), [industries]);
  const industryName = useCallback((id: string) => industryNames.get(id) ?? id, [industryNames]);
  const statusLabel = useTalentStatusLabel();

  const extras = useCallback(
    (talent: TalentListItem): TalentRowExtras => {
      const own = jobs.byTalent.get(talent.id) ?? [];
      const note = notes.get(talent.id);
      return {
        jobs: own.map((j) => ({
          id: j.id,
          title: j.title,
          href: withQuery(routes.talentsAssignment.href({ assignmentId: j.id })),
        })),
        latestComment: note?.latest.comment ?? null,
        commentCount: note?.count ?? 0,
      };
    },
    [jobs.byTalent, notes, withQuery],
  );

  const items = useMemo(() => pages.rows.map((r) => r.talent), [pages.rows]);
  const statuses = useMemo(
    () => distinctValues(items, (x) => [x.status]).map((s) => ({ value: s, label: statusLabel(s) })),
    [items, statusLabel],
  );
  const languages = useMemo(
    () =>
      distinctValues(items, (x) => x.languages)
        .map((c) => ({ value: c, label: languageName(c) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [items, languageName],
  );

  const noteDay = useMemo(
    () => new Intl.DateTimeFormat('fi-FI', { timeZone: AGENCY_TIME_ZONE, day: 'numeric', month: 'numeric', year: 'numeric' }),
    [],
  );
  const csvRow = useCallback(
    (x: TalentListItem): CsvTalent => {
      const note = notes.get(x.id)?.latest.created?.date;
      return {
        name: `${x.firstName} ${x.lastName}`.trim(),
        status: x.status ? statusLabel(x.status) : '',
        email: x.email ?? '',
        phone: x.phoneNumber ?? '',
        location: x.location,
        industry: x.industry ? industryName(x.industry) : '',
        languages: x.languages.map(languageName).join(', '),
        tags: x.tags.map((tag) => tag.name).join(', '),
        latestNote: note ? noteDay.format(note) : '',
      };
    },
    [notes, statusLabel, industryName, languageName, noteDay],
  );
  const csvHeader = useCallback(
    (): CsvTalent => ({
      name: t('talents:bulk.csv.name'),
      status: t('talents:bulk.csv.status'),
      email: t('talents:bulk.csv.email'),
      phone: t('talents:bulk.csv.phone'),
      location: t('talents:bulk.csv.location'),
      industry: t('talents:bulk.csv.industry'),
      languages: t('talents:bulk.csv.languages'),
      tags: t('talents:bulk.csv.tags'),
      latestNote: t('talents:bulk.csv.latestNote'),
    }),
    [t],
  );

  const summary = (
    <AssignmentSummaryPanelFor
      id={assignmentId}
      closeHref={withQuery(routes.talents.href())}
      editHref={roles.admin && assignmentId ? routes.assignment.href({ assignmentId }) : null}
      talentHref={detailHref}
    />
  );

  return (
    <section aria-labelledby="talents-title" className="mx-auto max-w-7xl px-4 py-6">
      {/* issue 27 item 1 (claim): the heading with "Add talent" beside it for admins. */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="talents-title" className="text-2xl font-bold text-slate-900">
          {t('common:screens.talents')}
        </h1>
        {roles.admin && <AddTalentButton />}
      </div>
      <div className="mt-4">
        <TalentFiltersForm
          filters={filters}
          onChange={setFilters}
          tags={tags.map((x) => ({ value: x.id, label: x.name }))}
          industries={industries.map((x) => ({ value: x.id, label: x.name }))}
          languages={languages}
          statuses={statuses}
          jobs={jobs.jobs.map((j) => ({ value: j.id, label: j.company ? `${j.title} (${j.company})` : j.title }))}
        />
      </div>
      {roles.admin && (
        <div className="mt-3">
          <SavedSearchesFor filters={filters} />
        </div>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        {/* data-screen-loading: the kept picture of this screen stays until the first page is here (app/first-screen.ts). */}
        <p
          aria-live="polite"
          aria-busy={stale || !pages.allLoaded}
          data-screen-loading={pages.status === 'loading' ? '' : undefined}
        >
          {pages.status === 'ready' &&
            (hasFilters(filters)
              ? t('talents:count.filtered', { count: shown.length, total: pages.rows.length })
              : t('talents:count.all', { count: pages.rows.length }))}
          {pages.status === 'ready' && !pages.allLoaded && ` ${t('talents:count.loadingMore')}`}
        </p>
        {hasFilters(filters) && (
          <Button variant="link" onClick={() => setFilters(filtersFromSearch(''))}>
            {t('talents:filter.clear')}
          </Button>
        )}
      </div>

      <div className={`mt-3 grid gap-4 ${assignmentId ? 'lg:grid-cols-[minmax(0,1fr)_22rem]' : ''}`}>
        <div className="min-w-0">
          {pages.status === 'loading' && <Loading />}
          {pages.status === 'error' && (
            <div className="space-y-3">
              <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
              <Button variant="secondary" onClick={pages.retry}>
                {t('common:error.retry')}
              </Button>
            </div>
          )}
          {pages.status !== 'loading' && pages.rows.length > 0 && (
            <div className={stale ? 'opacity-80' : undefined}>
              <TalentRows
                talents={shown}
                extras={extras}
                industryName={industryName}
                languageName={languageName}
                statusLabel={statusLabel}
                detailHref={detailHref}
                label={t('talents:listLabel')}
                onPresent={roles.admin ? setPresenting : undefined}
                selection={roles.admin ? selection : undefined}
              />
            </div>
          )}
          {roles.admin && pages.status === 'ready' && pages.rows.length > 0 && (
            <BulkBar
              shown={shown}
              selected={selected}
              onSelectAll={() => setSelectedIds(new Set(shown.map((x) => x.id)))}
              onClear={() => setSelectedIds(new Set())}
              tags={tags}
              csvRow={csvRow}
              csvHeader={csvHeader}
            />
          )}
          {pages.status === 'ready' && pages.rows.length === 0 && <p className="text-slate-700">{t('talents:empty')}</p>}
          {pages.status === 'ready' && pages.rows.length > 0 && shown.length === 0 && !stale && (
            <p className="mt-2 text-slate-700">{t('talents:noMatches')}</p>
          )}
        </div>
        {assignmentId && summary}
      </div>
      {presenting && (
        <Suspense fallback={null}>
          <PresentToAssignmentDialog
            talents={[{ id: presenting.id, name: `${presenting.firstName} ${presenting.lastName}`.trim() }]}
            onClose={() => setPresenting(null)}
          />
        </Suspense>
      )}
    </section>
  );
}

/** The recruiter's saved searches beside the filters (admins only: the rules keep them per admin). */
function SavedSearchesFor({ filters }: { filters: TalentFilters }) {
  const searches = useSavedSearches();
  const writes = useSavedSearchWrites();
  return (
    <SavedSearches filters={filters} searches={searches} onSave={writes.save} onRename={writes.rename} onDelete={writes.remove} />
  );
}

function AssignmentSummaryPanelFor({
  id,
  ...props
}: { id: string | null } & Omit<Parameters<typeof AssignmentSummaryPanel>[0], 'state'>) {
  if (!id) return null;
  return <AssignmentSummaryReader id={id} {...props} />;
}

function AssignmentSummaryReader({ id, ...props }: { id: string } & Omit<Parameters<typeof AssignmentSummaryPanel>[0], 'state'>) {
  const state = useAssignmentSummary(id);
  return <AssignmentSummaryPanel state={state} {...props} />;
}
