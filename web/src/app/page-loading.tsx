import { useTranslation } from 'react-i18next';

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
      <span
        className="mr-3 inline-block size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {t('loading')}
    </div>
  );
}
