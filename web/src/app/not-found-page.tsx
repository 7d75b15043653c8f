import { useTranslation } from 'react-i18next';
import { useHomeHref } from '@/lib/home';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';

export function NotFoundPage() {
  const { t } = useTranslation();
  const home = useHomeHref();
  return (
    <MessagePage mark="404" title={t('notFound.title')} body={t('notFound.body')}>
      <ButtonLink href={home}>{t('nav.home')}</ButtonLink>
    </MessagePage>
  );
}
