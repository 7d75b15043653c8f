import { z } from 'zod';
import { AGENCY_TIME_ZONE } from './constants';
import type { IdName } from './entities/common';
import { dateTimeFormat } from './intl-formats';

/**
 * Bulk actions on the talent list (issue 27 item 3): the rules the web app, the export callable
 * and the tests share. A tag change is planned here (who changes, from what to what) so that its
 * Undo restores exactly each talent's previous tags; writes go in batches of at most
 * BULK_WRITE_BATCH (Firestore's limit of writes per batch).
 */

/** Firestore writes at most 500 documents in one batch. */
export const BULK_WRITE_BATCH = 500;
/** A talent holds at most this many tags (firestore.rules `listIn(d, 'tags', 100)`). */
export const TALENT_TAGS_MAX = 100;

/** `items` in consecutive slices of at most `size`. */
export function chunk<T>(items: readonly T[], size: number = BULK_WRITE_BATCH): T[][] {
  if (size < 1) throw new Error('chunk size must be at least 1');
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export type TagChange = { op: 'add'; tag: IdName } | { op: 'remove'; tagId: string };

/** One talent's tags before and after a bulk change. */
export interface TagPlanRow {
  id: string;
  before: IdName[];
  after: IdName[];
}

/** The tags after `change`: an added tag goes last (once, never past TALENT_TAGS_MAX); a removed one goes wherever it was. */
export function applyTagChange(tags: readonly IdName[], change: TagChange): IdName[] {
  if (change.op === 'remove') return tags.filter((t) => t.id !== change.tagId);
  if (tags.some((t) => t.id === change.tag.id) || tags.length >= TALENT_TAGS_MAX) return [...tags];
  return [...tags, { id: change.tag.id, name: change.tag.name }];
}

/**
 * The talents a bulk tag change actually changes, each with its tags before (what Undo writes
 * back) and after; a talent that already has the tag (or lacks the removed one) is left out.
 * `full`: talents that could not take an added tag because they hold TALENT_TAGS_MAX already.
 */
export function planTagChange(
  talents: readonly { id: string; tags: readonly IdName[] }[],
  change: TagChange,
): { rows: TagPlanRow[]; unchanged: number; full: number } {
  const rows: TagPlanRow[] = [];
  let full = 0;
  for (const talent of talents) {
    const after = applyTagChange(talent.tags, change);
    if (after.length === talent.tags.length) {
      if (change.op === 'add' && !talent.tags.some((t) => t.id === change.tag.id)) full += 1;
      continue;
    }
    rows.push({ id: talent.id, before: talent.tags.map((t) => ({ id: t.id, name: t.name })), after });
  }
  return { rows, unchanged: talents.length - rows.length, full };
}

/**
 * A planned row re-based on the talent's tags as they are when written (`current`), so that a
 * change someone else made since the list was read is kept, never replaced: when `current` is
 * still the row's `before`, the row is written as planned (Undo then restores the exact order);
 * otherwise only the row's own difference is applied — its added tags appended where missing
 * (never past TALENT_TAGS_MAX), its removed tags taken out. `null` when nothing would change.
 */
export function rebaseTagRow(row: TagPlanRow, current: readonly IdName[]): TagPlanRow | null {
  const copy = (tags: readonly IdName[]) => tags.map((t) => ({ id: t.id, name: t.name }));
  const sameTags = (a: readonly IdName[], b: readonly IdName[]) =>
    a.length === b.length && a.every((t, i) => t.id === b[i]!.id && t.name === b[i]!.name);
  if (sameTags(current, row.before)) return sameTags(row.before, row.after) ? null : { ...row, before: copy(current) };
  const beforeIds = new Set(row.before.map((t) => t.id));
  const afterIds = new Set(row.after.map((t) => t.id));
  let after = current.filter((t) => afterIds.has(t.id) || !beforeIds.has(t.id));
  for (const tag of row.after) {
    if (!beforeIds.has(tag.id) && !after.some((t) => t.id === tag.id) && after.length < TALENT_TAGS_MAX) after = [...after, tag];
  }
  return sameTags(after, current) ? null : { id: row.id, before: copy(current), after: copy(after) };
}

/** The undo of a plan: each talent back to its previous tags. */
export const undoPlan = (rows: readonly TagPlanRow[]): TagPlanRow[] =>
  rows.map((r) => ({ id: r.id, before: r.after, after: r.before }));

// ── export ──────────────────────────────────────────────────────────────────────────────

/** The most talents one export may name (the list loads every talent; this is a sanity bound). */
export const TALENT_EXPORT_MAX = 100_000;

/**
 * recordTalentExport (callable, admins with a second factor): the recruiter says how many talents
 * it is about to download as CSV; the function writes `users/{uid}/audit/{id}` with action
 * TALENT_EXPORT_ACTION and `count`, since personal data leaves the system. The web app downloads
 * the file only after this answers.
 */
export const recordTalentExportBody = z.object({ count: z.number().int().min(1).max(TALENT_EXPORT_MAX) }).strict();
export type RecordTalentExportBody = z.infer<typeof recordTalentExportBody>;
export const recordTalentExportResponse = z.object({ id: z.string() });
export const TALENT_EXPORT_ACTION = 'exportTalents';

/**
 * The CSV's field separator. Excel opens a .csv by double-click with the list separator of the
 * Windows region: in Finland (and Sweden, Ukraine, Russia) the decimal separator is a comma, so
 * the list separator is a semicolon; a comma-separated file would land in one column. The
 * agency works in Finland, so every export uses `;` whatever the screen's language.
 */
export const CSV_DELIMITER = ';';
/** Excel and RFC 4180 want CRLF line ends. */
export const CSV_NEWLINE = '\r\n';
/** The UTF-8 byte order mark: without it Excel reads the file as Windows-1252 and breaks Ä and Cyrillic. */
export const CSV_BOM = '\uFEFF';

/** `talents-YYYY-MM-DD.csv`, the day in Helsinki. */
export function talentExportFileName(now: Date): string {
  const day = dateTimeFormat('sv-SE', {
    timeZone: AGENCY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return `talents-${day}.csv`;
}
