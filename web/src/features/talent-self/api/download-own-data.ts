import { dataExport, type DataExport } from '@vuoro/domain';
import { callFunction } from '@/lib/callable';
import { exportFileName } from '../model';

/**
 * Everything kept about the signed-in account (GDPR Art. 15), gathered by the `exportOwnData`
 * callable with the Admin SDK (functions/src/dataExport/): what the rules keep from the talent
 * too, such as recruiters' notes and the audit trail.
 */
export function fetchOwnData(): Promise<DataExport> {
  return callFunction('exportOwnData', dataExport, {});
}

/** Fetches the account's data and saves it as `vuoro-my-data-YYYY-MM-DD.json`. */
export async function downloadOwnData(): Promise<void> {
  const json = JSON.stringify(await fetchOwnData(), null, 2);
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(new Date());
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadOwnData() {
  return downloadOwnData;
}
