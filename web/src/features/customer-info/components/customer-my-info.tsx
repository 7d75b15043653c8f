import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, PageHeader } from '@/lib/ui';
import { useEndpoint } from '@/lib/use-endpoint';
import { contactPersonEndpoint } from '../api/contact-person';
import { ContactPersonForm } from './contact-person-form';

/** `/customer/my-info`: the customer user's own contact details (domain/src/staff/customer-info/README.md). */
export function CustomerMyInfo() {
  const { t } = useTranslation('customer');
  const titleId = useId();
  const state = useEndpoint(contactPersonEndpoint, {});
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader titleId={titleId} title={t('customer:myInfo.title')} description={t('customer:myInfo.intro')} />
      {state.status === 'error' && <LoadFailed error={state.error} retry={state.retry} />}
      {state.status === 'loading' && !state.data && <p role="status">{t('customer:myInfo.loading')}</p>}
      {/* A reload (after a 409) starts the form again from what is saved now: its version is the key. */}
      {state.status === 'ready' && (
        <ContactPersonForm key={state.data.version} view={state.data} reload={state.retry} labelledBy={titleId} />
      )}
    </div>
  );
}
