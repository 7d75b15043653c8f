import { useTranslation } from 'react-i18next';
import { useHomeHref } from '@/lib/home';
import { ButtonLink } from '@/lib/ui/button';
import { MessagePage } from '@/lib/ui/actions';
import { ChunkLoadError } from '@/lib/load-chunk';
import { Button } from '@/lib/ui/button';

export interface ErrorPageProps {
  error: Error;
  onRetry: () => void;
}

/** The error page for route failures: what happened in the user's language, a retry, a way home. */
export function ErrorPage({ error, onRetry }: ErrorPageProps) {
  const { t } = useTranslation();
  const home = useHomeHref();
  const chunk = error instanceof ChunkLoadError;
  return (
    <MessagePage title={t('error.title')} body={chunk ? t('error.chunk') : t('error.body')}>
      <Button onClick={() => (chunk ? window.location.reload() : onRetry())}>{t('error.retry')}</Button>
      <ButtonLink variant="secondary" href={home}>
        {t('nav.home')}
      </ButtonLink>
    </MessagePage>
  );
}
