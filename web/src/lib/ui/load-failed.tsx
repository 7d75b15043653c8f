import { useTranslation } from 'react-i18next';
import { loadErrorMessage } from '../use-endpoint';

export interface LoadFailedProps {
  error: unknown;
  retry: () => void;
  className?: string;
}

/** A failed load: 'Could not load data' (or 'Something went wrong' for a server failure) with a retry. */
export function LoadFailed({ error, retry, className = '' }: LoadFailedProps) {
  const { t } = useTranslation(['errors', 'common']);
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-red-800 ${className}`}>
      {t(loadErrorMessage(error))}
      <button type="button" onClick={retry} className="min-h-11 rounded-lg border border-red-800 px-3 py-1 font-semibold">
        {t('common:error.retry')}
      </button>
    </div>
  );
}
