import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ActionLink, MessagePage } from '@/lib/ui/actions';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage mark="404" title={t('notFound.title')} body={t('notFound.body')}>
      <ActionLink href={routes.landing.href()}>{t('nav.home')}</ActionLink>
    </MessagePage>
  );
}
