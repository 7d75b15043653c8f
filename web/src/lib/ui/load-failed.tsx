import { useTranslation } from 'react-i18next';
import { isNotAnEmployee } from '../api-error';
import { loadErrorMessage } from '../use-endpoint';
import { Button } from './button';

export interface LoadFailedProps {
  /** What the load threw (a Staff API answer says more); none for a live read that only says it failed. */
  error?: unknown;
  /** Offers 'Try again'; left out where trying again cannot help (e.g. 'Shift not found'). */
  retry?: (() => void) | undefined;
  /** The screen's own text for the failure (translated), instead of the general one. */
  message?: string | undefined;
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
    <div
      role="alert"
      className={`flex flex-wrap items-center gap-3 rounded-lg border-l-4 border-red-700 bg-red-50 p-3 text-red-900 ${className}`}
    >
      <span className="grow">{message ?? t(loadErrorMessage(error))}</span>
      {retry && (
        <Button variant="secondary" onClick={retry}>
          {t('common:error.retry')}
        </Button>
      )}
    </div>
  );
}
