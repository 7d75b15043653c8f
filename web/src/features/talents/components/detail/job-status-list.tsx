import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { currentJobStatus, entryStatus, routes, type TalentJob } from '@vuoro/domain';
import { formatDate } from '@/lib/format';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Section } from './section';

export interface JobName {
  title: string;
  company?: string | null | undefined;
}

export interface JobStatusListProps {
  jobs: TalentJob[];
  jobNames: Map<string, JobName>;
  /** Whether the names are still loading: a job without a name then is not yet known to be gone. */
  namesLoading?: boolean;
}

/** The talent's per-job status lists: each job's current status and its history, oldest first. */
export function JobStatusList({ jobs, jobNames, namesLoading = false }: JobStatusListProps) {
  const { t } = useTranslation(['talent']);
  const statusLabel = useTalentStatusLabel();
  return (
    <Section id="talent-jobs" title={t('talent:section.jobs')}>
      {jobs.length === 0 ? (
        <p className="text-slate-700">{t('talent:noJobs')}</p>
      ) : (
        <ul className="space-y-4">
          {jobs.map((job) => {
            const name = jobNames.get(job.id);
            const current = currentJobStatus(job.statuses);
            return (
              <li key={job.id} className="rounded-lg border border-slate-200 p-3">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <Link
                    href={routes.assignment.href({ assignmentId: job.id })}
                    className="font-semibold text-brand-700 underline underline-offset-4"
                  >
                    {name ? [name.title, name.company].filter(Boolean).join(' · ') : namesLoading ? '…' : t('talent:jobRemoved')}
                  </Link>
                  <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-sm font-semibold text-brand-900">
                    {t('talent:currentStatus')}: {current ? statusLabel(current) : t('talent:noStatus')}
                  </span>
                </div>
                {job.statuses.length > 0 && (
                  <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-3 text-sm" aria-label={t('talent:statusHistory')}>
                    {job.statuses.map((entry, i) => (
                      <li key={i}>
                        <span className="font-semibold">{statusLabel(entryStatus(entry))}</span>
                        {' · '}
                        {formatDate(entry.date)}
                        {entry.by?.name ? ` · ${entry.by.name}` : ''}
                        {entry.note ? <span className="block text-slate-700">{entry.note}</span> : null}
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
