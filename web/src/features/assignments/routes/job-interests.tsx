import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { labelKey, routes } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { formatDate, formatHours } from '@/lib/format';
import { isSupportedLanguage } from '@/lib/language';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useJobInterests, type ListedInterest } from '../api/list-job-interests';

/** `/jobs/:id/interests/*`: who answered a job listing, live; a missing job is the 404 page. */
export default function JobInterestsRoute() {
  return (
    <FirestoreScope>
      <JobInterests />
    </FirestoreScope>
  );
}

function JobInterests() {
  const { t, i18n } = useTranslation(['assignments', 'common', 'labels', 'errors']);
  const language = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  const { id = '' } = useParams<{ id: string }>();
  const { job, interests } = useJobInterests(id);

  if (job.status === 'ready' && job.data === null)
    return (
      <MessagePage mark="404" title={t('common:notFound.title')} body={t('common:notFound.body')}>
        <ButtonLink href={routes.assignments.href()}>{t('common:screens.assignments')}</ButtonLink>
      </MessagePage>
    );
  const failed = job.status === 'error' || interests.status === 'error';
  const rows: ListedInterest[] = interests.status === 'ready' ? interests.data : [];
  const cell = 'block px-3 py-1 md:table-cell md:py-2';
  const label = 'font-semibold text-slate-600 md:hidden';

  return (
    <section aria-labelledby="interests-title" className="mx-auto max-w-6xl px-4 py-8">
      <h1 id="interests-title" className="text-2xl font-bold">
        {t('common:screens.jobInterests')}
      </h1>
      {job.data?.name && <p className="mt-1 text-lg text-slate-700">{job.data.name}</p>}
      {failed ? (
        <div className="mt-4">
          <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
        </div>
      ) : interests.status === 'loading' || job.status === 'loading' ? (
        <Loading />
      ) : rows.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('assignments:interests.none')}</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('assignments:interests.caption')}</caption>
          <thead className="hidden bg-slate-100 md:table-header-group">
            <tr>
              {(['name', 'contact', 'employer', 'terms', 'interested', 'received'] as const).map((c) => (
                <th key={c} scope="col" className="px-3 py-2">
                  {t(`assignments:interests.${c}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} className="block border-b border-slate-200 py-2 md:table-row md:py-0">
                <th scope="row" className={`${cell} font-semibold`}>
                  {r.name}
                </th>
                <td className={`${cell} break-all`}>
                  <span className={label}>{t('assignments:interests.contact')}: </span>
                  {/* The recruiter calls or writes from here: a tap dials or opens the mail. */}
                  <a
                    href={`tel:${r.phone.replace(/\s/g, '')}`}
                    className="whitespace-nowrap text-brand-800 underline underline-offset-2"
                  >
                    {r.phone}
                  </a>{' '}
                  ·{' '}
                  <a href={`mailto:${r.email}`} className="text-brand-800 underline underline-offset-2">
                    {r.email}
                  </a>
                </td>
                <td className={cell}>
                  <span className={label}>{t('assignments:interests.employer')}: </span>
                  {r.employer || '–'}
                </td>
                <td className={cell}>
                  <span className={label}>{t('assignments:interests.terms')}: </span>
                  {[
                    r.contractType ? t(labelKey('contractType', r.contractType)) : null,
                    r.workTimeType ? t(labelKey('workTimeType', r.workTimeType)) : null,
                    r.weeklyHours != null
                      ? t('assignments:interests.weeklyHoursDecimal', { duration: formatHours(r.weeklyHours, language) })
                      : null,
                    r.collectiveAgreement || null,
                  ]
                    .filter(Boolean)
                    .join(' · ') || '–'}
                </td>
                <td className={cell}>
                  <span className={label}>{t('assignments:interests.interested')}: </span>
                  {r.interested ? t('assignments:interests.yes') : t('assignments:interests.no')}
                </td>
                <td className={cell}>
                  <span className={label}>{t('assignments:interests.received')}: </span>
                  {formatDate(r.timestamp)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
