import { useTranslation } from 'react-i18next';
import { LoadFailed, PageHeader } from '@/lib/ui';
import { useEndpoint } from '@/lib/use-endpoint';
import { contactUsEndpoint } from '../api/contact-us';
import { ContactMessageForm } from './contact-message-form';
import { ServiceCentre } from './service-centre';

/** `/customer/contact-us`: whom to call or write to at the agency, and a message to the service centre. */
export function CustomerContactUs() {
  const { t } = useTranslation('customer');
  const state = useEndpoint(contactUsEndpoint, {});
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <PageHeader title={t('customer:contact.title')} description={t('customer:contact.intro')} />
      {state.status === 'error' && <LoadFailed error={state.error} retry={state.retry} />}
      {state.status === 'loading' && !state.data && <p role="status">{t('customer:contact.loading')}</p>}
      {state.data && <ServiceCentre view={state.data} />}
      <ContactMessageForm replyTo={state.data?.replyTo ?? null} />
    </div>
  );
}
