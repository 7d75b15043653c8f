import { useTranslation } from 'react-i18next';
import { routes } from '@vuoro/domain';
import { ButtonLink, Notice } from '@/lib/ui';

export function Title({ children }: { children: string }) {
  return <h1 className="text-2xl font-bold text-slate-900">{children}</h1>;
}

export function ToLogin({ label }: { label?: string }) {
  const { t } = useTranslation('account');
  return (
    <ButtonLink href={routes.login.href()} className="mt-6">
      {label ?? t('account:verify.toLogin')}
    </ButtonLink>
  );
}

/** A link that is not (or no longer) one of ours. */
export function InvalidLink() {
  const { t } = useTranslation(['account', 'errors']);
  return (
    <>
      <Title>{t('account:verify.title')}</Title>
      <div className="mt-4">
        <Notice tone="error">{t('errors:migrationLinkOutdated')}</Notice>
      </div>
      <ToLogin />
    </>
  );
}
