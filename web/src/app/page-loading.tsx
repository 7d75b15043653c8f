import { useTranslation } from 'react-i18next';
import { Spinner } from '@/lib/ui/spinner';

/** `data-page-loading`: while one shows, the first screen is not there yet (app/first-screen-shown.ts). */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-page-loading=""
      className="flex min-h-40 items-center justify-center p-8 text-slate-600"
    >
      <Spinner className="mr-3" />
      {t('loading')}
    </div>
  );
}
