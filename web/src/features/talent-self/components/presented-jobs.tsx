import { useTranslation } from 'react-i18next';
import { currentJobStatus, entryStatus, type TalentJob } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { useTalentStatusLabel } from '@/lib/talent-status';

/**
 * The jobs the talent has been presented to (`talents/{uid}/jobs`): each with its current
 * status and its history. A talent may not read the assignments themselves (firestore.rules),
 * so a job is named by when the talent was presented to it.
 */
export function PresentedJobs({ jobs }: { jobs: TalentJob[] }) {
  const { t } = useTranslation(['talent-self']);
  const statusLabel = useTalentStatusLabel();
  if (jobs.length === 0) return <p className="text-slate-700">{t('talent-self:jobs.none')}</p>;
  const firstDate = (job: TalentJob) => job.statuses[0]?.date.getTime() ?? 0;
  const sorted = [...jobs].sort((a, b) => firstDate(b) - firstDate(a));
  return (
    <ul className="space-y-3">
      {sorted.map((job, i) => {
        const current = currentJobStatus(job.statuses);
        const presented = job.statuses.find((s) => s.status === 'presented') ?? job.statuses[0];
        return (
          <li key={job.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="font-semibold text-slate-900">
                {presented
                  ? t('talent-self:jobs.jobPresented', { n: sorted.length - i, date: formatDate(presented.date) })
                  : t('talent-self:jobs.job', { n: sorted.length - i })}
              </h3>
              <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                {t('talent-self:jobs.current')}: {current ? statusLabel(current) : t('talent-self:jobs.noStatus')}
              </span>
            </div>
            {job.statuses.length > 1 && (
              <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-sm" aria-label={t('talent-self:jobs.history')}>
                {job.statuses.map((entry, j) => (
                  <li key={j}>
                    <span className="font-semibold">{statusLabel(entryStatus(entry))}</span> · {formatDate(entry.date)}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ul>
  );
}
