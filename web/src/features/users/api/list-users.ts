import { getListUsers, listUsersQuery, type ListUsersQuery } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

export const listUsersInput = listUsersQuery;
export type ListUsersInput = Partial<ListUsersQuery>;

/**
 * One page of users (GET /v1/User/ListUsers, userManager); the previous page stays on screen while
 * the next one loads. Pass the previous answer's `next` as `cursor` to page forward: the server
 * then reads one page, where `skip` alone would make it read the skipped records too.
 */
export function useListUsers({ skip, take, search, customers, cursor }: ListUsersInput) {
  const only = customers === undefined ? undefined : customers ? 'true' : 'false';
  return useEndpoint(getListUsers, { query: { skip, take, search: search || undefined, customers: only, cursor } });
}
