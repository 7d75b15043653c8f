import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getMyInfo, routes, type MyInfoView } from '@vuoro/domain';
import { LoadFailed } from '@/lib/ui/load-failed';
import { Notice } from '@/lib/ui/notice';
import { PageHeader } from '@/lib/ui/page-header';
import { useEndpoint } from '@/lib/use-endpoint';
import { InfoSection } from './info-section';
import { MY_INFO_SECTIONS } from './sections';

/**
 * `/profile/my-info`: the employee's address, bank account, next of kin and contact details, four
 * parts each saved on its own (domain/src/staff/personal-info/README.md). A "Sign in as" session
 * sees them read-only, the IBAN starred.
 */
export function MyInfoScreen() {
  const { t } = useTranslation(['myInfo', 'common']);
  const load = useEndpoint(getMyInfo, {});
  const [saved, setSaved] = useState<MyInfoView | null>(null);
  const view = saved ?? load.data;
  return (
    <div className="mx-auto grid max-w-3xl gap-4 px-4 py-6">
      <PageHeader
        title={t('common:screens.profileMyInfo')}
        description={t('myInfo:description')}
        back={{ href: routes.profile.href(), label: t('common:screens.profile') }}
      />
      {load.status === 'error' && !view && <LoadFailed error={load.error} retry={load.retry} />}
      {view && (
        <>
          {view.editable ? (
            <p className="text-sm text-slate-700">{t('myInfo:recentSignIn')}</p>
          ) : (
            <Notice tone="info">{t('myInfo:readOnly')}</Notice>
          )}
          {MY_INFO_SECTIONS.map((section) => (
            <InfoSection key={section.id} section={section} view={view} onSaved={setSaved} />
          ))}
        </>
      )}
    </div>
  );
}
