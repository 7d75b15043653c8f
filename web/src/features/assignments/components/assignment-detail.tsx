import { useCallback, useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { NEW_ASSIGNMENT_ID, routes, type HiringAction, type IdName } from '@vuoro/domain';
import { useRoles } from '@/lib/session';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useAssignment } from '../api/get-assignment';
import { useJobComment } from '../api/get-job-comment';
import { useConsultants } from '../api/list-consultants';
import { useRequest } from '../api/request-list';
import { usePresentTalent } from '../api/present-talent';
import { useRevertTalent } from '../api/revert-talent';
import { useSaveAssignment } from '../api/save-assignment';
import { useSaveJobComment } from '../api/save-job-comment';
import { useSetHiringStatus } from '../api/set-hiring-status';
import { useUndoHiringStep } from '../api/undo-hiring-step';
import type { AssignmentFields } from '../model';
import { AssignmentFormView } from './assignment-form';
import { JobCommentEditor } from './job-comment-editor';
import { PresentedTalents } from './presented-talents';
import { PresentTalentPicker } from './present-talent-picker';
import { prefillFromRequest } from './request-prefill';
import { TalentSummaryPanel } from './talent-summary';

export interface AssignmentDetailProps {
  /** A job id, or `new` for a blank assignment. */
  id: string;
  /** The grandchild route's talent, shown beside the assignment. */
  talentId: string | null;
}

/**
 * `/assignments/:assignmentId`: the assignment, live. An admin edits it, presents talents, hires
 * and rejects; `my` reads. `new` is a blank assignment created on save; an unknown id goes back to
 * the list. `new?fromRequest=<id>` starts from an employer's request (request-prefill.ts) and the
 * save marks that request converted.
 */
export function AssignmentDetail({ id, talentId }: AssignmentDetailProps) {
  const { t } = useTranslation(['assignments', 'errors', 'publicAssignment']);
  const heading = useId();
  const isNew = id === NEW_ASSIGNMENT_ID;
  const job = useAssignment(isNew ? null : id);
  const comment = useJobComment(isNew ? null : id);
  const consultants = useConsultants();
  const roles = useRoles();
  const [, navigate] = useLocation();
  const save = useSaveAssignment();
  const saveJobComment = useSaveJobComment();
  const presentTalent = usePresentTalent();
  const setHiring = useSetHiringStatus();
  const revertTalent = useRevertTalent();
  const undoHiringStep = useUndoHiringStep();
  const search = useSearch();
  const fromRequest = (isNew && new URLSearchParams(search).get('fromRequest')) || null;
  const request = useRequest(fromRequest);
  const prefill = useMemo(() => (request.data ? prefillFromRequest(request.data) : null), [request.data]);
  const requestOpen = request.data?.status === 'new';

  const jobMissing = job.status === 'ready' && job.data === null;
  useEffect(() => {
    if (jobMissing) navigate(routes.assignments.href(), { replace: true });
  }, [jobMissing, navigate]);

  const onSave = useCallback(
    async (fields: AssignmentFields, jobComment: { comment: string | null; status: string | null } | null) => {
      const savedId = await save({ id: isNew ? null : id, fields, jobComment, fromRequest: requestOpen ? fromRequest : null });
      if (isNew) navigate(routes.assignment.href({ assignmentId: savedId }));
    },
    [save, id, isNew, navigate, requestOpen, fromRequest],
  );

  const ready = job.data ?? null;
  const title = isNew ? t('assignments:detail.new') : (ready?.title ?? t('assignments:detail.heading'));

  return (
    <section aria-labelledby={heading} className="min-w-0">
      <Link
        href={routes.assignments.href()}
        className="text-sm font-semibold text-brand-700 underline underline-offset-4 lg:hidden"
      >
        {t('assignments:detail.back')}
      </Link>
      <h2 id={heading} className="mt-1 text-xl font-bold text-slate-900">
        {title}
        {ready && <span className="block text-base font-semibold text-slate-700">{ready.company}</span>}
      </h2>
      {!isNew && job.status === 'loading' && <Loading />}
      {job.status === 'error' && (
        <div className="mt-3">
          <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
        </div>
      )}
      {fromRequest && request.status === 'loading' && <Loading />}
      {fromRequest && request.data && requestOpen && (
        <div className="mt-3">
          <Notice tone="info">{t('publicAssignment:requests.prefilled', { company: request.data.company })}</Notice>
        </div>
      )}
      {fromRequest && request.status === 'ready' && !requestOpen && (
        <div className="mt-3">
          <Notice tone="info">{t('publicAssignment:requests.missing')}</Notice>
        </div>
      )}
      {((isNew && (!fromRequest || request.status !== 'loading')) || (ready && comment.status !== 'loading')) && (
        <div className={`mt-4 grid gap-6 ${talentId ? 'xl:grid-cols-[minmax(0,1fr)_20rem]' : ''}`}>
          <div className="min-w-0 space-y-6">
            {ready && (
              <>
                <PresentedTalents
                  job={ready}
                  canEdit={roles.admin}
                  onHiring={(talent: string, action: HiringAction) => setHiring(ready.id, talent, action)}
                  onRevert={(talent: string) => revertTalent(ready.id, talent)}
                  onUndo={undoHiringStep}
                />
                {roles.admin && (
                  <PresentTalentPicker job={ready} onPresent={(talent: IdName) => presentTalent(ready.id, talent)} />
                )}
                <JobCommentEditor
                  jobId={ready.id}
                  comment={comment.data ?? null}
                  onSave={roles.admin ? saveJobComment : undefined}
                />
              </>
            )}
            <AssignmentFormView
              key={prefill && requestOpen ? `from-${fromRequest}` : 'blank'}
              job={ready ?? (requestOpen ? prefill : null)}
              withJobComment={isNew}
              consultants={consultants}
              readOnly={!roles.admin}
              onSave={onSave}
            />
          </div>
          {talentId && ready && (
            <div className="order-first xl:order-none">
              <TalentSummaryPanel talentId={talentId} jobId={ready.id} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
