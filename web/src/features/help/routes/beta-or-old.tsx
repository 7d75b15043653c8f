import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink, PageHeader } from '@/lib/ui';

/**
 * `/beta-or-old` (public): what "the new or the old interface" means, in the user's language —
 * this is the new Vuoro, what moved here and where to go from here.
 */
export default function BetaOrOldRoute() {
  const { t } = useTranslation(['help', 'common']);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <PageHeader title={t('common:screens.betaOrOld')} description={t('help:betaOrOld.intro')} />
      <p className="text-slate-800">{t('help:betaOrOld.same')}</p>
      <p className="text-slate-800">{t('help:betaOrOld.old')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={routes.login.href()}>{t('help:betaOrOld.signIn')}</ButtonLink>
        <ButtonLink href={routes.manual.href()} variant="secondary">
          {t('help:betaOrOld.manual')}
        </ButtonLink>
      </div>
    </div>
  );
}
