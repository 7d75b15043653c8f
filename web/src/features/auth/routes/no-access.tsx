import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ActionLink, MessagePage } from '@/lib/ui/actions';

/** `/no-access`: signed in, but without the role this screen needs (e.g. no employee flag). */
export default function NoAccessRoute() {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('noAccess.title')} body={t('noAccess.body')}>
      <ActionLink href={routes.signout.href()}>{t('noAccess.signOut')}</ActionLink>
      <ActionLink variant="secondary" href={routes.landing.href()}>
        {t('nav.home')}
      </ActionLink>
    </MessagePage>
  );
}
