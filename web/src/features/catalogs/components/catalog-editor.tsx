import { useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Live } from '@/lib/reads';
import { TextField } from '@/lib/ui/account-form';
import { Button, Notice } from '@/lib/ui';
import type { CatalogKind } from '../api/catalog-kind';
import { useCountUsage } from '../api/count-usage';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import type { CatalogErrors, CatalogValues } from './catalog-rules';
import { filterItems } from './catalog-rules';
import { ConfirmDialog } from './confirm-dialog';

/** What one catalogue is: its fields, rules and how an item reads. */
export interface CatalogSpec<I extends { id: string }> {
  kind: CatalogKind;
  /** The form's fields, in order (`name`; or `en`, `fi`, `ru`, `uk`). */
  fields: readonly string[];
  required?: readonly string[];
  maxLength: number;
  empty: CatalogValues;
  valuesOf: (item: I) => CatalogValues;
  errorsOf: (values: CatalogValues, items: readonly I[], selfId?: string) => CatalogErrors;
  /** The item's name in texts and button names. */
  nameOf: (item: I) => string;
  /** What the filter searches. */
  filterText: (item: I) => string;
  /** A field's label: in the add form (`item` absent) or when editing `item`. */
  fieldLabel: (field: string, item?: I) => string;
  /** A field's own language (occupation names), for screen readers and spell checkers. */
  fieldLang?: (field: string) => string | undefined;
  /** `rename` (one name, edited in its row) or `edit` (several names). */
  editVerb: 'rename' | 'edit';
  /** The add form as a titled card with its fields in a grid (several fields). */
  addTitle?: string;
  /** The item in the list; its name by default. */
  renderItem?: (item: I) => ReactNode;
  /** Tags and industries: how many talents use the item is counted before a delete, and one in use is not deleted. */
  countsUsage: boolean;
}

/**
 * A catalogue (tags, industries, occupations): a live list with a filter, an add form, an
 * in-place edit and a delete. Decision: a tag or industry still on talents is not deleted — the
 * dialog says how many talents use it (a count query), so the recruiter can rename it instead or
 * clear it from those talents first; silently stripping it from many profiles would lose
 * information. Occupations are not referenced by id from talents: deleting one only asks.
 */
