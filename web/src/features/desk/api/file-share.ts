import { putDeskShareFile, type LocalizedText } from '@vuoro/domain';
import { callEndpoint } from '@/lib/staff-api';
import { readFileUpload } from './file-read';

export interface ShareFileInput {
  file: File;
  to: { employeeId: string } | { everyone: true };
  description: LocalizedText;
}

/**
 * Reads the chosen file in the browser and shares it with one employee or with every employee
 * (PUT /v1/Desk/Files/Share); answers the shared file.
 */
export async function shareFile({ file, to, description }: ShareFileInput) {
  const upload = await readFileUpload(file);
  return callEndpoint(putDeskShareFile, { body: { ...to, ...upload, description } });
}
