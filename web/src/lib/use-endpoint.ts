import { useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, EndpointCall, EndpointResult } from '@vuoro/domain';
import { isNotAnEmployee, isServerFailure } from './api-error';
import { callEndpoint } from './staff-api';

/**
 * What a screen reading a Staff API route shows. `data` is the last answer, kept on screen while
 * the next one loads or after it failed (keep-previous-data), so paging and filtering never
 * blank the list.
 */
export type EndpointState<T> =
  | { status: 'loading'; data: T | null; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'error'; data: T | null; error: unknown; retry: () => void };

type Settled<T> = { key: string; data: T | null; error?: unknown; failed: boolean };

/**
 * The one query hook for Staff API screens: calls `endpoint` with `input` whenever the input
 * changes (a stable JSON key), aborts the call it replaces, and offers `retry()`. `input` null:
 * nothing is called yet (e.g. a form not yet sent).
 */
export function useEndpoint<E extends AnyEndpoint>(endpoint: E, input: EndpointCall<E> | null): EndpointState<EndpointResult<E>> {
  type T = EndpointResult<E>;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const key = input === null ? null : `${endpoint.method} ${endpoint.path} ${JSON.stringify(input)} #${attempt}`;
  useEffect(() => {
    if (key === null || input === null) return undefined;
    const controller = new AbortController();
    callEndpoint(endpoint, input, { signal: controller.signal }).then(
      (data) => setSettled({ key, data, failed: false }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((s) => ({ key, data: s?.data ?? null, error, failed: true }));
      },
    );
    return () => controller.abort();
    // `input` is named by `key` (its JSON); the endpoint is a module constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const data = settled?.data ?? null;
  if (key === null || settled?.key !== key) return { status: 'loading', data, retry };
  if (settled.failed) return { status: 'error', data, error: settled.error, retry };
  return { status: 'ready', data: settled.data as T, retry };
}

/** Re-exported for the screens that read it from here; lib/api-error.ts owns it. */
export { isNotAnEmployee };

/**
 * The message a failed load shows beside its retry: 'Your account does not have access to the
 * employee views.' for `notAnEmployee`, 'Something went wrong' for a server failure, the rest
 * 'Could not load data'.
 */
export function loadErrorMessage(
  error: unknown,
): 'errors:notAnEmployee' | 'errors:somethingWentWrong' | 'errors:couldNotLoadData' {
  if (isNotAnEmployee(error)) return 'errors:notAnEmployee';
  return isServerFailure(error) ? 'errors:somethingWentWrong' : 'errors:couldNotLoadData';
}
