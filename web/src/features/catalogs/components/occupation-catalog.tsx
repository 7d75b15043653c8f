import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrors, isDuplicateName, occupationForm, type Occupation } from '@vuoro/domain';
import { useOccupations } from '@/lib/shared-reads';
import { buttonClass, Notice, TextField } from '@/lib/ui/account-form';
import { useDeleteCatalogItem } from '../api/delete-catalog-item';
import { useSaveCatalogItem } from '../api/save-catalog-item';
import { ConfirmDialog } from './confirm-dialog';
import { filterItems } from './name-catalog';

const LANGS = ['en', 'fi', 'ru', 'uk'] as const;
type Lang = (typeof LANGS)[number];
type Values = Record<Lang, string>;
type Errors = Partial<Record<Lang, string>>;
const empty: Values = { en: '', fi: '', ru: '', uk: '' };

/** Errors of an occupation form as i18n keys: the domain rules, then a unique English name. */
export function occupationErrors(values: Values, items: readonly Occupation[], selfId?: string): Errors {
  const parsed = occupationForm.safeParse(values);
  const errors: Errors = parsed.success ? {} : fieldErrors<Lang>(parsed.error.issues);
  if (
    !errors.en &&
    isDuplicateName(
      values.en,
      items.map((o) => ({ id: o.id, name: o.en })),
      selfId,
    )
  ) {
    errors.en = 'catalogs:duplicateName';
  }
  return errors;
}

const valuesOf = (o: Occupation): Values => ({ en: o.en, fi: o.fi ?? '', ru: o.ru ?? '', uk: o.uk ?? '' });

/**
 * Occupations: names per language, English required (it is also the key of the job title
 * translations view), fi, ru and uk optional. Decision: occupations are not referenced by id
 * from talents, so deleting one only asks for confirmation.
 */
export function OccupationCatalog() {
  const { t } = useTranslation(['catalogs', 'validation', 'errors', 'common']);
  const filterId = useId();
  const list = useOccupations();
  const save = useSaveCatalogItem();
  const remove = useDeleteCatalogItem();
  const [filter, setFilter] = useState('');
  const [draft, setDraft] = useState<Values>(empty);
  const [draftErrors, setDraftErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; values: Values; errors: Errors; busy: boolean; failed: boolean } | null>(
    null,
  );
  const [deleting, setDeleting] = useState<{ item: Occupation; busy: boolean; failed: boolean } | null>(null);
  const items = useMemo(() => list.data ?? [], [list.data]);
  const shown = useMemo(() => filterItems(items, filter, (o) => LANGS.map((l) => o[l] ?? '').join(' ')), [items, filter]);

  async function add(e: FormEvent) {
    e.preventDefault();
    const errors = occupationErrors(draft, items);
    setDraftErrors(errors);
    setSaveFailed(false);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      await save('occupations', draft);
      setStatus(t('catalogs:occupations.added', { name: draft.en.trim() }));
      setDraft(empty);
    } catch (err) {
      console.warn('vuoro: occupation add failed', err);
      setSaveFailed(true);
    } finally {
      setBusy(false);
    }
  }

  async function update(e: FormEvent) {
    e.preventDefault();
    if (!editing) return;
    const errors = occupationErrors(editing.values, items, editing.id);
    if (Object.keys(errors).length) return setEditing({ ...editing, errors });
    setEditing({ ...editing, errors: {}, busy: true, failed: false });
    try {
      await save('occupations', editing.values, editing.id);
      setStatus(t('catalogs:renamed', { name: editing.values.en.trim() }));
      setEditing(null);
    } catch (err) {
      console.warn('vuoro: occupation save failed', err);
      setEditing({ ...editing, busy: false, failed: true });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await remove('occupations', deleting.item.id);
      setStatus(t('catalogs:deleted', { name: deleting.item.en }));
      setDeleting(null);
    } catch (err) {
      console.warn('vuoro: occupation delete failed', err);
      setDeleting({ ...deleting, busy: false, failed: true });
    }
  }

  const fields = (values: Values, errors: Errors, onChange: (lang: Lang, value: string) => void, autoFocus = false) => (
    <div className="grid gap-3 sm:grid-cols-2">
      {LANGS.map((lang) => (
        <TextField
          key={lang}
          label={t(`catalogs:occupations.name.${lang}`)}
          value={values[lang]}
          onValue={(v) => onChange(lang, v)}
          error={errors[lang]}
          maxLength={200}
          lang={lang}
          required={lang === 'en'}
          autoFocus={autoFocus && lang === 'en'}
        />
      ))}
    </div>
  );

  return (
    <div className="space-y-5">
      <form onSubmit={add} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">{t('catalogs:occupations.addTitle')}</h2>
        {fields(draft, draftErrors, (lang, v) => {
          setDraft((d) => ({ ...d, [lang]: v }));
          setDraftErrors((e) => ({ ...e, [lang]: undefined }));
        })}
        {saveFailed && <Notice tone="error">{t('catalogs:saveFailed')}</Notice>}
        <button type="submit" className={buttonClass.primary} disabled={busy}>
          {t('catalogs:occupations.add')}
        </button>
      </form>

      <div>
        <label htmlFor={filterId} className="block text-sm font-semibold text-slate-800">
          {t('catalogs:occupations.filter')}
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
        <p className="text-slate-600">{filter ? t('catalogs:noMatches') : t('catalogs:occupations.empty')}</p>
      )}
      {shown.length > 0 && (
        <ul
          aria-label={t('catalogs:occupations.listLabel')}
          className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
        >
          {shown.map((item) =>
            editing?.id === item.id ? (
              <li key={item.id} className="p-3">
                <form onSubmit={update} noValidate className="space-y-3">
                  {fields(
                    editing.values,
                    editing.errors,
                    (lang, v) =>
                      setEditing({
                        ...editing,
                        values: { ...editing.values, [lang]: v },
                        errors: { ...editing.errors, [lang]: undefined },
                      }),
                    true,
                  )}
                  {editing.failed && <Notice tone="error">{t('catalogs:saveFailed')}</Notice>}
                  <div className="flex gap-2">
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
                <div className="min-w-0 flex-1">
                  <p className="break-words font-medium text-slate-900" lang="en">
                    {item.en}
                  </p>
                  <p className="text-sm text-slate-700">
                    {(['fi', 'ru', 'uk'] as const)
                      .filter((l) => item[l])
                      .map((l) => (
                        <span key={l} lang={l} className="mr-3">
                          <abbr title={t(`catalogs:occupations.name.${l}`)} className="no-underline">
                            {l}
                          </abbr>
                          : {item[l]}
                        </span>
                      ))}
                  </p>
                </div>
                <button
                  type="button"
                  className={buttonClass.link}
                  aria-label={t('catalogs:editItem', { name: item.en })}
                  onClick={() => setEditing({ id: item.id, values: valuesOf(item), errors: {}, busy: false, failed: false })}
                >
                  {t('catalogs:edit')}
                </button>
                <button
                  type="button"
                  className="font-semibold text-red-800 underline underline-offset-4 hover:text-red-900"
                  aria-label={t('catalogs:deleteItem', { name: item.en })}
                  onClick={() => setDeleting({ item, busy: false, failed: false })}
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
        title={t('catalogs:occupations.deleteTitle', { name: deleting?.item.en ?? '' })}
        confirmLabel={t('catalogs:delete')}
        busy={deleting?.busy ?? false}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        {deleting?.failed ? <p role="alert">{t('catalogs:deleteFailed')}</p> : <p>{t('catalogs:occupations.deleteBody')}</p>}
      </ConfirmDialog>
    </div>
  );
}
