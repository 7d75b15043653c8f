import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListUsers } from '@vuoro/domain';
import { installAuthProtocol, StaffApiError } from '../staff-api';
import { loadErrorMessage, useEndpoint } from '../use-endpoint';

/** The one query hook of Staff API screens, over scripted network answers. */
type Pending = { url: string; signal: AbortSignal; resolve: (r: Response) => void };
let pending: Pending[];

beforeEach(() => {
  pending = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (url: URL, init: RequestInit) =>
        new Promise<Response>((resolve) => pending.push({ url: String(url), signal: init.signal!, resolve })),
    ),
  );
  installAuthProtocol({
    getToken: async () => 'token',
    requestReauth: async () => false,
    signOut: async () => undefined,
    navigate: () => undefined,
    currentPath: () => '/user-list',
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  installAuthProtocol(null);
});

const page = (total: number) => new Response(JSON.stringify({ total, users: [] }), { status: 200 });
const answer = async (i: number, response: Response) => {
  await waitFor(() => expect(pending.length).toBeGreaterThan(i));
  await act(async () => pending[i]!.resolve(response));
};

describe('useEndpoint', () => {
  it('loads, keeps the previous answer while the next input loads, and aborts the call it replaces', async () => {
    const { result, rerender } = renderHook(({ skip }) => useEndpoint(getListUsers, { query: { skip } }), {
      initialProps: { skip: 0 },
    });
    expect(result.current).toMatchObject({ status: 'loading', data: null });
    await answer(0, page(1));
    expect(result.current).toMatchObject({ status: 'ready', data: { total: 1 } });

    rerender({ skip: 25 });
    expect(result.current).toMatchObject({ status: 'loading', data: { total: 1 } });
    await waitFor(() => expect(pending).toHaveLength(2));
    rerender({ skip: 50 });
    await waitFor(() => expect(pending).toHaveLength(3));
    expect(pending[1]!.signal.aborted).toBe(true);
    await answer(2, page(3));
    expect(result.current).toMatchObject({ status: 'ready', data: { total: 3 } });
    expect(new URL(pending[2]!.url).searchParams.get('skip')).toBe('50');
  });

  it('reports a failure with the data it had, and retry() calls again', async () => {
    const { result } = renderHook(() => useEndpoint(getListUsers, { query: {} }));
    await answer(0, new Response('{"error":"Something went wrong"}', { status: 500 }));
    expect(result.current.status).toBe('error');
    expect(result.current.status === 'error' && loadErrorMessage(result.current.error)).toBe('errors:somethingWentWrong');
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await answer(1, page(2));
    expect(result.current).toMatchObject({ status: 'ready', data: { total: 2 } });
  });

  it('calls nothing while the input is null', () => {
    const { result } = renderHook(() => useEndpoint(getListUsers, null));
    expect(result.current.status).toBe('loading');
    expect(pending).toHaveLength(0);
  });

  it("says 'Could not load data' for a refusal or a network failure", () => {
    expect(loadErrorMessage(new TypeError('Failed to fetch'))).toBe('errors:couldNotLoadData');
    expect(loadErrorMessage(new StaffApiError(403, 'impersonated'))).toBe('errors:couldNotLoadData');
  });

  it('share: readers that mount together make one request; it is aborted only when the last one leaves', async () => {
    const useBoth = () => ({
      badge: useEndpoint(getListUsers, { query: {} }, { share: true }),
      button: useEndpoint(getListUsers, { query: {} }, { share: true }),
    });
    const first = renderHook(useBoth);
    await waitFor(() => expect(pending).toHaveLength(1));
    await answer(0, page(4));
    expect(first.result.current.badge).toMatchObject({ status: 'ready', data: { total: 4 } });
    expect(first.result.current.button).toMatchObject({ status: 'ready', data: { total: 4 } });
    first.unmount();

    // Answered calls are forgotten: the next readers ask again. One of them leaving keeps the call.
    const useReader = () => useEndpoint(getListUsers, { query: {} }, { share: true });
    const stays = renderHook(useReader);
    const leaves = renderHook(useReader);
    await waitFor(() => expect(pending).toHaveLength(2));
    leaves.unmount();
    expect(pending[1]!.signal.aborted).toBe(false);
    await answer(1, page(5));
    expect(stays.result.current).toMatchObject({ status: 'ready', data: { total: 5 } });
    stays.unmount();

    const alone = renderHook(useReader);
    await waitFor(() => expect(pending).toHaveLength(3));
    alone.unmount();
    expect(pending[2]!.signal.aborted).toBe(true);
  });

  it('without share, two readers of the same input make two requests', async () => {
    const { unmount } = renderHook(() => [useEndpoint(getListUsers, { query: {} }), useEndpoint(getListUsers, { query: {} })]);
    await waitFor(() => expect(pending).toHaveLength(2));
    unmount();
  });

  it('says the account has no access to the employee views for a 403 notAnEmployee', () => {
    expect(loadErrorMessage(new StaffApiError(403, 'notAnEmployee'))).toBe('errors:notAnEmployee');
  });
});
