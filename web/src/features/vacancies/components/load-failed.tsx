import { useTranslation } from 'react-i18next';
import { Notice } from '@/lib/ui/account-form';
import { Button } from '@/lib/ui/button';

/** 'Could not load data' and a button that subscribes again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div className="space-y-3">
      <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
      <Button variant="secondary" onClick={onRetry}>
        {t('common:error.retry')}
      </Button>
    </div>
  );
}
