import { useTranslation } from 'react-i18next';
import { ChangeEmailForm } from '../components/identity-settings';

/** `/profile/email`: the change-email form alone. */
export default function ProfileEmailRoute() {
  const { t } = useTranslation('account');
  return (
    <section aria-labelledby="profile-email-title" className="mx-auto max-w-xl space-y-6 px-4 py-8">
      <h1 id="profile-email-title" className="text-2xl font-bold text-slate-900">
        {t('account:settings.emailTitle')}
      </h1>
      <ChangeEmailForm />
    </section>
  );
}
