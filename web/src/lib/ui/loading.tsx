import { useTranslation } from 'react-i18next';
import { Spinner } from './spinner';

/**
 * A short wait (session loading, a code being sent, a list's first page), announced politely. A
 * module of its own: screens that only wait (the talent list) do not load the account forms'
 * password rules with it.
 */
export function Loading() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-40 items-center justify-center p-8 text-slate-600">
      <Spinner className="mr-3" />
      {t('loading')}
    </div>
  );
}
