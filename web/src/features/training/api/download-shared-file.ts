import { getSharedFile } from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';

export interface DownloadSharedFileInput {
  id: string;
  fileName: string;
}

/**
 * Downloads a shared file through the Staff API (GET /v1/Employee/SharedFiles/{id}: the caller is
 * checked and the first download recorded there) and hands it to the browser's download under its name.
 */
export async function downloadSharedFile({ id, fileName }: DownloadSharedFileInput): Promise<void> {
  saveStaffFile(await fetchStaffFile(getSharedFile, { params: { id } }, { fallbackName: fileName }));
}
