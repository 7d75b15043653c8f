import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_ERRORS, SUPPORTED_LANGUAGES, type SupportedLanguage } from '@vuoro/domain';
import { CallableError } from '@/lib/callable';
import { FirestoreScope } from '@/lib/firestore-scope';
import { isSupportedLanguage } from '@/lib/language';
import { useSession } from '@/lib/session';
import { TextField } from '@/lib/ui/account-form';
import { Loading } from '@/lib/ui/loading';
import { Notice } from '@/lib/ui/notice';
import { LANGUAGE_NAMES } from '@/lib/ui/language-switch';
import { SignOutLink } from '@/lib/ui/sign-out-link';
import { useAccountDeletion } from '../api/deletion-request';
import { useDownloadOwnData } from '../api/download-own-data';
import { useOwnDeletionRequest, useOwnTalent } from '../api/read-own';
import { useSaveLanguage } from '../api/save-language';
import { DeletionRequest } from '../components/deletion-request';
import { LoadFailed } from '@/lib/ui/load-failed';
import { SelfPage, SelfSection } from '../components/page';
import { Button } from '@/lib/ui/button';
import { useEndpointAction } from '@/lib/use-endpoint-action';

/**
 * `/account`: the talent's account. The sign-in email is shown, not changed here (the email
 * change flow of /profile/email belongs to the staff side); the language choice applies at once
 * and is kept in `users/{uid}`; "Download my data" saves as a JSON file everything kept about
 * the account, gathered by the `exportOwnData` function (GDPR Art. 15); "Request deletion of my account" records
 * `accountDeletionRequests/{uid}` for a recruiter to confirm, and can be cancelled while it waits.
 */
export default function AccountRoute() {
  return (
    <FirestoreScope>
      <Account />
    </FirestoreScope>
  );
}

function Account() {
  const { t } = useTranslation(['talent-self', 'account']);
  const { user } = useSession();
  if (!user) return <Loading />;
  return (
    <SelfPage title={t('talent-self:account.title')}>
      <SelfSection id="account-email" title={t('talent-self:account.signIn')}>
        <TextField label={t('talent-self:field.email')} value={user.email ?? ''} onValue={() => undefined} readOnly />
        <p className="mt-2 text-sm text-slate-600">{t('talent-self:account.emailHint')}</p>
      </SelfSection>
      <SelfSection id="account-language" title={t('talent-self:account.language')}>
        <LanguageChoice uid={user.uid} />
      </SelfSection>
      <SelfSection id="account-data" title={t('talent-self:account.dataTitle')}>
        <DownloadData />
      </SelfSection>
      <SelfSection id="account-deletion" title={t('talent-self:deletion.title')}>
        <Deletion uid={user.uid} email={user.email ?? ''} displayName={user.displayName} />
      </SelfSection>
      <SelfSection id="account-sign-out" title={t('account:settings.signOutTitle')}>
        <p className="mb-3 text-slate-700">{t('account:settings.signOutBody')}</p>
        <SignOutLink />
      </SelfSection>
    </SelfPage>
  );
}

function LanguageChoice({ uid }: { uid: string }) {
  const { t, i18n } = useTranslation(['talent-self', 'account']);
  const id = useId();
  const save = useEndpointAction(useSaveLanguage(uid), { success: 'account:saved', failure: () => 'account:saveFailed' });
  const current = isSupportedLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t('talent-self:account.languageLabel')}
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => void save.run(e.target.value as SupportedLanguage)}
        className="block w-full max-w-xs rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
      >
        {SUPPORTED_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      {save.notice && <Notice tone={save.notice.tone}>{save.notice.text}</Notice>}
    </div>
  );
}

function DownloadData() {
  const { t } = useTranslation(['talent-self']);
  const download = useEndpointAction(useDownloadOwnData(), {
    success: 'talent-self:account.downloaded',
    failure: (error) => {
      console.warn('vuoro: data download failed', error);
      if (error instanceof CallableError && error.message === DATA_EXPORT_ERRORS.impersonated) {
        return 'talent-self:account.downloadImpersonated';
      }
      if (error instanceof CallableError && error.message === DATA_EXPORT_ERRORS.tooMany) return 'errors:tooManyAttempts';
      return 'talent-self:account.downloadFailed';
    },
  });
  return (
    <div className="space-y-3">
      <p className="text-slate-700">{t('talent-self:account.dataIntro')}</p>
      <Button busy={download.busy} onClick={() => void download.run(undefined)}>
        {download.busy ? t('talent-self:account.preparing') : t('talent-self:account.download')}
      </Button>
      <p className="text-sm text-slate-600">{t('talent-self:account.dataHolds')}</p>
      {download.notice && <Notice tone={download.notice.tone}>{download.notice.text}</Notice>}
    </div>
  );
}

function Deletion({ uid, email, displayName }: { uid: string; email: string; displayName: string | null }) {
  const request = useOwnDeletionRequest(uid);
  const talent = useOwnTalent(uid);
  const deletion = useAccountDeletion();
  if (request.status === 'loading') return <Loading />;
  if (request.status === 'error') return <LoadFailed retry={request.retry} />;
  const profile = talent.status === 'ready' ? talent.data : null;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : displayName;
  return (
    <DeletionRequest
      request={request.data}
      onRequest={() => deletion.request({ uid, email, name })}
      onCancel={() => deletion.cancel(uid)}
    />
  );
}
