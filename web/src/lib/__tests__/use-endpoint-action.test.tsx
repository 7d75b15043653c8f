import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getListUsers } from '@vuoro/domain';
import common from '@/locales/en/common.json';
import errors from '@/locales/en/errors.json';
import { installAuthProtocol, StaffApiError } from '../staff-api';
import { useEndpointAction } from '../use-endpoint-action';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    defaultNS: 'common',
    resources: { en: { common, errors } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  installAuthProtocol(null);
});
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useEndpointAction', () => {
  it('is busy while the write runs, ignores a second run meanwhile, and says the success', async () => {
    const call = deferred<string>();
    const action = vi.fn((_input: { name: string }) => call.promise);
    const { result } = renderHook(() => useEndpointAction(action, { success: 'common:error.retry' }), { wrapper });

    let first!: Promise<string | undefined>;
    let second!: Promise<string | undefined>;
    act(() => {
      first = result.current.run({ name: 'a' });
    });
    expect(result.current.busy).toBe(true);
    act(() => {
      second = result.current.run({ name: 'a' });
    });
    expect(await second).toBeUndefined();
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => call.resolve('saved'));
    expect(await first).toBe('saved');
    expect(result.current).toMatchObject({ busy: false, error: null, notice: { tone: 'success', text: 'Try again' } });
  });

  it('says the failure in the words the screen chose, keeps the error, and can run again', async () => {
    const conflict = new StaffApiError(409, 'stale');
    const action = vi.fn().mockRejectedValueOnce(conflict).mockResolvedValueOnce('ok');
    const failure = (error: unknown) => (error === conflict ? 'errors:couldNotLoadData' : null);
    const { result } = renderHook(() => useEndpointAction(action as (i: number) => Promise<string>, { failure }), { wrapper });

    await act(async () => expect(await result.current.run(1)).toBeUndefined());
    expect(result.current).toMatchObject({
      busy: false,
      error: conflict,
      notice: { tone: 'error', text: 'Could not load data' },
    });

    await act(async () => expect(await result.current.run(1)).toBe('ok'));
    expect(result.current).toMatchObject({ error: null, notice: null });
  });

  it('tells the screen what was sent on success and on failure, and says a text with its values', async () => {
    const refused = new StaffApiError(409, 'taken');
    const action = vi.fn().mockResolvedValueOnce('booked').mockRejectedValueOnce(refused);
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const failure = () => ({ key: 'errors:network', values: { unused: 1 } });
    const { result } = renderHook(
      () => useEndpointAction(action as (i: string) => Promise<string>, { failure, onSuccess, onFailure }),
      { wrapper },
    );
    await act(async () => void (await result.current.run('shift-1')));
    expect(onSuccess).toHaveBeenCalledWith('booked', 'shift-1');
    await act(async () => void (await result.current.run('shift-2')));
    expect(onFailure).toHaveBeenCalledWith(refused, 'shift-2');
    expect(result.current.notice).toEqual({ tone: 'error', text: 'No connection. Check your network and try again.' });
  });

  it('reads the answer for the success text: an answer that is no success (a conflict) says nothing', async () => {
    const action = vi
      .fn<(i: string) => Promise<{ status: 'saved' | 'conflict' }>>()
      .mockResolvedValueOnce({ status: 'conflict' })
      .mockResolvedValueOnce({ status: 'saved' });
    const success = (answer: { status: 'saved' | 'conflict' }) => (answer.status === 'saved' ? 'common:error.retry' : null);
    const { result } = renderHook(() => useEndpointAction(action, { success }), { wrapper });
    await act(async () => void (await result.current.run('first')));
    expect(result.current.notice).toBeNull();
    await act(async () => void (await result.current.run('second')));
    expect(result.current.notice).toEqual({ tone: 'success', text: 'Try again' });
  });

  it('calls an endpoint of the contract, and says "Something went wrong" by default', async () => {
    installAuthProtocol({
      getToken: async () => 'token',
      requestReauth: async () => false,
      signOut: async () => undefined,
      navigate: () => undefined,
      currentPath: () => '/user-list',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ error: 'boom' }), { status: 500 })),
    );
    const { result } = renderHook(() => useEndpointAction(getListUsers), { wrapper });
    await act(async () => expect(await result.current.run({ query: {} })).toBeUndefined());
    expect(result.current.notice).toEqual({ tone: 'error', text: 'Something went wrong' });
    act(() => result.current.reset());
    expect(result.current.notice).toBeNull();
  });
});
