import { recordTalentExportResponse, talentExportFileName } from '@vuoro/domain';
import type { CsvTalent } from '../lib/bulk-csv';
import { loadChunk } from '@/lib/load-chunk';

/**
 * Exports talents as CSV (issue 27 item 3): first the export goes on the recruiter's audit trail
 * (recordTalentExport, a callable: personal data leaves the system), and only after that answers
 * is the file built and downloaded. The callable client and papaparse load here, on demand.
 */
export async function exportTalentsCsv(talents: readonly CsvTalent[], header: CsvTalent): Promise<void> {
  const [{ callFunction }, csv] = await Promise.all([
    loadChunk(() => import('@/lib/callable')),
    loadChunk(() => import('../lib/bulk-csv')),
  ]);
  await callFunction('recordTalentExport', recordTalentExportResponse, { count: talents.length });
  csv.downloadCsv(csv.talentsCsv(talents, header), talentExportFileName(new Date()));
}
