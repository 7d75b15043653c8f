import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { entryStatus, routes } from '@vuoro/domain';
import { formatDate, formatTime } from '@/lib/format';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useJobStatuses, useTalentSummary } from '../api/get-talent-summary';

export interface TalentSummaryPanelProps {
  talentId: string;
  jobId: string;
}

/** `/assignments/:assignmentId/talents/:ID`: a read-only summary of one talent beside the assignment. */
export function TalentSummaryPanel({ talentId, jobId }: TalentSummaryPanelProps) {
  const { t } = useTranslation(['assignments', 'errors']);
  const heading = useId();
  const talent = useTalentSummary(talentId);
  const statuses = useJobStatuses(talentId, jobId);
  const label = useTalentStatusLabel();
  const entries = statuses.data ?? [];

  return (
    <aside aria-labelledby={heading} className="rounded-lg border border-slate-300 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={heading} className="text-base font-bold text-slate-900">
          {talent.data ? talent.data.name : t('assignments:talent.heading')}
        </h3>
        <Link
          href={routes.assignment.href({ assignmentId: jobId })}
          className="text-sm font-semibold text-brand-700 underline underline-offset-4"
        >
          {t('assignments:talent.close')}
        </Link>
      </div>
      {talent.status === 'loading' && <Loading />}
      {(talent.status === 'error' || talent.data === null) && (
        <div className="mt-2">
          <Notice tone="error">{t(talent.data === null ? 'assignments:talent.missing' : 'errors:couldNotLoadData')}</Notice>
        </div>
      )}
      {talent.data && (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">{t('assignments:talent.status')}</dt>
          <dd>{talent.data.status ? label(talent.data.status) : '–'}</dd>
          <dt className="font-semibold">{t('assignments:talent.email')}</dt>
          <dd className="break-all">
            {talent.data.email ? (
              <a href={`mailto:${talent.data.email}`} className="text-brand-800 underline">
                {talent.data.email}
              </a>
            ) : (
              '–'
            )}
          </dd>
          <dt className="font-semibold">{t('assignments:talent.phone')}</dt>
          <dd>
            {talent.data.phoneNumber ? (
              <a href={`tel:${talent.data.phoneNumber}`} className="whitespace-nowrap text-brand-800 underline">
                {talent.data.phoneNumber}
              </a>
            ) : (
              '–'
            )}
          </dd>
          <dt className="font-semibold">{t('assignments:talent.location')}</dt>
          <dd>{talent.data.location ?? '–'}</dd>
        </dl>
      )}
      <h4 className="mt-4 text-sm font-bold text-slate-900">{t('assignments:talent.history')}</h4>
      {entries.length === 0 ? (
        <p className="mt-1 text-sm text-slate-700">{t('assignments:talent.noHistory')}</p>
      ) : (
        <ol aria-label={t('assignments:talent.history')} className="mt-1 space-y-1 text-sm">
          {entries.map((e, i) => (
            <li key={i}>
              <span className="font-semibold">{label(entryStatus(e))}</span> · {formatDate(e.date)} {formatTime(e.date)}
              {e.by?.name && <> · {e.by.name}</>}
              {e.note && <span className="block text-slate-700">{e.note}</span>}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}
