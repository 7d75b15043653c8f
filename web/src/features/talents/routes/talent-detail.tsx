import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { routes } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useIndustries, useTags, useView } from '@/lib/shared-reads';
import { useRoles, useSession } from '@/lib/session';
import { useTalentStatusLabel } from '@/lib/talent-status';
import { Loading } from '@/lib/ui/loading';
import { useAddEducation, type AddEducationInput } from '../api/detail/add-education';
import { useAddTalentNote } from '../api/detail/add-talent-note';
import { useChangeTalentNote } from '../api/detail/change-talent-note';
import { useCardShares } from '../api/detail/read-card-shares';
import { useTalentAudit } from '../api/detail/read-talent-audit';
import { useAddWorkHistory, type AddWorkHistoryInput } from '../api/detail/add-work-history';
import { useDismissDuplicate } from '../api/detail/dismiss-duplicate';
import { useDuplicateReports } from '../api/detail/read-duplicate-reports';
import { isEmployedTalent, useFileSickLeave } from '../api/detail/file-sick-leave';
import { usePossibleDuplicates } from '../api/detail/find-duplicates';
import { useMergeTalents } from '../api/detail/merge-talents';
import { useTalent } from '../api/detail/read-talent';
import { useTalentNotes } from '../api/detail/read-talent-notes';
import { useTalentRecords } from '../api/detail/read-talent-records';
import { useRemoveTalentRecord } from '../api/detail/remove-talent-record';
import { useSaveTalentRecord } from '../api/detail/save-talent-record';
import { useUpdateTalent } from '../api/detail/update-talent';
import { ACTIVITY_PAGE, ActivitySection } from '../components/detail/activity-section';
import { DuplicateNotice } from '../components/detail/duplicate-notice';
import { ClaimInvite } from '../components/detail/claim-invite';
import { JobStatusList } from '../components/detail/job-status-list';
import { NotesSection } from '../components/detail/notes-section';
import { SickLeavePanel } from '../components/detail/sick-leave-panel';
import { TalentEditForm } from '../components/detail/talent-edit-form';
import { TalentPhoto } from '../components/detail/talent-files-view';
import { talentActivity } from '../components/detail/talent-activity';
import { TalentView } from '../components/detail/talent-view';
import { PresentToAssignmentButton } from '../components/present-to-assignment';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Button, ButtonLink } from '@/lib/ui/button';

/**
 * `/talents/talent?id={id}`: the talent detail, live. Every field of the talent and its
 * records; admins edit every field (tags and industry from the catalogues, certificates, years of
 * experience, work permit), add, edit and remove the record rows, add recruiter notes (never replacing another's), dismiss a
 * duplicate flag (the talent's own or an open registration duplicate report naming its email) or
 * merge the duplicate into one profile, file a sick leave for an employed talent
 * (hired on an assignment); `my` reads. The header links to the
 * talent card. A missing or unknown id goes back to /talents (replacing this history entry).
 */
/** How many audit entries the activity reads at first (more as "Show more" needs them). */
const AUDIT_FIRST_READ = 50;

export default function TalentDetailRoute() {
  return (
    <FirestoreScope>
      <TalentDetail />
    </FirestoreScope>
  );
}

function TalentDetail() {
  useTranslation(['talent', 'common', 'labels', 'validation', 'errors']);
  const id = new URLSearchParams(useSearch()).get('id')?.trim() || null;
  const [, navigate] = useLocation();
  const roles = useRoles();
  const talent = useTalent(id);

  const missing = !id || (talent.status === 'ready' && talent.data === null);
  useEffect(() => {
    if (missing) navigate(routes.talents.href(), { replace: true });
  }, [missing, navigate]);

  if (missing || talent.status === 'loading') return <Loading />;
  if (talent.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-10 text-center">
        <LoadFailed retry={talent.retry} />
      </div>
    );
  }
  return <Loaded key={talent.data!.id} talent={talent.data!} admin={roles.admin} />;
}

