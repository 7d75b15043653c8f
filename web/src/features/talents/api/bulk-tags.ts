import { doc, runTransaction, type Firestore } from 'firebase/firestore';
import { chunk, idName, rebaseTagRow, type TagPlanRow } from '@vuoro/domain';

/** How a bulk tag write ended: the talents written, and the rows of the batches that failed. */
export interface BulkTagResult {
  written: TagPlanRow[];
  failed: TagPlanRow[];
}

/**
 * Writes each planned talent's new tags, in transactions of at most 500 talents (domain
 * BULK_WRITE_BATCH), one after another. Each transaction reads the talents' tags as they are now
 * and re-bases its rows on them (domain `rebaseTagRow`): a tag another recruiter added or removed
 * since the list was read is kept, never silently replaced, and `written` holds what was really
 * written (what Undo takes back). A transaction is all or nothing, so the talents of a failed one
 * are unchanged: they are returned as `failed` and the next ones still run. The rules' talent
 * update (admin with a second factor) decides; the talent audit trigger records each change.
 */
export async function writeTagPlan(db: Firestore, rows: readonly TagPlanRow[]): Promise<BulkTagResult> {
  const result: BulkTagResult = { written: [], failed: [] };
  /** The stored tags, or null when they are not in the shape we write (then the talent is left alone). */
  const tagsOf = (data: Record<string, unknown> | undefined) => {
    const parsed = idName.array().safeParse(data?.tags ?? []);
    return parsed.success ? parsed.data : null;
  };
  for (const slice of chunk(rows)) {
    try {
      const { rebased, unreadable } = await runTransaction(db, async (tx) => {
        const refs = slice.map((row) => doc(db, 'talents', row.id));
        const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
        const out = { rebased: [] as TagPlanRow[], unreadable: [] as TagPlanRow[] };
        slice.forEach((row, i) => {
          if (!snaps[i]!.exists()) return; // deleted since the list was read: nothing to tag
          const current = tagsOf(snaps[i]!.data());
          if (!current) {
            out.unreadable.push(row);
            return;
          }
          const next = rebaseTagRow(row, current);
          if (!next) return;
          tx.update(refs[i]!, { tags: next.after });
          out.rebased.push(next);
        });
        return out;
      });
      result.written.push(...rebased);
      result.failed.push(...unreadable);
    } catch (error) {
      console.warn('vuoro: a bulk tag transaction failed', error);
      result.failed.push(...slice);
    }
  }
  return result;
}
