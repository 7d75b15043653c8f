import { getPrintReport, type RosterQuery } from '@vuoro/domain';
import { fetchStaffFile, saveStaffFile } from '@/lib/staff-file';

export type DownloadRosterInput = RosterQuery;

/**
 * Downloads a place's roster for a Helsinki period as PDF (GET /v1/Prints/Customer/PrintReport:
 * the server renders it in the caller's language) and hands it to the browser's download.
 */
export async function downloadRoster(query: DownloadRosterInput): Promise<void> {
  saveStaffFile(await fetchStaffFile(getPrintReport, { query }, { fallbackName: `roster-${query.from}-${query.until}.pdf` }));
}
