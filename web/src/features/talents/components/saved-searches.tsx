import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { routes, SAVED_SEARCH_NAME_MAX, type SavedSearch, type SavedSearchInput } from '@vuoro/domain';
import type { Live } from '@/lib/reads';
import { Button } from '@/lib/ui/button';
import { ConfirmStep, useAskOnce } from '@/lib/ui/confirm-step';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { hasFilters, noFilters, searchFromFilters, type TalentFilters } from './talent-search';

export interface SavedSearchesProps {
  filters: TalentFilters;
  searches: Live<SavedSearch[]>;
  onSave: (input: SavedSearchInput) => Promise<unknown>;
  onRename: (input: { id: string; name: string }) => Promise<void>;
  onDelete: (id: string) => Promise<void>;
}

const inputClass = 'block w-full min-w-0 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** The list's address with a saved search's filters: one click applies them. */
const hrefOf = (s: SavedSearch) => {
  const qs = searchFromFilters({ ...noFilters, ...s.filters });
  return qs ? `${routes.talents.href()}?${qs}` : routes.talents.href();
};

/**
 * A recruiter's saved searches (issue 27 item 4): "Save search" names the filters in use; each
 * saved one applies in one click (a link to the list with its filters), can be renamed, and is
 * deleted after a confirmation. Only the recruiter's own are listed (firestore.rules).
 */
export function SavedSearches({ filters, searches, onSave, onRename, onDelete }: SavedSearchesProps) {
  const { t } = useTranslation(['talents', 'errors']);
  const ids = { heading: useId(), name: useId() };
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const save = useEndpointAction((input: SavedSearchInput) => onSave(input), {
    success: 'talents:savedSearches.saved',
    failure: () => 'talents:savedSearches.failed',
    onSuccess: () => {
      setNaming(false);
      setName('');
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (name.trim()) void save.run({ name, filters });
  };
  const list = searches.data ?? [];

  return (
    <section aria-labelledby={ids.heading} className="rounded-lg border border-slate-200 bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id={ids.heading} className="text-base font-bold text-slate-900">
          {t('talents:savedSearches.title')}
        </h2>
        {!naming && hasFilters(filters) && (
          <Button variant="secondary" onClick={() => setNaming(true)}>
            {t('talents:savedSearches.save')}
          </Button>
        )}
      </div>
      {naming && (
        <form onSubmit={submit} className="mt-2 flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={ids.name} className="block text-sm font-semibold text-slate-800">
              {t('talents:savedSearches.name')}
            </label>
            <input
              id={ids.name}
              value={name}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              autoComplete="off"
              autoFocus
              onChange={(e) => setName(e.target.value)}
              className={`mt-1 ${inputClass}`}
            />
          </div>
          <Button type="submit" busy={save.busy} disabled={!name.trim()}>
            {t('talents:savedSearches.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setNaming(false)}>
            {t('talents:savedSearches.cancel')}
          </Button>
        </form>
      )}
      {save.notice && (
        <Notice tone={save.notice.tone} className="mt-2">
          {save.notice.text}
        </Notice>
      )}
      {searches.status === 'error' && (
        <p className="mt-2 text-sm font-semibold text-red-800">
          {t('errors:couldNotLoadData')}{' '}
          <Button variant="link" onClick={searches.retry}>
            {t('talents:savedSearches.retry')}
          </Button>
        </p>
      )}
      {searches.status === 'ready' && list.length === 0 && !naming && (
        <p className="mt-1 text-sm text-slate-700">{t('talents:savedSearches.empty')}</p>
      )}
      {list.length > 0 && (
        <ul aria-label={t('talents:savedSearches.listLabel')} className="mt-2 divide-y divide-slate-200">
          {list.map((s) => (
            <SavedSearchRow key={s.id} search={s} onRename={onRename} onDelete={onDelete} />
          ))}
        </ul>
      )}
    </section>
  );
}

function SavedSearchRow({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: SavedSearchesProps['onRename'];
  onDelete: SavedSearchesProps['onDelete'];
}) {
  const { t } = useTranslation(['talents']);
  const nameId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(search.name);
  const ask = useAskOnce<'delete'>();
  const rename = useEndpointAction(onRename, {
    success: 'talents:savedSearches.saved',
    failure: () => 'talents:savedSearches.failed',
    onSuccess: () => setRenaming(false),
  });
  const remove = useEndpointAction(onDelete, { failure: () => 'talents:savedSearches.failed' });

  return (
    <li className="py-2">
      {renaming ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (name.trim()) void rename.run({ id: search.id, name });
          }}
          className="flex flex-wrap items-end gap-2"
        >
          <div className="min-w-0 flex-1 basis-56">
            <label htmlFor={nameId} className="block text-sm font-semibold text-slate-800">
              {t('talents:savedSearches.newName', { name: search.name })}
            </label>
            <input
              id={nameId}
              value={name}
              required
              maxLength={SAVED_SEARCH_NAME_MAX}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
              className={`mt-1 ${inputClass}`}
            />
          </div>
          <Button type="submit" busy={rename.busy} disabled={!name.trim()}>
            {t('talents:savedSearches.confirm')}
          </Button>
          <Button variant="secondary" onClick={() => setRenaming(false)}>
            {t('talents:savedSearches.cancel')}
          </Button>
        </form>
      ) : ask.asking ? (
        <ConfirmStep
          question={t('talents:savedSearches.deleteQuestion', { name: search.name })}
          questionRef={ask.questionRef}
          confirmLabel={t('talents:savedSearches.deleteYes')}
          cancelLabel={t('talents:savedSearches.back')}
          tone="danger"
          busy={remove.busy}
          onConfirm={() => void remove.run(search.id)}
          onCancel={ask.stepBack}
        >
          {remove.notice && <Notice tone={remove.notice.tone}>{remove.notice.text}</Notice>}
        </ConfirmStep>
      ) : (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <Link
            href={hrefOf(search)}
            className="min-w-0 flex-1 basis-40 truncate font-semibold text-brand-700 underline underline-offset-4"
          >
            {search.name}
          </Link>
          <Button
            variant="link"
            aria-label={t('talents:savedSearches.renameNamed', { name: search.name })}
            onClick={() => {
              setName(search.name);
              setRenaming(true);
            }}
          >
            {t('talents:savedSearches.rename')}
          </Button>
          <Button
            variant="link"
            ref={ask.askerRef('delete')}
            aria-label={t('talents:savedSearches.deleteNamed', { name: search.name })}
            onClick={() => ask.ask('delete')}
          >
            {t('talents:savedSearches.delete')}
          </Button>
        </div>
      )}
      {!renaming && rename.notice && (
        <Notice tone={rename.notice.tone} className="mt-1">
          {rename.notice.text}
        </Notice>
      )}
    </li>
  );
}
