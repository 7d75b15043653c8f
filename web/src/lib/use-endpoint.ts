import { startTransition, useCallback, useEffect, useState } from 'react';
import type { AnyEndpoint, EndpointCall, EndpointResult } from '@vuoro/domain';
import { isNotAnEmployee, isServerFailure } from './api-error';
import { onSessionEnd } from './session-end';
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

/** A call several readers share (`share: true`): its answer, and how many readers still wait for it. */
type SharedCall = { promise: Promise<unknown>; controller: AbortController; readers: number };
const inFlight = new Map<string, SharedCall>();
onSessionEnd(() => {
  for (const call of inFlight.values()) call.controller.abort();
  inFlight.clear();
});

/**
 * Joins the call of `key` in flight, or starts it. The call is aborted only when its last reader
 * leaves before the answer; once answered it is forgotten, so a later read asks again.
 */
function joinCall(
  key: string,
  start: (signal: AbortSignal) => Promise<unknown>,
): { answer: Promise<unknown>; leave: () => void } {
  let call = inFlight.get(key);
  if (!call) {
    const controller = new AbortController();
    const started: SharedCall = { promise: start(controller.signal), controller, readers: 0 };
    const forget = () => {
      if (inFlight.get(key) === started) inFlight.delete(key);
    };
    started.promise.then(forget, forget);
    inFlight.set(key, started);
    call = started;
  }
  const joined = call;
  joined.readers += 1;
  return {
    answer: joined.promise,
    leave: () => {
      joined.readers -= 1;
      if (joined.readers === 0 && inFlight.get(key) === joined) {
        inFlight.delete(key);
        joined.controller.abort();
      }
    },
  };
}

export interface EndpointHookOptions {
  /**
   * Readers of the same input that mount together share one request (e.g. the menu's badge and a
   * screen's button reading one count). Off by default: a screen's own read stays its own.
   */
  share?: boolean;
}

/**
 * The one query hook for Staff API screens: calls `endpoint` with `input` whenever the input
 * changes (a stable JSON key), aborts the call it replaces, and offers `retry()`. `input` null:
 * nothing is called yet (e.g. a form not yet sent).
 */
export function useEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointCall<E> | null,
  { share = false }: EndpointHookOptions = {},
): EndpointState<EndpointResult<E>> {
  type T = EndpointResult<E>;
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const key = input === null ? null : `${endpoint.method} ${endpoint.path} ${JSON.stringify(input)} #${attempt}`;
  useEffect(() => {
    if (key === null || input === null) return undefined;
    let current = true;
    const call = share
      ? joinCall(key, (signal) => callEndpoint(endpoint, input, { signal }))
      : ownCall((signal) => callEndpoint(endpoint, input, { signal }));
    // An answer renders as a transition: a long list is drawn in slices that leave the page free
    // to scroll and answer between them, instead of in one long task.
    call.answer.then(
      (data) => {
        if (current) startTransition(() => setSettled({ key, data: data as T, failed: false }));
      },
      (error: unknown) => {
        if (current) startTransition(() => setSettled((s) => ({ key, data: s?.data ?? null, error, failed: true })));
      },
    );
    return () => {
      current = false;
      call.leave();
    };
    // `input` is named by `key` (its JSON); the endpoint is a module constant.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, share]);
  const data = settled?.data ?? null;
  if (key === null || settled?.key !== key) return { status: 'loading', data, retry };
  if (settled.failed) return { status: 'error', data, error: settled.error, retry };
  return { status: 'ready', data: settled.data as T, retry };
}

/** A reader's own call: aborted when the reader leaves. */
function ownCall(start: (signal: AbortSignal) => Promise<unknown>): { answer: Promise<unknown>; leave: () => void } {
  const controller = new AbortController();
  return { answer: start(controller.signal), leave: () => controller.abort() };
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
