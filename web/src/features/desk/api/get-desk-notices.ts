import { getDeskNotices } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The notices and news published, newest first, each with how many employees have read it (GET /v1/Desk/Notices). */
export function useDeskNotices() {
  return useEndpoint(getDeskNotices, {});
}
