import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LIST_MAX_HEIGHT_PX, openPositionsLeft, statusOnAssignment, summarize, type HiringStatus } from '@vuoro/domain';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import type { AssignmentSummaryState } from '../api/read-assignment-summary';

export interface AssignmentSummaryPanelProps {
  state: AssignmentSummaryState;
  closeHref: string;
  /** Admins get a link to edit the assignment; `my` reads only. */
  editHref: string | null;
  talentHref: (id: string) => string;
}

const chipClass: Record<'hired' | 'rejected' | 'active', string> = {
  hired: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
  active: 'bg-brand-50 text-brand-900',
};

function chipOf(status: HiringStatus): 'hired' | 'rejected' | 'active' {
  return status ?? 'active';
}

/** The assignment opened beside the talent list (`/talents/assignments/:assignmentId`), read-only. */
export function AssignmentSummaryPanel({ state, closeHref, editHref, talentHref }: AssignmentSummaryPanelProps) {
  const { t } = useTranslation(['talents', 'labels', 'common', 'errors', 'assignments']);
  const statusLabel = useTalentStatusLabel();
  const heading = useRef<HTMLHeadingElement>(null);
  const ready = state.status === 'ready' ? state.job.id : null;
  useEffect(() => {
    if (ready) heading.current?.focus({ preventScroll: false });
  }, [ready]);

  return (
    <section aria-labelledby="assignment-summary-title" className="rounded-lg border border-slate-300 bg-white p-4">
      {state.status === 'loading' && (
        <>
          <h2 id="assignment-summary-title" className="sr-only">
            {t('talents:assignment.title')}
          </h2>
          <Loading />
        </>
      )}
      {(state.status === 'missing' || state.status === 'error') && (
        <>
          <h2 id="assignment-summary-title" className="text-lg font-bold">
            {t('talents:assignment.title')}
          </h2>
          <div className="mt-2">
            <Notice tone="error">
              {state.status === 'missing' ? t('talents:assignment.missing') : t('errors:couldNotLoadData')}
            </Notice>
          </div>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <h2 id="assignment-summary-title" ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {state.job.title}
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-semibold text-slate-700">{t('talents:assignment.company')}</dt>
            <dd>{state.job.company}</dd>
            <dt className="font-semibold text-slate-700">{t('talents:assignment.location')}</dt>
            <dd>{state.job.location || '–'}</dd>
            <dt className="font-semibold text-slate-700">{t('talents:assignment.openPositions')}</dt>
            <dd>
              {(() => {
                // Asked for less hired, as the assignments list shows it (one source of truth in domain).
                const positions = openPositionsLeft(state.job);
                return positions ? t('assignments:list.positionsLeft', { count: positions.left, total: positions.of }) : '–';
              })()}
            </dd>
          </dl>
          <h3 className="mt-4 font-semibold">{t('talents:assignment.presented')}</h3>
          {(() => {
            const counts = summarize(state.job.presentedTalents);
            return (
              <ul aria-label={t('talents:assignment.summary')} className="mt-1 flex flex-wrap gap-2 text-xs font-semibold">
                {(['hired', 'rejected', 'active'] as const).map((k) => (
                  <li key={k} className={`rounded-full px-2 py-0.5 ${chipClass[k]}`}>
                    {t(`labels:hiringSummary.${k}`)}: {counts[k]}
                  </li>
                ))}
              </ul>
            );
          })()}
          {state.job.presentedTalents.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">{t('talents:assignment.nonepresented')}</p>
          ) : (
            <ul className="mt-2 overflow-y-auto text-sm" style={{ maxHeight: LIST_MAX_HEIGHT_PX }}>
              {state.job.presentedTalents.map((p) => (
                <li key={p.id} className="flex items-center justify-between gap-2 border-b border-slate-100 py-1">
                  <Link href={talentHref(p.id)} className="truncate text-brand-800 underline underline-offset-2">
                    {p.name}
                  </Link>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${chipClass[chipOf(p.hiredStatus)]}`}>
                    {statusLabel(statusOnAssignment(p.hiredStatus))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-4 text-sm">
        {editHref && state.status === 'ready' && (
          <Link href={editHref} className="font-semibold text-brand-700 underline underline-offset-4">
            {t('talents:assignment.edit')}
          </Link>
        )}
        <Link href={closeHref} className="font-semibold text-brand-700 underline underline-offset-4">
          {t('talents:assignment.close')}
        </Link>
      </div>
    </section>
  );
}
