import { useTranslation } from 'react-i18next';

/**
 * A short wait (session loading, a code being sent, a list's first page), announced politely. A
 * module of its own: screens that only wait (the talent list) do not load the account forms'
 * password rules with it.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center p-8 text-slate-600">
      <span
        className="mr-3 inline-block size-5 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
        aria-hidden="true"
      />
      {t('loading')}
    </div>
  );
}
