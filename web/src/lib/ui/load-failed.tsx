import { useTranslation } from 'react-i18next';
import { isNotAnEmployee, loadErrorMessage } from '../use-endpoint';

export interface LoadFailedProps {
  error: unknown;
  /** Offers 'Retry'; left out where trying again cannot help (e.g. 'Shift not found'). */
  retry?: () => void;
  /** The screen's own text for the failure (translated), instead of the general one. */
  message?: string;
  className?: string;
}

/**
 * A failed load: the screen's own message, or 'Could not load data' ('Something went wrong' for
 * a server failure), with a retry. A caller who is not an employee hears that, without a retry.
 */
export function LoadFailed({ error, retry: offered, message: own, className = '' }: LoadFailedProps) {
  const { t } = useTranslation(['errors', 'common']);
  const refused = isNotAnEmployee(error);
  const message = refused ? undefined : own;
  const retry = refused ? undefined : offered;
  return (
    <div role="alert" className={`flex flex-wrap items-center gap-3 rounded-lg bg-red-50 p-3 text-red-800 ${className}`}>
      {message ?? t(loadErrorMessage(error))}
      {retry && (
        <button type="button" onClick={retry} className="min-h-11 rounded-lg border border-red-800 px-3 py-1 font-semibold">
          {t('common:error.retry')}
        </button>
      )}
    </div>
  );
}
