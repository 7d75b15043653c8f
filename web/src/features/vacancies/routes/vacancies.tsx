import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type Vacancy, type VacancyWrite } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { formatDate } from '@/lib/format';
import { useRoles } from '@/lib/session';
import { Loading, Notice } from '@/lib/ui/account-form';
import { useDeleteVacancy } from '../api/delete-vacancy';
import { useAllVacancies } from '../api/list-vacancies';
import { useSaveVacancy } from '../api/save-vacancy';
import { ConfirmDelete } from '../components/confirm-delete';
import { LoadFailed } from '@/lib/ui/load-failed';
import { VacancyEditor } from '../components/vacancy-editor';
import { emptyVacancyValues, toVacancyValues } from '../model';
import { Button, ButtonLink } from '@/lib/ui/button';

/**
 * `/vacancies` (admin and `my`): every vacancy, published or not, live, newest change first,
 * each with a link to its job interests. Admins create, edit every field, publish, unpublish and
 * delete (with confirmation, interests included); `my` only reads (the rules refuse its writes).
 */
export default function VacanciesRoute() {
  return (
    <FirestoreScope>
      <Vacancies />
    </FirestoreScope>
  );
}

type Editing = { mode: 'new' } | { mode: 'edit'; vacancy: Vacancy } | null;

function Vacancies() {
  const { t } = useTranslation(['vacancies', 'common', 'errors']);
  const id = useId();
  const roles = useRoles();
  const canWrite = roles.admin;
  const { list, retry } = useAllVacancies();
  const { save, setPublished } = useSaveVacancy();
  const remove = useDeleteVacancy();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Vacancy | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const top = useRef<HTMLHeadingElement>(null);

  const items = useMemo(
    () => (list.status === 'ready' ? [...list.items].sort((a, b) => (b.u?.getTime() ?? 0) - (a.u?.getTime() ?? 0)) : []),
    [list],
  );

  function edit(next: Editing) {
    setMessage(null);
    setEditing(next);
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  }

  async function onSave(input: VacancyWrite) {
    await save(input, editing?.mode === 'edit' ? editing.vacancy.id : undefined);
    setEditing(null);
    setMessage({ tone: 'success', text: t('vacancies:admin.saved') });
  }

  async function togglePublished(v: Vacancy) {
    setMessage(null);
    try {
      await setPublished(v.id, !v.p);
      setMessage({
        tone: 'success',
        text: t(v.p ? 'vacancies:admin.unpublished' : 'vacancies:admin.publishedNow', { name: v.n }),
      });
    } catch (error) {
      console.warn('vuoro: publishing a vacancy failed', error);
      setMessage({ tone: 'error', text: t('vacancies:admin.saveFailed') });
    }
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await remove(deleting.id);
      setMessage({ tone: 'success', text: t('vacancies:admin.deleted', { name: deleting.n }) });
    } catch (error) {
      console.warn('vuoro: deleting a vacancy failed', error);
      setMessage({ tone: 'error', text: t('vacancies:admin.deleteFailed') });
    }
    setBusy(false);
    setDeleting(null);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={`${id}-title`} ref={top} className="text-2xl font-bold text-slate-900">
          {t('common:screens.vacancies')}
        </h1>
        {canWrite && !editing && <Button onClick={() => edit({ mode: 'new' })}>{t('vacancies:admin.new')}</Button>}
      </div>
      <p className="mt-2 text-slate-700">{canWrite ? t('vacancies:admin.intro') : t('vacancies:admin.readOnly')}</p>

      <div className="mt-4 space-y-4">
        {message && <Notice tone={message.tone}>{message.text}</Notice>}
        {canWrite && editing && (
          <VacancyEditor
            key={editing.mode === 'edit' ? editing.vacancy.id : 'new'}
            title={
              editing.mode === 'edit' ? t('vacancies:admin.editTitle', { name: editing.vacancy.n }) : t('vacancies:admin.new')
            }
            initial={editing.mode === 'edit' ? toVacancyValues(editing.vacancy) : emptyVacancyValues()}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        )}
      </div>

      <div className="mt-6">
        {list.status === 'loading' ? (
          <Loading />
        ) : list.status === 'error' ? (
          <LoadFailed retry={retry} />
        ) : items.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-4 text-slate-800">{t('vacancies:admin.none')}</p>
        ) : (
          <ul className="space-y-3" aria-label={t('common:screens.vacancies')}>
            {items.map((v) => (
              <li key={v.id} className="rounded-xl border border-slate-300 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h2 className="text-lg font-bold break-words text-slate-900">{v.n}</h2>
                    <p className="text-slate-700">{[v.c, v.ci.join(', ')].filter(Boolean).join(' · ')}</p>
                    {v.u && <p className="text-sm text-slate-600">{t('vacancies:admin.updated', { date: formatDate(v.u) })}</p>}
                  </div>
                  <span
                    className={`rounded-full px-3 py-1 text-sm font-semibold ${v.p ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
                  >
                    {v.p ? t('vacancies:admin.statusPublished') : t('vacancies:admin.statusDraft')}
                  </span>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <ButtonLink href={routes.jobInterests.href({ id: v.id })} variant="link">
                    {t('vacancies:admin.interests')}
                    <span className="sr-only"> – {v.n}</span>
                  </ButtonLink>
                </div>
                {canWrite && (
                  <div className="mt-3 flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => edit({ mode: 'edit', vacancy: v })}>
                      {t('vacancies:admin.edit')}
                      <span className="sr-only"> {v.n}</span>
                    </Button>
                    <Button variant="secondary" onClick={() => togglePublished(v)}>
                      {v.p ? t('vacancies:admin.unpublish') : t('vacancies:admin.publish')}
                      <span className="sr-only"> {v.n}</span>
                    </Button>
                    <Button variant="danger" onClick={() => setDeleting(v)}>
                      {t('vacancies:admin.delete')}
                      <span className="sr-only"> {v.n}</span>
                    </Button>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDelete name={deleting?.n ?? null} busy={busy} onConfirm={confirmDelete} onClose={() => setDeleting(null)} />
    </section>
  );
}