export function CatalogEditor<I extends { id: string }>({ spec, list }: { spec: CatalogSpec<I>; list: Live<I[]> }) {
  const { t } = useTranslation(['catalogs', 'validation', 'errors', 'common']);
  const { kind } = spec;
  const filterId = useId();
  const save = useSaveCatalogItem();
  const remove = useDeleteCatalogItem();
  const countUsage = useCountUsage();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<CatalogValues>(spec.empty);
  const [draftErrors, setDraftErrors] = useState<CatalogErrors>({});
  const [adding, setAdding] = useState(false);
  const [addFailed, setAddFailed] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{
    item: I;
    values: CatalogValues;
    errors: CatalogErrors;
    busy: boolean;
    failed: boolean;
  } | null>(null);
  const [deleting, setDeleting] = useState<{ item: I; count: number | null; busy: boolean; failed: boolean } | null>(null);
  const items = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterItems(items, filter, spec.filterText), [items, filter, spec.filterText]);
  const nameOfValues = (values: CatalogValues) => (values[spec.fields[0]!] ?? '').trim();

  async function add(e: FormEvent) {
    e.preventDefault();
    const errors = spec.errorsOf(draft, items);
    setDraftErrors(errors);
    setAddFailed(false);
    if (Object.keys(errors).length) return;
    setAdding(true);
    try {
      await save(kind, draft);
      setStatus(t(`catalogs:${kind}.added`, { name: nameOfValues(draft) }));
      setDraft(spec.empty);
    } catch (err) {
      console.warn('vuoro: catalogue add failed', err);
      setAddFailed(true);
    } finally {
      setAdding(false);
    }
  }

  async function update(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const errors = spec.errorsOf(editing.values, items, editing.item.id);
    if (Object.keys(errors).length) return setEditing({ ...editing, errors });
    setEditing({ ...editing, errors: {}, busy: true, failed: false });
    try {
      await save(kind, editing.values, editing.item.id);
      setStatus(t('catalogs:renamed', { name: nameOfValues(editing.values) }));
      setEditing(null);
    } catch (err) {
      console.warn('vuoro: catalogue save failed', err);
      setEditing({ ...editing, busy: false, failed: true });
    }
  }

  async function askDelete(item: I) {
    if (!spec.countsUsage) return setDeleting({ item, count: 0, busy: false, failed: false });
    setDeleting({ item, count: null, busy: true, failed: false });
    try {
      const count = await countUsage(kind as 'tags' | 'industries', { id: item.id, name: spec.nameOf(item) });
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
      setStatus(t('catalogs:deleted', { name: spec.nameOf(deleting.item) }));
      setDeleting(null);
    } catch (err) {
      console.warn('vuoro: catalogue delete failed', err);
      setDeleting({ ...deleting, busy: false, failed: true });
    }
  }

  const several = spec.fields.length > 1;
  const fields = (values: CatalogValues, errors: CatalogErrors, onChange: (field: string, value: string) => void, item?: I) => (
    <div className={several ? 'grid gap-3 sm:grid-cols-2' : 'flex-1'}>
      {spec.fields.map((field, index) => (
        <TextField
          key={field}
          label={spec.fieldLabel(field, item)}
          value={values[field] ?? ''}
          onValue={(v) => onChange(field, v)}
          error={errors[field]}
          maxLength={spec.maxLength}
          lang={spec.fieldLang?.(field)}
          required={spec.required?.includes(field)}
          autoFocus={item !== undefined && index === 0}
          onKeyDown={
            item && !several
              ? (e) => {
                  if (e.key === 'Escape') setEditing(null);
                }
              : undefined
          }
        />
      ))}
    </div>
  );
  const formClass = several ? 'space-y-3' : 'flex flex-col gap-3 sm:flex-row sm:items-start';
  const buttonsClass = several ? 'flex gap-2' : 'flex gap-2 sm:mt-6';
  const inUse = deleting?.count != null && deleting.count > 0;
  const deletingName = deleting ? spec.nameOf(deleting.item) : '';

  return (
    <div className="space-y-5">
      <form
        onSubmit={add}
        noValidate
        className={several ? 'space-y-3 rounded-lg border border-slate-200 bg-white p-4' : formClass}
      >
        {spec.addTitle && <h2 className="font-semibold text-slate-900">{spec.addTitle}</h2>}
        {fields(draft, draftErrors, (field, v) => {
          setDraft((d) => ({ ...d, [field]: v }));
          setDraftErrors((e) => ({ ...e, [field]: undefined }));
        })}
        {addFailed && <Notice tone="error">{t('catalogs:saveFailed')}</Notice>}
        <Button type="submit" className={several ? '' : 'sm:mt-6'} disabled={adding}>
          {t(`catalogs:${kind}.add`)}
        </Button>
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
            editing?.item.id === item.id ? (
              <li key={item.id} className="p-3">
                <form onSubmit={update} noValidate className={formClass}>
                  {fields(
                    editing.values,
                    editing.errors,
                    (field, v) =>
                      setEditing({
                        ...editing,
                        values: { ...editing.values, [field]: v },
                        errors: { ...editing.errors, [field]: undefined },
                      }),
                    item,
                  )}
                  {editing.failed && <Notice tone="error">{t('catalogs:saveFailed')}</Notice>}
                  <div className={buttonsClass}>
                    <Button type="submit" disabled={editing.busy}>
                      {t('catalogs:save')}
                    </Button>
                    <Button variant="secondary" onClick={() => setEditing(null)}>
                      {t('catalogs:cancel')}
                    </Button>
                  </div>
                </form>
              </li>
            ) : (
              <li key={item.id} className="flex flex-wrap items-center gap-2 p-3">
                {spec.renderItem?.(item) ?? (
                  <span className="min-w-0 flex-1 break-words font-medium text-slate-900">{spec.nameOf(item)}</span>
                )}
                <Button
                  variant="link"
                  aria-label={t(`catalogs:${spec.editVerb}Item`, { name: spec.nameOf(item) })}
                  onClick={() => setEditing({ item, values: spec.valuesOf(item), errors: {}, busy: false, failed: false })}
                >
                  {t(`catalogs:${spec.editVerb}`)}
                </Button>
                <Button
                  variant="danger"
                  aria-label={t('catalogs:deleteItem', { name: spec.nameOf(item) })}
                  onClick={() => void askDelete(item)}
                >
                  {t('catalogs:delete')}
                </Button>
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        title={
          inUse
            ? t(`catalogs:${kind}.inUseTitle`, { name: deletingName })
            : t(`catalogs:${kind}.deleteTitle`, { name: deletingName })
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
        ) : !spec.countsUsage ? (
          <p>{t(`catalogs:${kind}.deleteBody`)}</p>
        ) : inUse ? (
          <p>{t(`catalogs:${kind}.inUse`, { count: deleting.count, name: deletingName })}</p>
        ) : (
          <p>{t(`catalogs:${kind}.unused`, { name: deletingName })}</p>
        )}
      </ConfirmDialog>
    </div>
  );
}
