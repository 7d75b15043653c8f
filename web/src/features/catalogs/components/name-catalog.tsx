import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogKey, fieldErrors, industryForm, isDuplicateName, tagForm } from '@vuoro/domain';
import type { Live } from '@/lib/reads';
import { useIndustries, useTags } from '@/lib/shared-reads';
import { buttonClass, Notice, TextField } from '@/lib/ui/account-form';
import { useCountUsage } from '../api/count-usage';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { ConfirmDialog } from './confirm-dialog';

type Kind = 'tags' | 'industries';
type Item = { id: string; name: string };

/** The name's error as an i18n key: the domain form's rule first, then uniqueness (case-insensitive). */
export function nameError(kind: Kind, name: string, items: readonly Item[], selfId?: string): string | null {
  const parsed = (kind === 'tags' ? tagForm : industryForm).safeParse({ name });
  if (!parsed.success) return fieldErrors<'name'>(parsed.error.issues).name ?? 'validation:invalidValue';
  if (isDuplicateName(name, items, selfId)) return 'catalogs:duplicateName';
  return null;
}

/** Items whose name contains the filter text (case-insensitive). */
export function filterItems<T>(items: readonly T[], filter: string, text: (item: T) => string): T[] {
  const key = catalogKey(filter);
  return key ? items.filter((item) => catalogKey(text(item)).includes(key)) : [...items];
}

export function TagCatalog() {
  return <NameCatalog kind="tags" list={useTags()} />;
}
export function IndustryCatalog() {
  return <NameCatalog kind="industries" list={useIndustries()} />;
}

/**
 * Tags or industries: a live list by name with a filter, an add form, inline rename and delete.
 * Decision: an item still on talents is not deleted — the dialog says how many talents use it
 * (a count query), so the recruiter can rename it instead or clear it from those talents first;
 * silently stripping it from many profiles would lose information. Renaming is always allowed
 * and reaches the talents and cards through the rename triggers.
 */
