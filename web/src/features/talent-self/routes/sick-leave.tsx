import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SickLeave } from '@vuoro/domain';
import { FirestoreScope } from '@/lib/firestore-scope';
import { useSession } from '@/lib/session';
import { dayInputValue, sickLeaveValuesOf } from '@/lib/sick-leave';
import { Loading } from '@/lib/ui/loading';
import { certificateDueDate, SickLeaveForm, SickLeaveList } from '@/lib/ui/sick-leave-form';
import { useFileOwnSickLeave } from '../api/file-sick-leave';
import { useOwnRecords, useOwnTalent } from '../api/read-own';
import { LoadFailed } from '@/lib/ui/load-failed';
import { SelfPage, SelfSection } from '../components/page';
import { SickLeaveReminder } from '../components/sick-leave-reminder';

/**
 * `/sick-leave`: an employed talent (the `employee` claim; the permission table and the guard
 * keep everyone else out, firestore.rules refuse their writes) tells the agency it is ill:
 * customer, name, phone and email (prefilled from the profile), the missed shift, start and end.
 * After sending it sees a confirmation with the day the sick-leave certificate must reach
 * payroll (3 days after falling ill) and the sick-leave phone hours; its earlier notices, also
 * those a recruiter filed for it, are listed live.
 */
export default function SickLeaveRoute() {
  return (
    <FirestoreScope>
      <SickLeaveScreen />
    </FirestoreScope>
  );
}

function SickLeaveScreen() {
  const { t } = useTranslation(['talent-self']);
  const { user } = useSession();
  if (!user) return <Loading />;
  return (
    <SelfPage title={t('talent-self:sickLeave.title')}>
      <Notices uid={user.uid} />
    </SelfPage>
  );
}

function Notices({ uid }: { uid: string }) {
  const { t } = useTranslation(['talent-self']);
  const profile = useOwnTalent(uid);
  const leaves = useOwnRecords(uid, 'sickLeaves');
  const send = useFileOwnSickLeave(uid);
  const [sent, setSent] = useState<SickLeave | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  if (profile.status === 'loading') return <Loading />;
  const talent = profile.data ?? null;

  return (
    <>
      <SickLeaveReminder />
      {sent && (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4 text-green-900 outline-none"
        >
          <p className="font-semibold">{t('talent-self:sickLeave.sent')}</p>
          <p className="mt-1">{t('talent-self:sickLeave.certificateDueOn', { date: certificateDueDate(sent.start) })}</p>
          <p className="mt-1">{t('talent-self:sickLeave.phoneHours')}</p>
        </div>
      )}
      <SelfSection id="sick-leave-form" title={t('talent-self:sickLeave.formTitle')}>
        <SickLeaveForm
          key={talent?.id ?? 'none'}
          initial={sickLeaveValuesOf(talent, dayInputValue(new Date()))}
          onSend={send}
          onSent={(input) => {
            setSent(input);
            requestAnimationFrame(() => sentRef.current?.focus());
          }}
          submitLabel={t('talent-self:sickLeave.send')}
        />
      </SelfSection>
      <SelfSection id="sick-leave-previous" title={t('talent-self:sickLeave.previous')}>
        {leaves.status === 'error' ? (
          <LoadFailed retry={leaves.retry} />
        ) : leaves.status === 'loading' ? (
          <Loading />
        ) : (
          <SickLeaveList leaves={leaves.data} empty={t('talent-self:sickLeave.none')} />
        )}
      </SelfSection>
    </>
  );
}
