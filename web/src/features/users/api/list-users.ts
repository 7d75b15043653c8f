import { useCallback, useEffect, useState } from 'react';
import { listUsersQuery, listUsersResponse, type ListUsersQuery, type ListUsersResponse } from '@vuoro/domain';
import { callStaffApi } from '@/lib/staff-api';

export const listUsersInput = listUsersQuery;
export type ListUsersInput = Partial<ListUsersQuery>;

/** GET /v1/User/ListUsers?skip,take,search,customers (userManager). */
export function listUsers(input: ListUsersInput, signal?: AbortSignal): Promise<ListUsersResponse> {
  return callStaffApi('/v1/User/ListUsers', listUsersResponse, {
    auth: true,
    query: { skip: input.skip, take: input.take, search: input.search || undefined, customers: input.customers },
    ...(signal ? { signal } : {}),
  });
}

export type ListUsersState =
  | { status: 'loading'; data: ListUsersResponse | null }
  | { status: 'ready'; data: ListUsersResponse }
  | { status: 'error'; data: ListUsersResponse | null; error: unknown };

interface Settled {
  key: string;
  data: ListUsersResponse | null;
  error?: unknown;
}

/** One page of users; keeps the previous page on screen while the next one loads. */
export function useListUsers(input: ListUsersInput): ListUsersState & { retry: () => void } {
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { skip, take, search, customers } = input;
  const key = JSON.stringify([skip, take, search, customers, attempt]);
  useEffect(() => {
    const controller = new AbortController();
    listUsers({ skip, take, search, customers }, controller.signal).then(
      (data) => setSettled({ key, data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled((s) => ({ key, data: s?.data ?? null, error }));
      },
    );
    return () => controller.abort();
  }, [key, skip, take, search, customers]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const data = settled?.data ?? null;
  if (settled?.key !== key) return { status: 'loading', data, retry };
  if (settled.error !== undefined || !data) return { status: 'error', data, error: settled.error, retry };
  return { status: 'ready', data, retry };
}