function Loaded({ talent, admin }: { talent: NonNullable<ReturnType<typeof useTalent>['data']>; admin: boolean }) {
  const { t } = useTranslation(['talent', 'common', 'labels', 'validation', 'errors']);
  const [editing, setEditing] = useState(false);
  const statusLabel = useTalentStatusLabel();
  const workHistory = useTalentRecords(talent.id, 'workHistory');
  const workReferences = useTalentRecords(talent.id, 'workReferences');
  const educations = useTalentRecords(talent.id, 'educations');
  const i18n = useTalentRecords(talent.id, 'i18n');
  const sickLeaves = useTalentRecords(talent.id, 'sickLeaves');
  const jobs = useTalentRecords(talent.id, 'jobs');
  const jobsView = useView('jobs');
  const industries = useIndustries();
  const tagCatalogue = useTags();
  const industryNames = useMemo(() => new Map((industries.data ?? []).map((i) => [i.id, i.name])), [industries.data]);
  const names = useMemo(() => new Map(Object.entries(jobsView.data?.jobs ?? {})), [jobsView.data]);
  const jobIds = useMemo(() => (jobs.data ?? []).map((j) => j.id), [jobs.data]);
  const notes = useTalentNotes(talent.id);
  const duplicates = usePossibleDuplicates(talent);
  const reports = useDuplicateReports(talent.email);
  const reportIds = useMemo(() => reports.data ?? [], [reports.data]);
  const flagged = talent.duplicate || reportIds.length > 0;
  const save = useUpdateTalent(talent.id);
  const addNote = useAddTalentNote();
  const changeNote = useChangeTalentNote();
  const { user } = useSession();
  const [activityShown, setActivityShown] = useState(ACTIVITY_PAGE);
  const audit = useTalentAudit(talent.id, Math.max(AUDIT_FIRST_READ, activityShown + ACTIVITY_PAGE));
  const shares = useCardShares(talent.id);
  const dismiss = useDismissDuplicate(talent.id, reportIds);
  const merge = useMergeTalents();
  const addWorkHistory = useAddWorkHistory(talent.id);
  const addEducation = useAddEducation(talent.id);
  const removeRow = useRemoveTalentRecord(talent.id);
  const saveRow = useSaveTalentRecord(talent.id);
  const fileSickLeave = useFileSickLeave(talent.id);
  const rows = useMemo(
    () =>
      admin
        ? {
            addWorkHistory: (input: Record<string, unknown>) => addWorkHistory(input as AddWorkHistoryInput),
            addEducation: (input: Record<string, unknown>) => addEducation(input as AddEducationInput),
            save: saveRow,
            remove: removeRow,
          }
        : undefined,
    [admin, addWorkHistory, addEducation, saveRow, removeRow],
  );

  const name = `${talent.firstName} ${talent.lastName}`.trim();
  const initials = `${talent.firstName.charAt(0)}${talent.lastName.charAt(0)}`.toUpperCase();
  const failed = [workHistory, workReferences, educations, i18n, sickLeaves, jobs, notes, reports, audit, shares].filter(
    (l) => l.status === 'error',
  );
  const activity = useMemo(
    () =>
      talentActivity({
        talent: { id: talent.id, name, added: talent.added, updated: talent.updated },
        notes: notes.data ?? [],
        jobs: jobs.data ?? [],
        audit: audit.data ?? [],
        shares: shares.data ?? [],
        jobNames: names,
        statusLabel,
        partLabel: (part) => t(`talent:activity.part.${part}`),
        removedAssignment: t('talent:jobRemoved'),
      }),
    [talent.id, name, talent.added, talent.updated, notes.data, jobs.data, audit.data, shares.data, names, statusLabel, t],
  );

  return (
    <article aria-labelledby="talent-title" className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <Link href={routes.talents.href()} className="font-semibold text-brand-700 underline underline-offset-4">
        {t('talent:back')}
      </Link>
      {/* The status and the notes first: at 1280 the notes in a column beside the header, the
          activity under the header; at 360 the header, the notes, then the activity. */}
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2 lg:grid-rows-[auto_1fr]">
        <header className="flex flex-wrap lg:col-start-1 lg:row-start-1 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <TalentPhoto path={talent.photo || talent.avatar} name={name} initials={initials} />
          <div className="min-w-0 flex-1 basis-44">
            <h1 id="talent-title" className="break-words text-2xl font-bold text-slate-900">
              {name}
            </h1>
            {talent.shortDescription && <p className="text-slate-700">{talent.shortDescription}</p>}
            {talent.status && (
              <p className="mt-1 text-sm">
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 font-semibold text-brand-900">
                  {statusLabel(talent.status)}
                </span>
              </p>
            )}
          </div>
          <ButtonLink href={routes.talentCard.href(undefined, { id: talent.id })} variant="secondary">
            {t('talent:talentCard')}
          </ButtonLink>
          {admin && <PresentToAssignmentButton talent={{ id: talent.id, name }} />}
          {admin && !editing && <Button onClick={() => setEditing(true)}>{t('talent:edit')}</Button>}
          {admin && <ClaimInvite talentId={talent.id} />}
        </header>
        <div className="min-w-0 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <NotesSection
            talentId={talent.id}
            talentStatus={talent.status || null}
            jobIds={jobIds}
            jobNames={names}
            notes={notes}
            onAdd={admin ? addNote : undefined}
            uid={user?.uid ?? null}
            onChange={admin ? changeNote : undefined}
          />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-start-2">
          <ActivitySection
            items={activity}
            loading={[notes, jobs, audit, shares, jobsView].some((l) => l.status === 'loading')}
            shown={activityShown}
            onShowMore={() => setActivityShown((n) => n + ACTIVITY_PAGE)}
          />
        </div>
      </div>

      {failed.length > 0 && <LoadFailed retry={() => failed.forEach((l) => l.retry())} />}

      <DuplicateNotice
        flagged={flagged}
        matches={duplicates.data ?? []}
        onDismiss={admin ? dismiss : undefined}
        current={{ id: talent.id, name }}
        onMerge={admin ? merge : undefined}
      />

      {editing && admin && (
        <TalentEditForm
          talent={talent}
          tagCatalogue={tagCatalogue.data ?? []}
          industries={industryNames}
          onSave={save}
          onDone={() => setEditing(false)}
        />
      )}

      <TalentView
        talent={talent}
        editing={editing}
        rows={rows}
        industryName={(talent.industry && industryNames.get(talent.industry)) || null}
        duplicate={flagged}
        records={{
          workHistory: workHistory.data,
          workReferences: workReferences.data,
          educations: educations.data,
          i18n: i18n.data,
          sickLeaves: sickLeaves.data,
        }}
      />
      <JobStatusList jobs={jobs.data ?? []} jobNames={names} namesLoading={jobsView.status === 'loading'} />
      {admin && <SickLeavePanel talent={talent} employed={isEmployedTalent(jobs.data ?? [])} onSend={fileSickLeave} />}
    </article>
  );
}
