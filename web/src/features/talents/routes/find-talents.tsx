import { useCallback, useDeferredValue, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import {
  COMMON_LANGUAGE_CODES,
  criteriaFromAssignment,
  hasCriteria,
  rankTalents,
  routes,
  type MatchCriteria,
} from '@vuoro/domain';
import { db } from '@/lib/firestore';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { useLanguageName } from '@/lib/use-language-name';
import { Notice } from '@/lib/ui/notice';
import { useAddToShortlist } from '../api/find/add-to-shortlist';
import { useOpenAssignments } from '../api/find/read-open-assignments';
import { useCatalogues } from '../api/read-catalogues';
import { prefetchTalentPages, useTalentPages } from '../api/talent-pages';
import { ChipPicker } from '../components/find/chip-picker';
import { matchQueryFromSearch, searchFromMatchQuery, type MatchQuery } from '../components/find/match-query';
import { MatchResults } from '../components/find/match-results';
import { distinctValues, type TalentListItem } from '../components/talent-search';
import { LoadFailed } from '@/lib/ui/load-failed';
import { ButtonLink } from '@/lib/ui/button';

// The same live talent pages as /talents (one store per Firestore instance): start them now.
prefetchTalentPages(db);

const fieldClass = 'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/**
 * `/find-talents` (admin, my): talents ranked against what a job needs — languages, tags,
 * location, industry — typed in or taken from an active assignment, over the same live talent
 * data as /talents. With an assignment chosen, an admin puts a talent on its shortlist
 * (presentable talents) from here; presenting and hiring stay on the assignment screen.
 */
export default function FindTalentsRoute() {
  return (
    <FirestoreScope>
      <FindTalents />
    </FirestoreScope>
  );
}

function FindTalents() {
  const { t } = useTranslation(['findTalents', 'talents', 'common', 'errors']);
  const id = useId();
  const roles = useRoles();
  const [, navigate] = useLocation();
  const search = useSearch();
  const query = useMemo(() => matchQueryFromSearch(search), [search]);
  const setQuery = useCallback(
    (next: MatchQuery) => {
      const qs = searchFromMatchQuery(next);
      navigate(qs ? `${routes.findTalents.href()}?${qs}` : routes.findTalents.href(), { replace: true });
    },
    [navigate],
  );
  const setCriteria = (patch: Partial<MatchCriteria>) => setQuery({ ...query, criteria: { ...query.criteria, ...patch } });

  const pages = useTalentPages();
  const { tags, industries } = useCatalogues();
  const open = useOpenAssignments();
  const addToShortlist = useAddToShortlist();

  const items = useMemo(() => pages.rows.map((r) => r.talent), [pages.rows]);
  const spoken = useMemo(() => distinctValues(items, (x) => x.languages), [items]);
  const languageCodes = useMemo(() => [...new Set([...COMMON_LANGUAGE_CODES, ...spoken])], [spoken]);
  const job = open.jobs.find((j) => j.id === query.job) ?? null;

  const languageName = useLanguageName();
  const tagNames = useMemo(() => new Map(tags.map((x) => [x.id, x.name])), [tags]);
  const industryNames = useMemo(() => new Map(industries.map((x) => [x.id, x.name])), [industries]);
  const statusLabel = useTalentStatusLabel();

  const chooseJob = (jobId: string) => {
    const chosen = open.jobs.find((j) => j.id === jobId);
    setQuery(
      chosen ? { job: chosen.id, criteria: criteriaFromAssignment(chosen, { languageCodes, tags }) } : { ...query, job: '' },
    );
  };

  // Typing a location stays immediate; ranking 10 000 talents follows at a lower priority.
  const criteria = useDeferredValue(query.criteria);
  const rows = useDeferredValue(items);
  const matches = useMemo(() => rankTalents(criteria, rows), [criteria, rows]);

  const standing = useMemo(() => {
    if (!job) return undefined;
    const presented = new Set(job.presentedTalents.map((p) => p.id));
    const shortlisted = new Set(job.presentableTalents.map((p) => p.id));
    return (talentId: string) => (presented.has(talentId) ? 'presented' : shortlisted.has(talentId) ? 'shortlisted' : null);
  }, [job]);
  const onShortlist =
    job && roles.admin
      ? (talent: TalentListItem) =>
          addToShortlist(job.id, { id: talent.id, name: `${talent.firstName} ${talent.lastName}`.trim() || talent.id })
      : undefined;

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-6xl px-4 py-6">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('common:screens.findTalents')}
      </h1>
      <p className="mt-1 text-slate-700">{t('findTalents:intro')}</p>

      <form
        role="search"
        aria-label={t('findTalents:criteria.title')}
        onSubmit={(e) => e.preventDefault()}
        className="mt-4 grid grid-cols-1 gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="min-w-0 sm:col-span-2 lg:col-span-3">
          <label htmlFor={`${id}-job`} className="block text-sm font-semibold text-slate-800">
            {t('findTalents:criteria.assignment')}
          </label>
          <select id={`${id}-job`} value={query.job} onChange={(e) => chooseJob(e.target.value)} className={fieldClass}>
            <option value="">{t('findTalents:criteria.noAssignment')}</option>
            {open.jobs.map((j) => (
              <option key={j.id} value={j.id}>
                {j.company} – {j.title}
              </option>
            ))}
          </select>
          {job && (
            <p className="mt-1 text-sm">
              <ButtonLink href={routes.assignment.href({ assignmentId: job.id })} variant="link">
                {t('findTalents:criteria.openAssignment')}
              </ButtonLink>
            </p>
          )}
        </div>
        <ChipPicker
          label={t('findTalents:criteria.languages')}
          options={languageCodes
            .map((c) => ({ value: c, label: languageName(c) }))
            .sort((a, b) => a.label.localeCompare(b.label))}
          selected={query.criteria.languages}
          onChange={(languages) => setCriteria({ languages })}
        />
        <ChipPicker
          label={t('findTalents:criteria.tags')}
          options={tags.map((x) => ({ value: x.id, label: x.name }))}
          selected={query.criteria.tags}
          onChange={(tagIds) => setCriteria({ tags: tagIds })}
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-loc`} className="block text-sm font-semibold text-slate-800">
            {t('findTalents:criteria.location')}
          </label>
          <input
            id={`${id}-loc`}
            type="text"
            value={query.criteria.location}
            onChange={(e) => setCriteria({ location: e.target.value })}
            autoComplete="off"
            className={fieldClass}
          />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-industry`} className="block text-sm font-semibold text-slate-800">
            {t('findTalents:criteria.industry')}
          </label>
          <select
            id={`${id}-industry`}
            value={query.criteria.industry}
            onChange={(e) => setCriteria({ industry: e.target.value })}
            className={fieldClass}
          >
            <option value="">{t('talents:filter.any')}</option>
            {industries.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-end">
          <label className="inline-flex items-center gap-2 py-2 text-slate-800">
            <input
              type="checkbox"
              checked={query.criteria.includeHired}
              onChange={(e) => setCriteria({ includeHired: e.target.checked })}
              className="size-5"
            />
            {t('findTalents:criteria.includeHired')}
          </label>
        </div>
      </form>

      <div className="mt-4" aria-live="polite">
        {pages.status === 'error' ? (
          <LoadFailed retry={pages.retry} />
        ) : (
          <p className="text-sm text-slate-700">
            {!pages.allLoaded
              ? t('findTalents:progress.loading', { count: items.length })
              : hasCriteria(query.criteria)
                ? t('findTalents:progress.found', { count: matches.length, total: items.length })
                : t('findTalents:progress.ready', { count: items.length })}
          </p>
        )}
      </div>

      <div className="mt-3">
        {hasCriteria(query.criteria) && matches.length === 0 && pages.allLoaded ? (
          <Notice tone="info">{t('findTalents:results.none')}</Notice>
        ) : (
          <MatchResults
            matches={matches}
            talentHref={(talentId) => routes.talentDetail.href(undefined, { id: talentId })}
            languageName={languageName}
            tagName={(tagId) => tagNames.get(tagId) ?? tagId}
            industryName={(industryId) => industryNames.get(industryId) ?? industryId}
            statusLabel={statusLabel}
            standing={standing}
            onShortlist={onShortlist}
          />
        )}
      </div>
    </section>
  );
}
