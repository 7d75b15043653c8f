import { Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLink, type ReadableVacancy } from '@vuoro/domain';
import { config } from '@/lib/config';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useRoles } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { usePublishedVacancies } from '../api/list-vacancies';
import { useSendJobInterest } from '../api/send-job-interest';
import { controlClass } from '@/lib/ui/field';
import { InterestForm } from '../components/interest-form';
import { LoadFailed } from '@/lib/ui/load-failed';
import { VacancyCard } from '../components/vacancy-card';
import { citiesOf, filterVacancies } from '../model';
import { lazyChunk } from '@/lib/load-chunk';

/** A signed-in employee's likes and filters: their own chunk, never loaded for a visitor. */
const EmployeeVacancies = lazyChunk(() => import('../components/employee-vacancies'));

/**
 * `/open-vacancies` (public, issue 6 item 5): the published vacancies, live — a vacancy a
 * recruiter publishes appears without a reload and one unpublished disappears. Filters by city
 * and by words; each card has the apply link and the job interest form. A signed-in employee
 * also filters by job field and "Liked only" and likes or dislikes each vacancy (loaded lazily).
 */
export default function OpenVacanciesRoute() {
  return (
    <FirestoreScope>
      <OpenVacancies />
    </FirestoreScope>
  );
}

function OpenVacancies() {
  const { t } = useTranslation(['vacancies', 'common', 'errors']);
  const id = useId();
  const { list, retry } = usePublishedVacancies();
  const send = useSendJobInterest();
  const [text, setText] = useState('');
  const [city, setCity] = useState('');
  const items = useMemo(() => (list.status === 'ready' ? list.items : []), [list]);
  const cities = useMemo(() => citiesOf(items), [items]);
  const shown = useMemo(() => filterVacancies(items, { text, city }), [items, text, city]);
  const filtering = text.trim() !== '' || city !== '';
  const { employee } = useRoles();

  const renderList = (visible: readonly ReadableVacancy[], opinion?: (v: ReadableVacancy) => ReactNode) => (
    <>
      <p role="status" className="mb-4 text-sm text-slate-700">
        {t('vacancies:public.count', { count: visible.length })}
      </p>
      {visible.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-800">
          {filtering || visible.length < shown.length ? t('vacancies:public.noMatch') : t('vacancies:public.none')}
        </p>
      ) : (
        <ul className="space-y-6" aria-label={t('common:screens.openVacancies')}>
          {visible.map((v) => (
            <li key={v.id}>
              <VacancyCard
                vacancy={v}
                applyHref={applyLink(config.jobBoardUrl, v.applyLinkSuffix)}
                interest={<InterestForm vacancyName={v.name} employer={v.company} onSend={(input) => send(v.id, input)} />}
                opinion={opinion?.(v)}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-4xl px-4 py-8">
      <h1 id={`${id}-title`} className="text-2xl font-bold text-slate-900">
        {t('common:screens.openVacancies')}
      </h1>
      <p className="mt-2 text-slate-700">{t('vacancies:public.intro')}</p>

      <form
        role="search"
        aria-label={t('vacancies:filter.label')}
        onSubmit={(e) => e.preventDefault()}
        className="mt-6 grid gap-4 sm:grid-cols-[2fr_1fr]"
      >
        <div>
          <label htmlFor={`${id}-text`} className="block text-sm font-semibold text-slate-800">
            {t('vacancies:filter.text')}
          </label>
          <input
            id={`${id}-text`}
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-city`} className="block text-sm font-semibold text-slate-800">
            {t('vacancies:filter.city')}
          </label>
          <select id={`${id}-city`} value={city} onChange={(e) => setCity(e.target.value)} className={controlClass}>
            <option value="">{t('vacancies:filter.allCities')}</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      </form>

      <div className="mt-6">
        {list.status === 'loading' ? (
          <Loading />
        ) : list.status === 'error' ? (
          <LoadFailed retry={retry} />
        ) : employee ? (
          <Suspense fallback={<Loading />}>
            <EmployeeVacancies items={shown}>{renderList}</EmployeeVacancies>
          </Suspense>
        ) : (
          renderList(shown)
        )}
      </div>
    </section>
  );
}
