import { useTranslation } from 'react-i18next';
import { LoadFailed } from '@/lib/ui/load-failed';
import type { EndpointState } from '@/lib/use-endpoint';

/** Each failed load with its own text ('Could not load employment relationships', …) and its retry. */
export function LoadFailures({ failures }: { failures: { key: string; state: EndpointState<unknown> }[] }) {
  const { t } = useTranslation('customer');
  return (
    <>
      {failures.map(({ key, state }) =>
        state.status === 'error' ? (
          <LoadFailed key={key} error={state.error} retry={state.retry} message={t(key)} className="mt-4" />
        ) : null,
      )}
    </>
  );
}
