import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes, type Vacancy, type VacancyWrite } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { formatDate } from '@/lib/format';
import { useRoles } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useEndpointAction } from '@/lib/use-endpoint-action';
import { useDeleteVacancy } from '../api/delete-vacancy';
import { useAllVacancies } from '../api/list-vacancies';
import { useSaveVacancy } from '../api/save-vacancy';
import { ConfirmDelete } from '../components/confirm-delete';
import { LoadFailed } from '@/lib/ui/load-failed';
import { VacancyEditor } from '../components/vacancy-editor';
import { emptyVacancyValues, toVacancyValues } from '../model';
import { Button, ButtonLink } from '@/lib/ui/button';
import { PageHeader } from '@/lib/ui/page-header';

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
  // The one notice above the list says the last of: a saved edit, a publish toggle, a delete.
  const [said, setSaid] = useState<'saved' | 'publish' | 'delete' | null>(null);
  // The vacancy whose publish toggle runs (its button shows busy).
  const [toggling, setToggling] = useState<string | null>(null);
  const publish = useEndpointAction(
    ({ vacancy, published }: { vacancy: Vacancy; published: boolean }) => setPublished(vacancy.id, published),
    {
      success: (_done, { vacancy, published }) => ({
        key: published ? 'vacancies:admin.publishedNow' : 'vacancies:admin.unpublished',
        values: { name: vacancy.n },
      }),
      failure: (error) => {
        console.warn('vuoro: publishing a vacancy failed', error);
        return 'vacancies:admin.saveFailed';
      },
    },
  );
  const deletion = useEndpointAction((vacancy: Vacancy) => remove(vacancy.id), {
    success: (_done, vacancy) => ({ key: 'vacancies:admin.deleted', values: { name: vacancy.n } }),
    failure: (error) => {
      console.warn('vuoro: deleting a vacancy failed', error);
      return 'vacancies:admin.deleteFailed';
    },
    onSuccess: () => setDeleting(null),
    onFailure: () => setDeleting(null),
  });
  const notice =
    said === 'saved'
      ? { tone: 'success' as const, text: t('vacancies:admin.saved') }
      : said === 'publish'
        ? publish.notice
        : said === 'delete'
          ? deletion.notice
          : null;
  const top = useRef<HTMLHeadingElement>(null);

  const items = useMemo(
    () => (list.status === 'ready' ? [...list.items].sort((a, b) => (b.u?.getTime() ?? 0) - (a.u?.getTime() ?? 0)) : []),
    [list],
  );

  function edit(next: Editing) {
    setSaid(null);
    setEditing(next);
    requestAnimationFrame(() => top.current?.scrollIntoView({ block: 'start' }));
  }

  async function onSave(input: VacancyWrite) {
    await save(input, editing?.mode === 'edit' ? editing.vacancy.id : undefined);
    setEditing(null);
    setSaid('saved');
  }

  async function togglePublished(v: Vacancy) {
    if (publish.busy) return;
    setSaid('publish');
    setToggling(v.id);
    await publish.run({ vacancy: v, published: !v.p });
  }

  async function confirmDelete() {
    if (!deleting) return;
    setSaid('delete');
    await deletion.run(deleting);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-5xl px-4 py-8">
      <PageHeader
        titleId={`${id}-title`}
        titleRef={top}
        title={t('common:screens.vacancies')}
        description={canWrite ? t('vacancies:admin.intro') : t('vacancies:admin.readOnly')}
        actions={canWrite && !editing && <Button onClick={() => edit({ mode: 'new' })}>{t('vacancies:admin.new')}</Button>}
      />

      <div className="mt-4 space-y-4">
        {notice && <Notice tone={notice.tone}>{notice.text}</Notice>}
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
                    <Button variant="secondary" busy={publish.busy && toggling === v.id} onClick={() => void togglePublished(v)}>
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
      <ConfirmDelete
        name={deleting?.n ?? null}
        busy={deletion.busy}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
