import { getListUsers, listUsersQuery, type ListUsersQuery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const listUsersInput = listUsersQuery;
export type ListUsersInput = Partial<ListUsersQuery>;

/** One page of users (GET /v1/User/ListUsers, userManager); the previous page stays on screen while the next one loads. */
export function useListUsers({ skip, take, search, customers }: ListUsersInput) {
  const only = customers === undefined ? undefined : customers ? 'true' : 'false';
  return useEndpoint(getListUsers, { query: { skip, take, search: search || undefined, customers: only } });
}
