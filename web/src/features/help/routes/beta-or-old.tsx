import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink, PageHeader } from '@/lib/ui';

/**
 * `/beta-or-old` (public): what "the new or the old interface" means, in the user's language —
 * this is the new Vuoro, what moved here and where to go from here.
 */
export default function BetaOrOldRoute() {
  const { t } = useTranslation(['manual', 'common']);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-8">
      <PageHeader title={t('common:screens.betaOrOld')} description={t('manual:helpPages.betaOrOld.intro')} />
      <p className="text-slate-800">{t('manual:helpPages.betaOrOld.same')}</p>
      <p className="text-slate-800">{t('manual:helpPages.betaOrOld.old')}</p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink href={routes.login.href()}>{t('manual:helpPages.betaOrOld.signIn')}</ButtonLink>
        <ButtonLink href={routes.manual.href()} variant="secondary">
          {t('manual:helpPages.betaOrOld.manual')}
        </ButtonLink>
      </div>
    </div>
  );
}
