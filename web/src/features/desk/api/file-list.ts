import { getDeskSharedFiles } from '@vuoro/domain';
import { useEndpoint } from '@/lib/use-endpoint';

/** The shared files, newest first, with their recipients and downloads (GET /v1/Desk/Files). */
export function useDeskSharedFiles() {
  return useEndpoint(getDeskSharedFiles, {});
}
