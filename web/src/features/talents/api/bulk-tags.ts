import { doc, writeBatch, type Firestore } from 'firebase/firestore';
import { chunk, type TagPlanRow } from '@vuoro/domain';

/** How a bulk tag write ended: the talents written, and the rows of the batches that failed. */
export interface BulkTagResult {
  written: TagPlanRow[];
  failed: TagPlanRow[];
}

/**
 * Writes each planned talent's new tags (`after`), in batches of at most 500 (domain
 * BULK_WRITE_BATCH), one after another. A batch is all or nothing, so the talents of a failed
 * batch are unchanged: they are returned as `failed` and the next batches still run. The rules'
 * talent update (admin with a second factor) decides; the talent audit trigger records each change.
 */
export async function writeTagPlan(db: Firestore, rows: readonly TagPlanRow[]): Promise<BulkTagResult> {
  const result: BulkTagResult = { written: [], failed: [] };
  for (const slice of chunk(rows)) {
    const batch = writeBatch(db);
    for (const row of slice) batch.update(doc(db, 'talents', row.id), { tags: row.after });
    try {
      await batch.commit();
      result.written.push(...slice);
    } catch (error) {
      console.warn('vuoro: a bulk tag batch failed', error);
      result.failed.push(...slice);
    }
  }
  return result;
}
