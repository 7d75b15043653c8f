import { useTranslation } from 'react-i18next';
import { buttonClass, Notice } from '@/lib/ui/account-form';

/** 'Could not load data' and a button that subscribes again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div className="space-y-3">
      <Notice tone="error">{t('errors:couldNotLoadData')}</Notice>
      <button type="button" className={buttonClass.secondary} onClick={onRetry}>
        {t('common:error.retry')}
      </button>
    </div>
  );
}
