import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnyEndpoint, EndpointCall, EndpointResult } from '@vuoro/domain';
import { errorText } from './api-error';
import { callEndpoint } from './staff-api';

/** What a write says when it ends: a success (`role=status`) or a failure (`role=alert`), translated. */
export interface ActionNotice {
  tone: 'success' | 'error';
  text: string;
}

/** A text to show: an i18n key, or a key with its interpolation values. */
export type ActionText = string | { key: string; values?: Record<string, unknown> | undefined };

export interface EndpointActionOptions<I = never, R = unknown> {
  /**
   * i18n key of the text shown after a success; none: the screen says it its own way (or moves on).
   * A function reads the answer: e.g. a save answered "conflict" (someone else saved meanwhile) is no
   * success to announce, so it gives `null` and the screen shows the conflict instead.
   */
  success?: string | ((result: R, input: I) => ActionText | null);
  /**
   * i18n key of the text for a failure; `null` when the screen shows nothing for it (e.g. a 401, the
   * session protocol already signs the user out). Default: 'Something went wrong'.
   */
  failure?: (error: unknown) => ActionText | null;
  /** After a success, with the answer and what was sent (the screen moves on, reloads, says more). */
  onSuccess?: (result: R, input: I) => void;
  /** After a failure, with the error and what was sent (e.g. an offer gone meanwhile leaves the list). */
  onFailure?: (error: unknown, input: I) => void;
}

/** A write the hook runs: an endpoint of the contract, or an api/ function of the feature. */
export type Action<I, R> = AnyEndpoint | ((input: I) => Promise<R>);
type InputOf<A> = A extends AnyEndpoint ? EndpointCall<A> : A extends (input: infer I) => Promise<unknown> ? I : never;
type ResultOf<A> = A extends AnyEndpoint ? EndpointResult<A> : A extends (input: never) => Promise<infer R> ? R : never;

export interface EndpointAction<I, R> {
  /** Runs the write; resolves to its answer, or undefined when it failed or another run was still busy. */
  run: (input: I) => Promise<R | undefined>;
  busy: boolean;
  notice: ActionNotice | null;
  /** The last failure as thrown (for screens that branch on it through lib/api-error.ts); null after a success. */
  error: unknown;
  /** Clears the notice and the error (e.g. when the user edits the form again). */
  reset: () => void;
}

const textOf = (translate: (key: string, values?: Record<string, unknown>) => string, text: ActionText) =>
  typeof text === 'string' ? translate(text) : translate(text.key, text.values ?? {});

const DEFAULT_FAILURE = (error: unknown) => errorText(error, { fallback: 'errors:somethingWentWrong' });

/**
 * The one write hook of the screens: `busy` while the call runs (buttons show it and refuse a
 * second press: a run while busy is ignored), a success text, and on failure the text the
 * screen chose for that error. It never touches the form: what the user typed stays for another try.
 */
export function useEndpointAction<A extends Action<never, unknown>>(
  action: A,
  options: EndpointActionOptions<InputOf<A>, ResultOf<A>> = {},
): EndpointAction<InputOf<A>, ResultOf<A>> {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<ActionNotice | null>(null);
  const [error, setError] = useState<unknown>(null);
  const running = useRef(false);
  const latest = useRef({ action, options, t });
  // The run reads the latest action, texts and language (runs are started by events, after the commit).
  useEffect(() => {
    latest.current = { action, options, t };
  });

  const run = useCallback(async (input: InputOf<A>): Promise<ResultOf<A> | undefined> => {
    if (running.current) return undefined;
    running.current = true;
    setBusy(true);
    setNotice(null);
    const { action: current, options: opts, t: translate } = latest.current;
    try {
      const result = (
        typeof current === 'function'
          ? await (current as (i: InputOf<A>) => Promise<unknown>)(input)
          : await callEndpoint(current as AnyEndpoint, input as never)
      ) as ResultOf<A>;
      setError(null);
      const said = typeof opts.success === 'function' ? opts.success(result, input) : (opts.success ?? null);
      setNotice(said === null ? null : { tone: 'success', text: textOf(translate, said) });
      opts.onSuccess?.(result, input);
      return result;
    } catch (failure) {
      setError(failure);
      const text = (opts.failure ?? DEFAULT_FAILURE)(failure);
      setNotice(text === null ? null : { tone: 'error', text: textOf(translate, text) });
      opts.onFailure?.(failure, input);
      return undefined;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  const reset = useCallback(() => {
    setNotice(null);
    setError(null);
  }, []);

  return { run, busy, notice, error, reset };
}
