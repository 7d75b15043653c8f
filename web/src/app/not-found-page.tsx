import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage mark="404" title={t('notFound.title')} body={t('notFound.body')}>
      <ButtonLink href={routes.landing.href()}>{t('nav.home')}</ButtonLink>
    </MessagePage>
  );
}
