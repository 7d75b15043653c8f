import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';

/** `/no-access`: signed in, but without the role this screen needs (e.g. no employee flag). */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('noAccess.title')} body={t('noAccess.body')}>
      <ButtonLink href={routes.signout.href()}>{t('noAccess.signOut')}</ButtonLink>
      <ButtonLink variant="secondary" href={routes.landing.href()}>
        {t('nav.home')}
      </ButtonLink>
    </MessagePage>
  );
}
