import { getSharedFiles } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The files shared with the caller or with every employee, newest first (GET /v1/Employee/SharedFiles). */
export function useSharedFiles() {
  return useEndpoint(getSharedFiles, {});
}
