import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useSession } from '@/lib/session';
import { useLanguageName } from '@/lib/use-language-name';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { useOwnRecords, useOwnTalent, type OwnTalent } from '../api/read-own';
import { useOwnRecordWrites } from '../api/save-own-record';
import { useUpdateOwnAnswers } from '../api/update-own-answers';
import { OwnAnswersForm, OwnAnswersView } from '../components/own-answers';
import { OwnRecordList } from '../components/own-record-list';
import { useUpdateOwnProfile } from '../api/update-own-profile';
import { OwnFiles } from '../components/own-files';
import { OwnRecords } from '../components/own-records';
import { LoadFailed } from '@/lib/ui/load-failed';
import { SelfPage, SelfSection } from '../components/page';
import { PresentedJobs } from '../components/presented-jobs';
import { ProfileForm } from '../components/profile-form';
import { Button, ButtonLink } from '@/lib/ui/button';

/**
 * `/talent-profile`: the signed-in talent's own profile, live from `talents/{uid}` and its
 * records. The talent edits the fields it may change (firestore.rules `talentOwnFields`) with the
 * recruiter's form rules and messages, replaces or removes its photo and CV, and sees the jobs it
 * has been presented to with their status. Without a profile it is pointed to /register.
 */
export default function TalentProfileRoute() {
  return (
    <FirestoreScope>
      <TalentProfile />
    </FirestoreScope>
  );
}

function TalentProfile() {
  const { t } = useTranslation(['talent-self']);
  const { user } = useSession();
  const talent = useOwnTalent(user?.uid ?? '-');
  return (
    <SelfPage title={t('talent-self:profile.title')}>
      {talent.status === 'error' ? (
        <LoadFailed retry={talent.retry} />
      ) : talent.status === 'loading' || !user ? (
        <Loading />
      ) : talent.data === null ? (
        <NoProfile />
      ) : (
        <Profile talent={talent.data} email={user.email} />
      )}
    </SelfPage>
  );
}

function NoProfile() {
  const { t } = useTranslation(['talent-self']);
  return (
    <SelfSection id="no-profile" title={t('talent-self:profile.noneTitle')}>
      <p className="text-slate-700">{t('talent-self:profile.noneBody')}</p>
      <ButtonLink href={routes.register.href()} className="mt-4">
        {t('talent-self:profile.register')}
      </ButtonLink>
    </SelfSection>
  );
}

function Profile({ talent, email }: { talent: OwnTalent; email: string | null }) {
  const { t } = useTranslation(['talent-self', 'labels', 'account']);
  const languageName = useLanguageName();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useUpdateOwnProfile();
  const workHistory = useOwnRecords(talent.id, 'workHistory');
  const workReferences = useOwnRecords(talent.id, 'workReferences');
  const educations = useOwnRecords(talent.id, 'educations');
  const jobs = useOwnRecords(talent.id, 'jobs');
  const rows: [string, string | null | undefined][] = [
    [t('talent-self:field.email'), talent.email || email],
    [t('talent-self:field.phoneNumber'), talent.phoneNumber],
    [t('talent-self:field.location'), talent.location],
    [t('talent-self:field.linkedInUrl'), talent.linkedInUrl],
    [t('talent-self:field.shortDescription'), talent.shortDescription],
    [t('talent-self:field.about'), talent.about],
    [t('talent-self:field.skills'), talent.skills],
    [
      t('talent-self:field.languages'),
      talent.languages.map((l) => `${languageName(l.language)} (${t(`labels:languageLevel.${l.level}`)})`).join(', '),
    ],
  ];
  const records = [workHistory, workReferences, educations];
  const recordWrites = useOwnRecordWrites();

  return (
    <>
      <SelfSection id="profile-details" title={`${talent.firstName} ${talent.lastName}`}>
        {saved && !editing && <Notice tone="success">{t('account:saved')}</Notice>}
        {editing ? (
          <ProfileForm
            talent={talent}
            onSave={save}
            onDone={(done) => {
              setEditing(false);
              setSaved(done);
            }}
          />
        ) : (
          <>
            <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
              {rows.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-sm font-semibold text-slate-700">{label}</dt>
                  <dd className="whitespace-pre-line break-words text-slate-900">{value || t('talent-self:notGiven')}</dd>
                </div>
              ))}
            </dl>
            <Button
              className="mt-4"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {t('talent-self:profile.edit')}
            </Button>
          </>
        )}
      </SelfSection>
      <SelfSection id="profile-answers" title={t('talent-self:answers.title')}>
        <OwnAnswers talent={talent} />
      </SelfSection>
      <SelfSection id="profile-files" title={t('talent-self:files.title')}>
        <OwnFiles talent={talent} />
      </SelfSection>
      <SelfSection id="profile-jobs" title={t('talent-self:jobs.title')}>
        {jobs.status === 'error' ? (
          <LoadFailed retry={jobs.retry} />
        ) : jobs.status === 'loading' ? (
          <Loading />
        ) : (
          <PresentedJobs jobs={jobs.data} />
        )}
      </SelfSection>
      <SelfSection id="profile-records" title={t('talent-self:records.title')}>
        {records.some((r) => r.status === 'error') ? (
          <LoadFailed retry={() => records.forEach((r) => r.retry())} />
        ) : workHistory.status === 'ready' && workReferences.status === 'ready' && educations.status === 'ready' ? (
          <div className="space-y-6">
            <OwnRecordList kind="workHistory" rows={workHistory.data} onSave={recordWrites.save} onRemove={recordWrites.remove} />
            <OwnRecordList kind="educations" rows={educations.data} onSave={recordWrites.save} onRemove={recordWrites.remove} />
            <OwnRecords workReferences={workReferences.data} />
          </div>
        ) : (
          <Loading />
        )}
      </SelfSection>
    </>
  );
}

/** Jobs of interest, availability, driving licence and work permit: shown, and edited on "Edit my answers". */
function OwnAnswers({ talent }: { talent: OwnTalent }) {
  const { t } = useTranslation(['talent-self', 'account']);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useUpdateOwnAnswers();
  if (editing) {
    return (
      <OwnAnswersForm
        answers={talent.answers}
        onSave={save}
        onDone={(done) => {
          setEditing(false);
          setSaved(done);
        }}
      />
    );
  }
  return (
    <>
      {saved && <Notice tone="success">{t('account:saved')}</Notice>}
      <OwnAnswersView answers={talent.answers} />
      <Button
        className="mt-4"
        onClick={() => {
          setSaved(false);
          setEditing(true);
        }}
      >
        {t('talent-self:answers.edit')}
      </Button>
    </>
  );
}
