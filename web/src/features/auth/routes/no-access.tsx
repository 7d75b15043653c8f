import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { useHomeHref } from '@/lib/home';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';

/** `/no-access`: signed in, but without the role this screen needs (e.g. no employee flag). */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  const home = useHomeHref();
  return (
    <MessagePage title={t('noAccess.title')} body={t('noAccess.body')}>
      <ButtonLink href={routes.signout.href()}>{t('noAccess.signOut')}</ButtonLink>
      <ButtonLink variant="secondary" href={home}>
        {t('nav.home')}
      </ButtonLink>
    </MessagePage>
  );
}