function NameCatalog({ kind, list }: { kind: Kind; list: Live<Item[]> }) {
  const { t } = useTranslation(['catalogs', 'validation', 'errors', 'common']);
  const filterId = useId();
  const save = useSaveCatalogItem();
  const remove = useDeleteCatalogItem();
  const countUsage = useCountUsage();
  const [filter, setFilter] = useState('');
  const [newName, setNewName] = useState('');
  const [addError, setAddError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; name: string; error: string | null; busy: boolean } | null>(null);
  const [deleting, setDeleting] = useState<{ item: Item; count: number | null; busy: boolean; failed: boolean } | null>(null);
  const items = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterItems(items, filter, (i) => i.name), [items, filter]);

  async function add(e: FormEvent) {
    e.preventDefault();
    const error = nameError(kind, newName, items);
    setAddError(error);
    if (error) return;
    setAdding(true);
    try {
      await save(kind, { name: newName });
      setStatus(t(`catalogs:${kind}.added`, { name: newName.trim() }));
      setNewName('');
    } catch (err) {
      console.warn('vuoro: catalogue add failed', err);
      setAddError('catalogs:saveFailed');
    } finally {
      setAdding(false);
    }
  }

  async function rename(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const error = nameError(kind, editing.name, items, editing.id);
    if (error) return setEditing({ ...editing, error });
    setEditing({ ...editing, error: null, busy: true });
    try {
      await save(kind, { name: editing.name }, editing.id);
      setStatus(t('catalogs:renamed', { name: editing.name.trim() }));
      setEditing(null);
    } catch (err) {
      console.warn('vuoro: catalogue rename failed', err);
      setEditing({ ...editing, error: 'catalogs:saveFailed', busy: false });
    }
  }

  async function askDelete(item: Item) {
    setDeleting({ item, count: null, busy: true, failed: false });
    try {
      const count = await countUsage(kind, item);
      setDeleting({ item, count, busy: false, failed: false });
    } catch (err) {
      console.warn('vuoro: usage count failed', err);
      setDeleting({ item, count: null, busy: false, failed: true });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await remove(kind, deleting.item.id);
      setStatus(t('catalogs:deleted', { name: deleting.item.name }));
      setDeleting(null);
    } catch (err) {
      console.warn('vuoro: catalogue delete failed', err);
      setDeleting({ ...deleting, busy: false, failed: true });
    }
  }

  const inUse = deleting?.count != null && deleting.count > 0;
  return (
    <div className="space-y-5">
      <form onSubmit={add} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextField
          className="flex-1"
          label={t(`catalogs:${kind}.newLabel`)}
          value={newName}
          onValue={(v) => {
            setNewName(v);
            if (addError) setAddError(null);
          }}
          error={addError}
          maxLength={kind === 'tags' ? 100 : 200}
        />
        <button type="submit" className={`${buttonClass.primary} sm:mt-6`} disabled={adding}>
          {t(`catalogs:${kind}.add`)}
        </button>
      </form>

      <div>
        <label htmlFor={filterId} className="block text-sm font-semibold text-slate-800">
          {t(`catalogs:${kind}.filter`)}
        </label>
        <input
          id={filterId}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-slate-900"
        />
      </div>

      <p role="status" className="text-sm text-slate-700">
        {status}
      </p>

      {list.status === 'loading' && <p className="text-slate-600">{t('catalogs:loading')}</p>}
      {list.status === 'error' && <Notice tone="error">{t('catalogs:loadFailed')}</Notice>}
      {list.status === 'ready' && shown.length === 0 && (
        <p className="text-slate-600">{filter ? t('catalogs:noMatches') : t(`catalogs:${kind}.empty`)}</p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={t(`catalogs:${kind}.listLabel`)}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((item) =>
            editing?.id === item.id ? (
              <li key={item.id} className="p-3">
                <form onSubmit={rename} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
                  <TextField
                    className="flex-1"
                    label={t('catalogs:newName', { name: item.name })}
                    value={editing.name}
                    onValue={(v) => setEditing({ ...editing, name: v, error: null })}
                    error={editing.error}
                    maxLength={kind === 'tags' ? 100 : 200}
                    autoFocus
                    onKeyDown={(e) => {
                      if (e.key === 'Escape') setEditing(null);
                    }}
                  />
                  <div className="flex gap-2 sm:mt-6">
                    <button type="submit" className={buttonClass.primary} disabled={editing.busy}>
                      {t('catalogs:save')}
                    </button>
                    <button type="button" className={buttonClass.secondary} onClick={() => setEditing(null)}>
                      {t('catalogs:cancel')}
                    </button>
                  </div>
                </form>
              </li>
            ) : (
              <li key={item.id} className="flex flex-wrap items-center gap-2 p-3">
                <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{item.name}</span>
                <button
                  type="button"
                  className={buttonClass.link}
                  aria-label={t('catalogs:renameItem', { name: item.name })}
                  onClick={() => setEditing({ id: item.id, name: item.name, error: null, busy: false })}
                >
                  {t('catalogs:rename')}
                </button>
                <button
                  type="button"
                  className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
                  aria-label={t('catalogs:deleteItem', { name: item.name })}
                  onClick={() => void askDelete(item)}
                >
                  {t('catalogs:delete')}
                </button>
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={
          inUse
            ? t(`catalogs:${kind}.inUseTitle`, { name: deleting?.item.name ?? '' })
            : t(`catalogs:${kind}.deleteTitle`, { name: deleting?.item.name ?? '' })
        }
        confirmLabel={inUse || deleting?.count == null ? undefined : t('catalogs:delete')}
        busy={deleting?.busy ?? false}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting?.failed ? (
          <p role="alert">{t('catalogs:deleteFailed')}</p>
        ) : deleting?.count == null ? (
          <p>{t('catalogs:counting')}</p>
        ) : inUse ? (
          <p>{t(`catalogs:${kind}.inUse`, { count: deleting.count, name: deleting.item.name })}</p>
        ) : (
          <p>{t(`catalogs:${kind}.unused`, { name: deleting.item.name })}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
