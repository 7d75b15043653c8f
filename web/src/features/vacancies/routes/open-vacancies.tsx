import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyLink } from '@vuoro/domain';
import { config } from '@/lib/config';
import { FirestoreScope } from '@/lib/firestore-scope';
import { Loading } from '@/lib/ui/account-form';
import { usePublishedVacancies } from '../api/list-vacancies';
import { useSendJobInterest } from '../api/send-job-interest';
import { controlClass } from '@/lib/ui/field';
import { InterestForm } from '../components/interest-form';
import { LoadFailed } from '@/lib/ui/load-failed';
import { VacancyCard } from '../components/vacancy-card';
import { citiesOf, filterVacancies } from '../model';

/**
 * `/open-vacancies` (public, issue 6 item 5): the published vacancies, live — a vacancy a
 * recruiter publishes appears without a reload and one unpublished disappears. Filters by city
 * and by words; each card has the apply link and the job interest form.
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
        ) : (
          <>
            <p role="status" className="mb-4 text-sm text-slate-700">
              {t('vacancies:public.count', { count: shown.length })}
            </p>
            {shown.length === 0 ? (
              <p className="rounded-lg bg-slate-50 p-4 text-slate-800">
                {filtering ? t('vacancies:public.noMatch') : t('vacancies:public.none')}
              </p>
            ) : (
              <ul className="space-y-6" aria-label={t('common:screens.openVacancies')}>
                {shown.map((v) => (
                  <li key={v.id}>
                    <VacancyCard
                      vacancy={v}
                      applyHref={applyLink(config.jobBoardUrl, v.applyLinkSuffix)}
                      interest={<InterestForm vacancyName={v.name} employer={v.company} onSend={(input) => send(v.id, input)} />}
                    />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </section>
  );
}
