import { getDeskMessageSends } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The messages sent at the desk, newest first, each with its counts (GET /v1/Desk/Messages?skip&take). */
export function useDeskMessageSends(skip: number, take: number) {
  return useEndpoint(getDeskMessageSends, { query: { skip, take } });
}
